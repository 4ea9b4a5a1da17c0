// @vitest-environment jsdom
// The terms gate's timing: a static modal that bounces on Escape and on a click beside it
// instead of closing, and no gate when the check itself fails. What it shows, accepting,
// 'Keluar' and a failed store: stories/features/terms/TermsGate.stories.tsx.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { TermsGate } from './TermsGate';
import { newServerState, problem, termsHandlers } from './testing/handlers';

const state = newServerState();
const server = setupServer(...termsHandlers(state));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  Object.assign(state, newServerState());
  localStorage.setItem('token', 'test-access-token');
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

function renderGate() {
  const onLogout = vi.fn();
  const result = renderWithProviders(
    <>
      <h1>Data Polis</h1>
      <TermsGate onLogout={onLogout} />
    </>,
  );
  return { ...result, onLogout };
}

const dialog = () => screen.findByRole('dialog', { name: 'Pembaruan Syarat dan Ketentuan' });

describe('TermsGate', () => {
  it('cannot be dismissed with Escape or a click beside it', async () => {
    const user = userEvent.setup();
    const { onLogout } = renderGate();
    const modal = await dialog();
    const container = document.querySelector('.modal')!;
    await waitFor(() => expect(container.classList.contains('show')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 350)); // end of the fade-in
    // A static modal answers Escape and a backdrop click with a short 'bounce' (the class
    // modal-static) instead of closing. Count the bounces as they happen.
    let bounces = 0;
    const observer = new MutationObserver(() => {
      if (container.classList.contains('modal-static')) bounces += 1;
    });
    observer.observe(container, { attributes: true, attributeFilter: ['class'] });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(bounces).toBe(1));
    await waitFor(() => expect(container.classList.contains('modal-static')).toBe(false));
    await user.click(container);
    await waitFor(() => expect(bounces).toBe(2));
    observer.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.getByRole('dialog')).toBe(modal);
    expect(onLogout).not.toHaveBeenCalled();
  });

  it('shows nothing when the check itself fails (the fetcher reports the error)', async () => {
    server.use(
      http.get('*/token/checkValidTerm', () => problem(500, 'Proses tidak dapat dilanjutkan.')),
    );
    renderGate();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
