// One-time code of the sign-in.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSignInFlow } from '../../shared/authFlow';
import { getAuthState } from '../../shared/authStore';
import { RETURN_AFTER_SIGN_IN_KEY, returnAfterSignIn } from '../../shared/home';
import { CODE_NOT_SENT_MESSAGE, codeNotSent, problem } from '../../test/http';
import {
  otpInfo,
  SIGN_IN_CODE_EMAIL,
  signInHandlers,
  stepToken,
  type RecordedCall,
} from './testing/handlers';
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
  renderStep('/login/otp', 'login-verify-password', flowAt('OTP', extra));
const code = () => screen.getByLabelText('Kode OTP (6 angka)');
const verify = () => userEvent.click(screen.getByRole('button', { name: 'Verifikasi' }));

describe('OTP page', () => {
  it('sends the code by SMS on arrival with the step token and notes it in the flow', async () => {
    open();
    expect(await screen.findByText('+62 812-****-7890')).toBeInTheDocument();
    expect(calls).toEqual([
      { method: 'POST', path: '/otp/generate', body: { channel: 'SMS' }, token: stepToken('OTP') },
    ]);
    expect(getSignInFlow()).toMatchObject({ otpSent: true, otpAttempt: { attempt: 0, limit: 5 } });
  });

  it('counts from the server clock, not the device clock', async () => {
    // The server is 2 hours ahead of this device: the code is still valid for 5 minutes.
    const serverNow = Date.now() + 2 * 3600_000;
    server.use(
      http.post('*/otp/generate', () =>
        Response.json(
          otpInfo({
            serverTime: new Date(serverNow).toISOString(),
            expiresAt: new Date(serverNow + 300_000).toISOString(),
            resendAvailableAt: new Date(serverNow + 60_000).toISOString(),
          }),
        ),
      ),
    );
    open();
    await screen.findByText('+62 812-****-7890');
    expect(screen.getByText(/Kode berlaku/)).toHaveTextContent(/0[45]:\d\d/);
  });

  it('the right code signs the customer in and opens the portal', async () => {
    const { router } = open();
    await screen.findByText('+62 812-****-7890');
    await userEvent.type(code(), '482913');
    await verify();
    expect(await screen.findByText('Beranda portal')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(calls.at(-1)).toMatchObject({ path: '/otp/validate', body: { otp: '482913' } });
    expect(localStorage.getItem('token')).toBeTruthy();
    expect(localStorage.getItem('refreshToken')).toBe('refresh-token-0123456789abcdef');
    expect(getAuthState()).toMatchObject({
      authenticated: true,
      user: { display_name: 'Budi Santoso' },
    });
    expect(getSignInFlow()).toBeNull();
  });

  it('goes back to the page that sent the customer to sign in, once (shared/home.ts)', async () => {
    returnAfterSignIn('/login/spaj-polis');
    const { router } = open();
    await screen.findByText('+62 812-****-7890');
    await userEvent.type(code(), '482913');
    await verify();
    expect(await screen.findByText('Pengajuan SPAJ nasabah')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login/spaj-polis');
    expect(sessionStorage.getItem(RETURN_AFTER_SIGN_IN_KEY)).toBeNull();
  });

  describe('the e-mail instead of SMS (password/emailPH)', () => {
    const EMAIL = 'bu***o@gm***.com';
    const toEmail = `Kirim kode ke email ${EMAIL}`;
    /** otp/generate by the channel asked, the resend allowed at once (or never: `wait`). */
    const byChannel = (wait = false) =>
      http.post('*/otp/generate', async ({ request }) => {
        const body = (await request.json()) as { channel: 'SMS' | 'EMAIL' };
        calls.push({ method: 'POST', path: '/otp/generate', body, token: null });
        const resendAvailableAt = new Date(Date.now() + (wait ? 60_000 : -1000)).toISOString();
        return body.channel === 'EMAIL'
          ? Response.json(otpInfo({ channel: 'EMAIL', destination: EMAIL, resendAvailableAt }))
          : Response.json(otpInfo({ resendAvailableAt }));
      });
    const sentChannels = () => calls.filter((c) => c.path === '/otp/generate').map((c) => c.body);

    it('offers the account’s e-mail, masked, and sends the code there; then back by SMS', async () => {
      let token: string | null = null;
      server.use(
        byChannel(),
        http.get('*/password/emailPH', ({ request }) => {
          token = request.headers.get('access-token');
          return Response.json({
            emails: [{ source: 'POLICY_HOLDER', email: EMAIL, uses: ['SIGN_IN_CODE'] }],
          });
        }),
      );
      open();
      await userEvent.click(await screen.findByRole('button', { name: toEmail }));
      expect(await screen.findByText('Kode OTP baru telah dikirim.')).toBeInTheDocument();
      expect(screen.getByText(/Kode 6 angka telah dikirim ke email/)).toHaveTextContent(EMAIL);
      expect(token).toBe(stepToken('OTP'));
      await userEvent.click(screen.getByRole('button', { name: 'Kirim ulang kode' }));
      await userEvent.click(screen.getByRole('button', { name: 'Kirim kode melalui SMS' }));
      expect(await screen.findByText('+62 812-****-7890')).toBeInTheDocument();
      expect(sentChannels()).toEqual([
        { channel: 'SMS' },
        { channel: 'EMAIL' },
        { channel: 'EMAIL' },
        { channel: 'SMS' },
      ]);
    });

    it('waits for the resend time like the resend', async () => {
      server.use(byChannel(true));
      open();
      expect(await screen.findByRole('button', { name: toEmail })).toBeDisabled();
    });

    it('no mobile number the code can go to (404): the code goes to the e-mail', async () => {
      const noPhone =
        'Kode OTP lewat SMS hanya dapat dikirim ke nomor ponsel Indonesia (diawali +628 atau 08). Silakan pilih email atau perbarui nomor ponsel Anda.';
      server.use(
        http.post('*/otp/generate', async ({ request }) => {
          const body = (await request.json()) as { channel: 'SMS' | 'EMAIL' };
          calls.push({ method: 'POST', path: '/otp/generate', body, token: null });
          return body.channel === 'SMS'
            ? problem(404, noPhone)
            : Response.json(otpInfo({ channel: 'EMAIL', destination: EMAIL }));
        }),
      );
      open();
      expect(await screen.findByRole('alert')).toHaveTextContent(noPhone);
      // The e-mail is the way to try again (another SMS would fail the same way).
      const byEmail = await screen.findByRole('button', { name: toEmail });
      expect(screen.queryByRole('button', { name: 'Kirim ulang kode' })).toBeNull();
      await userEvent.click(byEmail);
      expect(await screen.findByText(/Kode 6 angka telah dikirim ke email/)).toHaveTextContent(
        EMAIL,
      );
      // No way back to an SMS that cannot be sent.
      expect(screen.queryByRole('button', { name: 'Kirim kode melalui SMS' })).toBeNull();
    });

    it('when the addresses cannot be read, only SMS is offered, without a popup', async () => {
      server.use(
        http.get('*/password/emailPH', () =>
          problem(403, 'Langkah masuk tidak berlaku lagi. Silakan ulangi proses masuk dari awal.'),
        ),
      );
      open();
      await screen.findByText('+62 812-****-7890');
      await waitFor(() => expect(screen.queryByRole('button', { name: /ke email/ })).toBeNull());
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('the SMS’s delivery report (otp/info every 5 s while it is on its way)', () => {
    const reads = () => calls.filter((c) => c.path === '/otp/info').length;
    const DELIVERED = 'Kode telah diterima ponsel Anda.';
    const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    beforeEach(() => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('reads every 5 s until the SMS reaches the phone, says so, and stops', async () => {
      server.use(...signInHandlers(calls, { delivery: ['SENT', 'DELIVERED'] }));
      open();
      await screen.findByText('+62 812-****-7890');
      expect(reads()).toBe(0);
      await advance(5_000);
      expect(reads()).toBe(1);
      expect(screen.queryByText(DELIVERED)).not.toBeInTheDocument();
      await advance(5_000);
      expect(reads()).toBe(2);
      expect(await screen.findByText(DELIVERED)).toBeInTheDocument();
      expect(screen.getByText(DELIVERED).closest('[aria-live]')).toHaveAttribute(
        'aria-live',
        'polite',
      );
      await advance(60_000);
      expect(reads()).toBe(2);
    });

    it('an undeliverable SMS: the warning with the e-mail as the way on, a new code at once', async () => {
      server.use(...signInHandlers(calls, { delivery: ['FAILED'] }));
      open();
      await screen.findByText('+62 812-****-7890');
      expect(screen.getByRole('button', { name: /Kirim ulang kode dalam/ })).toBeDisabled();
      await advance(5_000);
      const warning = await screen.findByText(/SMS tidak dapat dikirim/);
      expect(warning).toHaveAttribute('role', 'alert');
      expect(warning).toHaveTextContent(
        `SMS tidak dapat dikirim ke +62 812-****-7890. Kirim ulang kode, atau kirim kode ke email ${SIGN_IN_CODE_EMAIL}.`,
      );
      // The server allows a new code at once (resendAvailableAt is the send time).
      const resend = screen.getByRole('button', { name: 'Kirim ulang kode' });
      expect(resend).toBeEnabled();
      expect(
        screen.getByRole('button', { name: `Kirim kode ke email ${SIGN_IN_CODE_EMAIL}` }),
      ).toBeEnabled();
      await advance(30_000);
      expect(reads()).toBe(1);
      // A new code: on its way again, the warning gone.
      await userEvent.click(resend);
      expect(await screen.findByText('Kode OTP baru telah dikirim.')).toBeInTheDocument();
      expect(screen.queryByText(/SMS tidak dapat dikirim/)).not.toBeInTheDocument();
    });

    it('no report within 2 minutes: no read after that', async () => {
      open();
      await screen.findByText('+62 812-****-7890');
      await advance(110_000);
      expect(reads()).toBe(22);
      await advance(15_000);
      const after = reads();
      expect(after).toBeGreaterThanOrEqual(23);
      expect(after).toBeLessThanOrEqual(24);
      await advance(300_000);
      expect(reads()).toBe(after);
    });

    it('a code sent by e-mail is not followed', async () => {
      server.use(
        ...signInHandlers(calls, { sent: { resendAvailableAt: new Date().toISOString() } }),
      );
      open();
      await userEvent.click(
        await screen.findByRole('button', { name: `Kirim kode ke email ${SIGN_IN_CODE_EMAIL}` }),
      );
      expect(await screen.findByText(/Kode 6 angka telah dikirim ke email/)).toBeInTheDocument();
      await advance(60_000);
      expect(reads()).toBe(0);
      expect(screen.queryByText(DELIVERED)).not.toBeInTheDocument();
    });

    it('stops when the page is left', async () => {
      const { unmount } = open();
      await screen.findByText('+62 812-****-7890');
      await advance(5_000);
      expect(reads()).toBe(1);
      unmount();
      await advance(60_000);
      expect(reads()).toBe(1);
    });
  });

  describe('a code the SMS gateway did not take (503 code-not-sent)', () => {
    it('a resend: told in the form’s box; the code shown stays; ‘Coba lagi’ sends it again', async () => {
      let sends = 0;
      server.use(
        http.post('*/otp/generate', async ({ request }) => {
          calls.push({
            method: 'POST',
            path: '/otp/generate',
            body: await request.json(),
            token: null,
          });
          sends += 1;
          return sends === 2
            ? codeNotSent()
            : Response.json(
                otpInfo({ resendAvailableAt: new Date(Date.now() - 1000).toISOString() }),
              );
        }),
      );
      open();
      await screen.findByText('+62 812-****-7890');
      await userEvent.click(screen.getByRole('button', { name: 'Kirim ulang kode' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(CODE_NOT_SENT_MESSAGE);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByText('+62 812-****-7890')).toBeInTheDocument();
      expect(code()).toBeEnabled();
      expect(screen.getByText('Sisa percobaan 5 kali.')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
      expect(await screen.findByText('Kode OTP baru telah dikirim.')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(sends).toBe(3);
    });
  });

  it('opened at another stage, goes to that stage’s page', async () => {
    const { router } = renderStep('/login/create-password', 'otp', flowAt('OTP'));
    await screen.findByRole('heading', { name: 'Masukkan Kode OTP' });
    expect(router.state.location.pathname).toBe('/login/otp');
  });
});
