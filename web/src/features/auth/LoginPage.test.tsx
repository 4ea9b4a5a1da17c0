// Login: one field for user name or NIK; the next step follows what was typed (checkUser
// tells nothing about the account: no name, no status, no admin flag): what is sent, the
// sign-in flow kept, and the logout's notice shown once. The checks before sending, the 429,
// the popup and the notices: stories/features/auth/LoginPage.stories.tsx.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getSignInFlow } from '../../shared/authFlow';
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

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Lanjutkan' }));

describe('login page', () => {
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
});
