// Password step: the same page for any user name (nothing says whether it is an account's),
// with the way to the NIK for a customer without a password or with an inactive account.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { installSessionHandlers } from '../../shared/auth';
import { getSignInFlow } from '../../shared/authFlow';
import { problem } from '../../test/http';
import { signInHandlers, stepResponse, stepToken, type RecordedCall } from './testing/handlers';
import { flowAt, renderStep } from './testing/render';

const calls: RecordedCall[] = [];
const server = setupServer(...signInHandlers(calls));
let uninstall = () => undefined as void;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  uninstall = installSessionHandlers();
});
afterEach(() => {
  uninstall();
  server.resetHandlers();
  calls.length = 0;
});
afterAll(() => server.close());

const open = () => renderStep('/login/verify-password', 'login', flowAt('VERIFY_PASSWORD'));
const password = () => screen.getByLabelText('Kata sandi');
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Masuk' }));

describe('verify password', () => {
  it('names no one but the user name typed, and shows or hides the password', async () => {
    open();
    await screen.findByRole('heading', { name: 'Masukkan Kata Sandi' });
    expect(screen.getByText('budi.santoso')).toBeInTheDocument();
    expect(password()).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Tampilkan kata sandi' }));
    expect(password()).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Sembunyikan kata sandi' }));
    expect(password()).toHaveAttribute('type', 'password');
  });

  it('a wrong password (401) shows inline, no popup, and keeps what was typed', async () => {
    server.use(
      http.post('*/password/validate', () =>
        problem(401, 'Kata sandi yang Anda masukkan salah. Sisa percobaan 4 kali.', {
          attemptsRemaining: 4,
        }),
      ),
    );
    open();
    await userEvent.type(await screen.findByLabelText('Kata sandi'), 'salah-sandi');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Kata sandi yang Anda masukkan salah. Sisa percobaan 4 kali.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(password()).toHaveValue('salah-sandi');
  });

  it('sends the password with the step token and goes on to the OTP', async () => {
    const { router } = open();
    await userEvent.type(await screen.findByLabelText('Kata sandi'), 'Portal#2026!');
    await submit();
    expect(await screen.findByRole('heading', { name: 'Masukkan Kode OTP' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login/otp');
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/password/validate',
      body: { password: 'Portal#2026!' },
      token: stepToken('VERIFY_PASSWORD'),
    });
    expect(getSignInFlow()).toMatchObject({ next: 'OTP', stepToken: stepToken('OTP') });
  });

  it('a lock (429) shows its message and holds the button', async () => {
    server.use(
      http.post('*/password/validate', () =>
        problem(429, 'Terlalu banyak percobaan. Silakan coba lagi setelah pukul 10.15 WIB.', {
          lockedUntil: new Date(Date.now() + 600_000).toISOString(),
        }),
      ),
    );
    open();
    await userEvent.type(await screen.findByLabelText('Kata sandi'), 'Portal#2026!');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('setelah pukul 10.15 WIB');
    expect(screen.getByRole('button', { name: 'Masuk' })).toBeDisabled();
  });

  it("'Lupa kata sandi?' opens the forgot-password page, which asks for the e-mail", async () => {
    const { router } = open();
    await userEvent.click(await screen.findByRole('link', { name: 'Lupa kata sandi?' }));
    expect(await screen.findByLabelText('Email terdaftar')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login/forgot-password');
    expect(calls).toEqual([]);
  });

  it("'Masuk dengan NIK' starts over with the NIK (no password yet, or an inactive account)", async () => {
    const { router } = open();
    expect(
      await screen.findByText(/Belum punya kata sandi, atau akun Anda tidak aktif\?/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Masuk dengan NIK' }));
    expect(await screen.findByText(/Masukkan NIK Anda \(16 angka/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByLabelText('Nama pengguna atau NIK')).toHaveValue('');
    expect(getSignInFlow()).toBeNull();
  });

  it('after the NIK and birth date, no user name and no NIK route', async () => {
    renderStep(
      '/login/verify-password',
      'id-card',
      flowAt('VERIFY_PASSWORD', {
        userName: '3174011505800003',
        via: 'nik',
        accountStatus: 'ACTIVE',
      }),
    );
    await screen.findByRole('heading', { name: 'Masukkan Kata Sandi' });
    expect(screen.queryByText('3174011505800003')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Masuk dengan NIK' })).not.toBeInTheDocument();
  });

  it('an inactive account: its right password leads to the identity check', async () => {
    server.use(
      http.post('*/password/validate', () => Response.json(stepResponse('ID_CARD', 'INACTIVE'))),
    );
    const { router } = open();
    await userEvent.type(await screen.findByLabelText('Kata sandi'), 'Surabaya#1985');
    await submit();
    expect(await screen.findByText(/Akun Anda tidak aktif/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login/idcard');
  });

  it("an expired step token (403): 'Perhatian' popup, then back to login", async () => {
    server.use(
      http.post('*/password/validate', () =>
        problem(403, 'Sesi Anda telah berakhir. Silakan masuk kembali.'),
      ),
    );
    const { router } = open();
    await userEvent.type(await screen.findByLabelText('Kata sandi'), 'Portal#2026!');
    await submit();
    const dialog = await screen.findByRole('dialog', { name: 'Perhatian' });
    expect(dialog).toHaveTextContent('Sesi Anda telah berakhir. Silakan masuk kembali.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(
      await screen.findByRole('heading', { name: 'Selamat datang di TManKu' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(getSignInFlow()).toBeNull();
    expect(calls.some((c) => c.path === '/session/logout')).toBe(false);
  });
});
