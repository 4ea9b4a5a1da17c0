// @vitest-environment jsdom
// Ganti Kata Sandi, opened right after the password was confirmed for it.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getAccessToken } from '../../api/tokens';
import {
  getPasswordConfirmation,
  setPasswordConfirmation,
} from '../../shared/passwordConfirmation';
import { CURRENT_PASSWORD } from './testing/fixtures';
import {
  COMMON_PASSWORD_MESSAGE,
  CONFIRMATION_LOST_MESSAGE,
  SAME_PASSWORD_MESSAGE,
  securityServer,
  USER_NAME_MESSAGE,
  type SecurityServerOptions,
} from './testing/handlers';
import { layoutHandlers, pageTitle, renderSettings } from './testing/render';

const server = setupServer(...layoutHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const NEW_PASSWORD = 'Sepeda-Biru-Di-Bogor';

/** Ganti Kata Sandi right after 'Lanjut' on Pengaturan (the server keeps the same). */
async function openChangePassword(options: SecurityServerOptions = {}) {
  const security = securityServer({ confirmed: 'change-password', ...options });
  server.use(...security.handlers);
  setPasswordConfirmation({ route: 'change-password', expiresAt: Date.now() + 300_000 });
  const app = renderSettings('/change-password');
  await pageTitle('Ganti Kata Sandi');
  await screen.findByLabelText('Kata Sandi Baru');
  const user = userEvent.setup();
  const fill = async (password: string, confirmation = password) => {
    if (password) await user.type(screen.getByLabelText('Kata Sandi Baru'), password);
    if (confirmation) {
      await user.type(screen.getByLabelText('Konfirmasi Kata Sandi Baru'), confirmation);
    }
    await user.click(screen.getByRole('button', { name: 'Simpan Kata Sandi Baru' }));
  };
  const edits = () =>
    security.state.requests.filter((r) => r.path === '/password/setting/edit').map((r) => r.body);
  return { app, user, security, fill, edits };
}

describe('Ganti Kata Sandi', () => {
  it('shows the rules; the new password is saved, the other devices are signed out', async () => {
    const { app, user, fill, edits } = await openChangePassword();
    const field = screen.getByLabelText('Kata Sandi Baru');
    // The rules, read with the field.
    expect(field).toHaveAccessibleDescription(/minimal 8 karakter/);
    expect(field).toHaveAccessibleDescription(/bukan kata sandi yang umum dipakai/);
    expect(field).toHaveAccessibleDescription(/tidak memuat nama pengguna Anda/);
    expect(field).toHaveAccessibleDescription(/berbeda dari kata sandi Anda saat ini/);
    await waitFor(() => expect(field).toHaveFocus());

    await fill(NEW_PASSWORD);
    const done = await screen.findByRole('heading', { name: 'Kata sandi berhasil diganti.' });
    await waitFor(() => expect(done).toHaveFocus());
    expect(screen.getByText('3 perangkat lain telah dikeluarkan.')).toBeInTheDocument();
    expect(screen.getByText(/Pemberitahuan perubahan ini telah dikirim/)).toBeInTheDocument();
    expect(edits()).toEqual([{ password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }]);
    // Used up: Back or a new visit goes to Pengaturan.
    expect(getPasswordConfirmation()).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Kembali ke Pengaturan' }));
    await pageTitle('Pengaturan');
    expect(app.path()).toBe('/settings');
    expect(
      await screen.findByText('Hanya perangkat ini yang sedang masuk ke akun Anda.'),
    ).toBeInTheDocument();
    await app.router.navigate('/change-password');
    await waitFor(() => expect(app.path()).toBe('/settings'));
  });

  it('checks only empty, length and the two equal before sending', async () => {
    const { fill, edits } = await openChangePassword();
    await fill('', '');
    expect(await screen.findByText('Masukkan kata sandi baru.')).toBeInTheDocument();
    expect(screen.getByText('Ulangi kata sandi baru Anda.')).toBeInTheDocument();
    await fill('pendek');
    expect(await screen.findByText('Kata sandi minimal 8 karakter.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Kata Sandi Baru'));
    await userEvent.clear(screen.getByLabelText('Konfirmasi Kata Sandi Baru'));
    await fill(NEW_PASSWORD, `${NEW_PASSWORD}!`);
    expect(
      await screen.findByText('Ulangan kata sandi tidak sama dengan kata sandi baru.'),
    ).toBeInTheDocument();
    expect(edits()).toEqual([]);
  });

  it.each([
    ['the current password', CURRENT_PASSWORD, SAME_PASSWORD_MESSAGE],
    ['a common password', 'password123', COMMON_PASSWORD_MESSAGE],
    ['one with the user name', 'budi-bahagia-2026', USER_NAME_MESSAGE],
  ])('%s: the server’s reason on the field (422)', async (_case, password, message) => {
    const { fill } = await openChangePassword();
    await fill(password);
    const field = screen.getByLabelText('Kata Sandi Baru');
    await waitFor(() => expect(field).toHaveAccessibleDescription(new RegExp(message)));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.queryByRole('heading', { name: 'Kata sandi berhasil diganti.' })).toBeNull();
    // Still confirmed: the customer tries another one.
    expect(getPasswordConfirmation()).not.toBeNull();
  });

  it('the server’s confirmation ran out (401 confirmation-required): back to Pengaturan with its message, still signed in', async () => {
    const { app, fill } = await openChangePassword({ confirmed: null });
    await fill(NEW_PASSWORD);
    await pageTitle('Pengaturan');
    expect(app.path()).toBe('/settings');
    expect(await screen.findByRole('alert')).toHaveTextContent(CONFIRMATION_LOST_MESSAGE);
    expect(getPasswordConfirmation()).toBeNull();
    expect(getAccessToken()).not.toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The security data is there too.
    expect(await screen.findByRole('region', { name: 'Kata Sandi' })).toBeInTheDocument();
  });
});
