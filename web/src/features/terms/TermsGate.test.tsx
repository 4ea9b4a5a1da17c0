// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { TermsGate } from './TermsGate';
import {
  accepted,
  neverAccepted,
  newServerState,
  problem,
  termsHandlers,
} from './testing/handlers';

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
  it('holds the portal behind a modal while the version in force is not accepted', async () => {
    renderGate();
    const modal = await dialog();
    expect(
      within(modal).getByText(/telah diperbarui sejak versi 2025\.1 yang Anda setujui/),
    ).toBeTruthy();
    expect(within(modal).getByText('Versi 2026.1')).toBeTruthy();
    const text = within(modal).getByRole('region', { name: 'Teks syarat dan ketentuan' });
    expect(await within(text).findByText('Syarat dan Ketentuan Penggunaan TManKu')).toBeTruthy();
    expect(text.getAttribute('tabindex')).toBe('0');
    expect(within(modal).queryByRole('button', { name: /tutup|close/i })).toBeNull();
    const setuju = within(modal).getByRole('button', { name: 'Setuju' }) as HTMLButtonElement;
    expect(setuju.disabled).toBe(true);
  });

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

  it('closes after the customer accepts, without asking the server again', async () => {
    const user = userEvent.setup();
    renderGate();
    const modal = await dialog();
    await within(modal).findByText('Syarat dan Ketentuan Penggunaan TManKu');
    await user.click(
      within(modal).getByRole('checkbox', { name: /Saya telah membaca dan menyetujui/ }),
    );
    await user.click(within(modal).getByRole('button', { name: 'Setuju' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(state.stored).toEqual([{ tnc_version: '2026.1' }]);
    expect(state.validityRequests).toBe(1);
  });

  it("calls onLogout from 'Keluar'", async () => {
    const user = userEvent.setup();
    const { onLogout } = renderGate();
    const modal = await dialog();
    await user.click(within(modal).getByRole('button', { name: 'Keluar' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(state.stored).toEqual([]);
  });

  it('stays open and says so when storing fails', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('*/termscondition/store', () => problem(500, 'Proses tidak dapat dilanjutkan.')),
    );
    renderGate();
    const modal = await dialog();
    await within(modal).findByText('Syarat dan Ketentuan Penggunaan TManKu');
    await user.click(within(modal).getByRole('checkbox'));
    await user.click(within(modal).getByRole('button', { name: 'Setuju' }));
    expect((await within(modal).findByRole('alert')).textContent).toBe(
      'Persetujuan Anda belum tersimpan. Silakan coba lagi.',
    );
    expect(screen.getByRole('dialog')).toBe(modal);
  });

  it('shows nothing, and loads no terms text, when the customer already accepted', async () => {
    state.validity = accepted;
    renderGate();
    await waitFor(() => expect(state.validityRequests).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(state.textRequests).toBe(0);
  });

  it('shows nothing when the check itself fails (the fetcher reports the error)', async () => {
    server.use(
      http.get('*/token/checkValidTerm', () => problem(500, 'Proses tidak dapat dilanjutkan.')),
    );
    renderGate();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks a first-time customer for a first acceptance, not an update', async () => {
    state.validity = neverAccepted;
    renderGate();
    const modal = await screen.findByRole('dialog', { name: 'Persetujuan Syarat dan Ketentuan' });
    expect(within(modal).getByText(/untuk pertama kali/)).toBeTruthy();
    expect(within(modal).queryByText(/diperbarui/)).toBeNull();
  });
});
