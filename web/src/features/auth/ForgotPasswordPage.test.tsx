// Forgot password: the customer types the e-mail address, an e-mail code (sent only when
// the address is the account's, which the page never learns), then NEW_PASSWORD, or the
// identity check for an account without a password or an inactive one.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getSignInFlow } from '../../shared/authFlow';
import { signInHandlers, stepResponse, stepToken, type RecordedCall } from './testing/handlers';
import { flowAt, renderStep } from './testing/render';

const calls: RecordedCall[] = [];
const server = setupServer(...signInHandlers(calls));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
});
afterAll(() => server.close());

const open = (extra = {}) =>
  renderStep('/login/forgot-password', 'login-verify-password', flowAt('VERIFY_PASSWORD', extra));

describe('forgot password', () => {
  it('asks for the e-mail, sends the code there, validates it, opens the new password page', async () => {
    const { router } = open();
    await userEvent.type(
      await screen.findByLabelText('Email terdaftar'),
      ' Budi.Santoso@gmail.com ',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Kirim kode' }));
    expect(await screen.findByLabelText('Kode OTP (6 angka)')).toBeInTheDocument();
    // Honest about the blind answer: the page cannot know whether the address is registered.
    expect(
      screen.getByText(/Bila email ini terdaftar pada akun Anda, kode 6 angka telah dikirim ke/),
    ).toBeInTheDocument();
    expect(screen.getByText('bu***o@gm***.com')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Kode OTP (6 angka)'), '482913');
    await userEvent.click(screen.getByRole('button', { name: 'Verifikasi' }));
    expect(
      await screen.findByRole('heading', { name: 'Atur Ulang Kata Sandi' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login/new-password');
    const token = stepToken('VERIFY_PASSWORD');
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/password/otp/generate',
        body: { caseOtp: 'FORGOT_PASSWORD', email: 'Budi.Santoso@gmail.com' },
        token,
      },
      {
        method: 'POST',
        path: '/password/otp/validate',
        body: { caseOtp: 'FORGOT_PASSWORD', otp: '482913' },
        token,
      },
    ]);
    expect(getSignInFlow()).toMatchObject({
      next: 'NEW_PASSWORD',
      stepToken: stepToken('NEW_PASSWORD'),
    });
  });

  it('an account without a password goes on to the identity check after the code', async () => {
    server.use(
      http.post('*/password/otp/validate', () =>
        Response.json(stepResponse('ID_CARD', 'INACTIVE')),
      ),
    );
    const { router } = open();
    await userEvent.type(await screen.findByLabelText('Email terdaftar'), 'andi@contoh.co.id');
    await userEvent.click(screen.getByRole('button', { name: 'Kirim kode' }));
    await userEvent.type(await screen.findByLabelText('Kode OTP (6 angka)'), '482913');
    await userEvent.click(screen.getByRole('button', { name: 'Verifikasi' }));
    expect(await screen.findByText(/Akun Anda tidak aktif/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login/idcard');
    expect(getSignInFlow()).toMatchObject({ next: 'ID_CARD', accountStatus: 'INACTIVE' });
  });

  it('after a reload shows the code already sent (password/otp/info)', async () => {
    open({ forgotOtpSent: true });
    expect(await screen.findByLabelText('Kode OTP (6 angka)')).toBeInTheDocument();
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/password/otp/info'));
    expect(calls.map((c) => c.path)).not.toContain('/password/otp/generate');
  });
});
