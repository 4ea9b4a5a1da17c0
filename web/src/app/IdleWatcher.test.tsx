// Idle timeout of a signed-in customer, with fake timers.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeTokens } from '../api/tokens';
import { companyProfileHandler } from '../test/http';
import { IdleWatcher } from './IdleWatcher';
import { registerNavigator } from '../shared/navigation';
import { createQueryClient } from '../api/queryClient';

let updates = 0;
let logouts = 0;
const server = setupServer(
  companyProfileHandler(),
  http.get('*/config/all', () =>
    HttpResponse.json({
      otpLength: 6,
      otpTtlSeconds: 300,
      otpResendSeconds: 60,
      idleTimeoutSeconds: 60,
      idleWarningSeconds: 10,
      absoluteSessionSeconds: 28800,
      passwordMinLength: 8,
      passwordMaxLength: 128,
      tnc_version: '2026.1',
    }),
  ),
  http.post('*/session/update', () => {
    updates += 1;
    return HttpResponse.json({
      active: true,
      idleTimeoutSeconds: 60,
      idleExpiresAt: new Date().toISOString(),
      absoluteExpiresAt: new Date().toISOString(),
      serverTime: new Date().toISOString(),
    });
  }),
  http.post('*/session/logout', () => {
    logouts += 1;
    return HttpResponse.json({ result: 'Success' });
  }),
);
const navigate = vi.fn();
let unregister = () => undefined as void;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  storeTokens('access-token', 'refresh-token-0123456789');
  unregister = registerNavigator(navigate);
});
afterEach(() => {
  vi.useRealTimers();
  unregister();
  navigate.mockReset();
  server.resetHandlers();
  updates = 0;
  logouts = 0;
});
afterAll(() => server.close());

async function renderWatcher() {
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <IdleWatcher />
    </QueryClientProvider>,
  );
  // Wait for config/all (idle 60 s, warning 10 s).
  await vi.waitFor(() => expect(client.getQueryState(['/config/all'])?.status).toBe('success'));
}

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('IdleWatcher', () => {
  it("warns 'Sesi Anda akan segera berakhir' with a countdown; 'Tetap Masuk' extends the session", async () => {
    await renderWatcher();
    await advance(50_000);
    const dialog = await screen.findByRole('dialog', { name: 'Sesi Anda akan segera berakhir' });
    expect(within(dialog).getByRole('timer')).toHaveTextContent('10 detik');
    await advance(3_000);
    expect(within(dialog).getByRole('timer')).toHaveTextContent('7 detik');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tetap Masuk' }));
    await vi.waitFor(() => expect(updates).toBe(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await advance(45_000);
    expect(logouts).toBe(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('logs out at zero with the idle notice for the login page', async () => {
    await renderWatcher();
    await advance(60_000);
    await vi.waitFor(() => expect(logouts).toBe(1));
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true, state: { notice: 'idle' } });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("'Keluar' in the warning logs out", async () => {
    await renderWatcher();
    await advance(51_000);
    const dialog = await screen.findByRole('dialog', { name: 'Sesi Anda akan segera berakhir' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keluar' }));
    await vi.waitFor(() => expect(logouts).toBe(1));
  });

  it('activity restarts the countdown and updates the session at most once a minute', async () => {
    await renderWatcher();
    await advance(45_000);
    fireEvent.pointerDown(window);
    expect(updates).toBe(0); // signing in started the session less than a minute ago
    await advance(45_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.keyDown(window);
    fireEvent.scroll(window);
    await vi.waitFor(() => expect(updates).toBe(1));
    await advance(10_000);
    fireEvent.pointerDown(window);
    expect(updates).toBe(1);
  });
});
