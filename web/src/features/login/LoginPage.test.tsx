// Login: one field for user name or NIK; the next step follows what was typed (checkUser
// tells nothing about the account: no name, no status, no admin flag).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getSignInFlow } from '../../shared/authFlow';
import { problem } from '../../test/http';
import { signInHandlers, stepToken, type RecordedCall } from './testing/handlers';
import { renderLogin } from './testing/render';

const calls: RecordedCall[] = [];
const server = setupServer(...signInHandlers(calls));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
});
afterAll(() => server.close());

const field = () => screen.getByLabelText('Nama pengguna atau NIK');
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Lanjutkan' }));

describe('login page', () => {
  it('asks for the user name or NIK before calling anything', async () => {
    renderLogin();
    await screen.findByRole('heading', { name: 'Selamat datang di TManKu' });
    expect(field()).toHaveFocus();
    await submit();
    expect(await screen.findByText('Masukkan nama pengguna atau NIK Anda.')).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it('sends a user name as userName, keeps the step token, opens the password page', async () => {
    const { router } = renderLogin();
    await userEvent.type(await screen.findByLabelText('Nama pengguna atau NIK'), 'budi.santoso');
    await submit();
    expect(await screen.findByRole('heading', { name: 'Masukkan Kata Sandi' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login/verify-password');
    expect(calls).toEqual([
      { method: 'POST', path: '/login/checkUser', body: { userName: 'budi.santoso' }, token: null },
    ]);
    expect(getSignInFlow()).toEqual({
      userName: 'budi.santoso',
      via: 'userName',
      stepToken: stepToken('VERIFY_PASSWORD'),
      next: 'VERIFY_PASSWORD',
      checkPassword: true,
      checkAdmin: false,
    });
  });

  it('sends 16 digits as nik and goes on to the identity check', async () => {
    const { router } = renderLogin();
    await userEvent.type(
      await screen.findByLabelText('Nama pengguna atau NIK'),
      '3174011505800003',
    );
    await submit();
    expect(
      await screen.findByRole('heading', { name: 'Verifikasi Identitas' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login/idcard');
    expect(calls[0]?.body).toEqual({ nik: '3174011505800003' });
    expect(getSignInFlow()).toMatchObject({ via: 'nik', next: 'ID_CARD', checkPassword: false });
    expect(getSignInFlow()?.accountStatus).toBeUndefined();
  });

  it('refuses a NIK that cannot be one (contract pattern) without calling', async () => {
    renderLogin();
    await userEvent.type(
      await screen.findByLabelText('Nama pengguna atau NIK'),
      '3174019905800003',
    );
    await submit();
    expect(await screen.findByText(/NIK tidak valid/)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('an address that must wait (429) shows inline, without a popup, and keeps the entry', async () => {
    server.use(
      http.post('*/login/checkUser', () =>
        problem(429, 'Terlalu banyak percobaan masuk. Silakan coba lagi dalam 2 detik.'),
      ),
    );
    renderLogin();
    await userEvent.type(await screen.findByLabelText('Nama pengguna atau NIK'), 'siapa.saja');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Terlalu banyak percobaan masuk. Silakan coba lagi dalam 2 detik.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field()).toHaveValue('siapa.saja');
  });

  it("from the password page's 'Masuk dengan NIK': asks for the NIK in an empty field", async () => {
    renderLogin('/login', { withNik: true });
    expect(await screen.findByText(/Masukkan NIK Anda \(16 angka sesuai KTP\)/)).toHaveAttribute(
      'role',
      'status',
    );
    expect(field()).toHaveValue('');
  });

  it('shows a server failure in the Peringatan popup and keeps the entry', async () => {
    server.use(http.post('*/login/checkUser', () => problem(500, 'Layanan sedang gangguan.')));
    renderLogin();
    await userEvent.type(await screen.findByLabelText('Nama pengguna atau NIK'), 'budi.santoso');
    await submit();
    expect(await screen.findByRole('dialog', { name: 'Peringatan' })).toHaveTextContent(
      'Layanan sedang gangguan.',
    );
    expect(field()).toHaveValue('budi.santoso');
  });

  it('?admin=1 signs in with checkAdmin', async () => {
    renderLogin('/login?admin=1');
    await userEvent.type(await screen.findByLabelText('Nama pengguna atau NIK'), 'admin.portal');
    await submit();
    await waitFor(() =>
      expect(calls[0]?.body).toEqual({ userName: 'admin.portal', checkAdmin: true }),
    );
  });

  it('shows the notice a logout left, once', async () => {
    sessionStorage.setItem('loginNotice', 'expired');
    const first = renderLogin();
    expect(
      await screen.findByText('Sesi Anda telah berakhir. Silakan masuk kembali.'),
    ).toBeInTheDocument();
    first.unmount();
    renderLogin();
    await screen.findByRole('heading', { name: 'Selamat datang di TManKu' });
    expect(screen.queryByText(/Sesi Anda telah berakhir/)).not.toBeInTheDocument();
  });

  it('shows why the session ended', async () => {
    renderLogin('/login', { notice: 'idle' });
    expect(
      await screen.findByText('Sesi Anda telah berakhir karena tidak ada aktivitas.'),
    ).toBeInTheDocument();
  });
});
