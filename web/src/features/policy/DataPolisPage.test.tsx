// @vitest-environment jsdom
// Data Polis: the policy chosen and kept (a reload, a policy no longer listed, none at all) and
// the retries of the list and the detail. What the page shows in each state:
// stories/features/policy/DataPolisPage.stories.tsx.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getSelectedPolicy, setSelectedPolicy } from '../../shared/policyStore';
import { renderWithProviders } from '../../test/render';
import DataPolisPage from './DataPolisPage';
import { policyHandlers, serverError } from './testing/handlers';

const server = setupServer(...policyHandlers());

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sessionStorage.clear();
  localStorage.setItem('token', 'test-access-token');
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  setSelectedPolicy(null);
});
afterAll(() => server.close());

const detailHeading = () =>
  screen.findByRole('heading', { level: 2, name: /Sentosa (Link|Medika)/ });

describe('Data Polis', () => {
  it('keeps the selection across a reload of the screen', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<DataPolisPage />);
    await user.click(await screen.findByRole('radio', { name: /Sentosa Medika Keluarga/ }));
    first.unmount();

    renderWithProviders(<DataPolisPage />);
    const health = await screen.findByRole('radio', { name: /Sentosa Medika Keluarga/ });
    expect((health as HTMLInputElement).checked).toBe(true);
    expect(sessionStorage.getItem('selectedPolicy')).toBe('KS23000456');
    await screen.findByRole('heading', { level: 2, name: 'Sentosa Medika Keluarga' });
  });

  it('falls back to the first policy when the stored one is no longer in the list', async () => {
    sessionStorage.setItem('selectedPolicy', 'XX99999999');
    renderWithProviders(<DataPolisPage />);
    const first = await screen.findByRole('radio', { name: /Sentosa Link Proteksi Maksima/ });
    expect((first as HTMLInputElement).checked).toBe(true);
    await waitFor(() => expect(sessionStorage.getItem('selectedPolicy')).toBe('UL24000123'));
  });

  it('says so and points to Hubungi Kami when the customer has no policy', async () => {
    sessionStorage.setItem('selectedPolicy', 'UL24000123');
    server.use(http.get('*/policy/list', () => HttpResponse.json({ data: [], total: 0 })));
    renderWithProviders(<DataPolisPage />);
    expect(await screen.findByText('Anda belum memiliki polis yang terdaftar.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hubungi Kami' }).getAttribute('href')).toBe(
      '/contact-us',
    );
    expect(screen.queryByRole('radio')).toBeNull();
    await waitFor(() => expect(getSelectedPolicy()).toBeNull());
  });

  it('shows an inline error with Coba lagi when the list cannot load', async () => {
    const user = userEvent.setup();
    server.use(http.get('*/policy/list', serverError));
    renderWithProviders(<DataPolisPage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Daftar polis tidak dapat dimuat saat ini.');
    expect(getSelectedPolicy()).toBeNull();

    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(
      await screen.findByRole('radio', { name: /Sentosa Link Proteksi Maksima/ }),
    ).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers Coba lagi when the detail fails for another reason', async () => {
    const user = userEvent.setup();
    server.use(http.get('*/policy/detail', serverError));
    renderWithProviders(<DataPolisPage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Detail polis tidak dapat dimuat saat ini.');
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect((await detailHeading()).textContent).toBe('Sentosa Link Proteksi Maksima');
  });
});
