// @vitest-environment jsdom
// Ganti Email Pemulihan, opened right after the password was confirmed for it: the new
// address, the code sent there, the change.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  getPasswordConfirmation,
  setPasswordConfirmation,
} from '../../shared/passwordConfirmation';
import { CODE_NOT_SENT_MESSAGE, codeNotSent, problem } from '../../test/http';
import { OTP_CODE, RECOVERY_EMAIL_MASKED } from './testing/fixtures';
import {
  CONFIRMATION_LOST_MESSAGE,
  securityServer,
  wrongCodeMessage,
  type SecurityServerOptions,
} from './testing/handlers';
import { layoutHandlers, pageTitle, renderSettings } from './testing/render';

const server = setupServer(...layoutHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const NEW_EMAIL = 'budi.santoso@sentosa.co.id';
const NEW_EMAIL_MASKED = 'b***o@sentosa.co.id';
const WAIT_MESSAGE = 'Terlalu banyak permintaan kode. Silakan coba lagi setelah pukul 10.15 WIB.';

/** Ganti Email Pemulihan right after 'Lanjut' on Pengaturan (the server keeps the same). */
async function openChangeEmail(options: SecurityServerOptions = {}, ...before: HttpHandler[]) {
  const security = securityServer({ confirmed: 'change-recovery-email', ...options });
  server.use(...before, ...security.handlers);
  setPasswordConfirmation({ route: 'change-recovery-email', expiresAt: Date.now() + 300_000 });
  const app = renderSettings('/change-recovery-email');
  await pageTitle('Ganti Email Pemulihan');
  await screen.findByLabelText('Email Pemulihan Baru');
  const user = userEvent.setup();
  const sendTo = async (address: string) => {
    const field = screen.getByLabelText('Email Pemulihan Baru');
    await user.clear(field);
    if (address) await user.type(field, address);
    await user.click(screen.getByRole('button', { name: 'Kirim Kode' }));
  };
  const enter = async (code: string) => {
    const field = await screen.findByLabelText('Kode OTP (6 angka)');
    await user.clear(field);
    await user.type(field, code);
    await user.click(screen.getByRole('button', { name: 'Verifikasi' }));
  };
  const calls = (path: string) =>
    security.state.requests.filter((r) => r.path === path).map((r) => r.body);
  return { app, user, security, sendTo, enter, calls };
}

describe('Ganti Email Pemulihan', () => {
  it('sends a code to the new address; the right code makes it the recovery e-mail', async () => {
    const { app, user, sendTo, enter, calls } = await openChangeEmail();
    expect(await screen.findByText(/Pemberitahuan penggantian akan dikirim/)).toHaveTextContent(
      `Pemberitahuan penggantian akan dikirim ke alamat yang menerima pemberitahuan keamanan saat ini: ${RECOVERY_EMAIL_MASKED}.`,
    );
    await sendTo(NEW_EMAIL);
    expect(
      await screen.findByText(/Kode 6 angka telah dikirim ke email pemulihan baru/),
    ).toHaveTextContent(`Kode 6 angka telah dikirim ke email pemulihan baru ${NEW_EMAIL_MASKED}.`);
    expect(screen.getByText('Sisa percobaan 5 kali.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Kirim ulang kode dalam 0[01]:/ })).toBeDisabled();
    expect(calls('/password/otp/generate')).toEqual([
      { caseOtp: 'RECOVERY_EMAIL', recovery_email_new: NEW_EMAIL },
    ]);

    await enter(OTP_CODE);
    const done = await screen.findByRole('heading', {
      name: `Email pemulihan berhasil diganti menjadi ${NEW_EMAIL_MASKED}.`,
    });
    await waitFor(() => expect(done).toHaveFocus());
    expect(
      screen.getByText(
        `Pemberitahuan telah dikirim ke alamat sebelumnya, ${RECOVERY_EMAIL_MASKED}.`,
      ),
    ).toBeVisible();
    expect(calls('/password/otp/validate')).toEqual([{ caseOtp: 'RECOVERY_EMAIL', otp: OTP_CODE }]);
    expect(getPasswordConfirmation()).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Kembali ke Pengaturan' }));
    await pageTitle('Pengaturan');
    expect(app.path()).toBe('/settings');
    expect(await screen.findByRole('region', { name: 'Email Pemulihan' })).toHaveTextContent(
      NEW_EMAIL_MASKED,
    );
  });

  it('when the addresses cannot be read, the page says it without the address', async () => {
    const failing = http.get('*/password/emailPH', () => problem(500, 'Gangguan.'));
    const { sendTo, enter } = await openChangeEmail({}, failing);
    await sendTo(NEW_EMAIL);
    await enter(OTP_CODE);
    expect(
      await screen.findByText('Pemberitahuan telah dikirim ke alamat sebelumnya.'),
    ).toBeVisible();
  });

  it('checks the address before sending: required, an e-mail, at most 254 characters', async () => {
    const { sendTo, calls } = await openChangeEmail();
    await sendTo('');
    expect(await screen.findByText('Masukkan email pemulihan baru.')).toBeInTheDocument();
    await sendTo('budi@');
    expect(
      await screen.findByText('Email tidak valid. Periksa kembali penulisannya.'),
    ).toBeInTheDocument();
    await sendTo(`${'b'.repeat(245)}@gmail.com`);
    expect(await screen.findByText('Email maksimal 254 karakter.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email Pemulihan Baru')).toHaveAttribute('aria-invalid', 'true');
    expect(calls('/password/otp/generate')).toEqual([]);
  });

  it('too many codes asked (429): the wait, above the field', async () => {
    const { sendTo } = await openChangeEmail();
    server.use(http.post('*/password/otp/generate', () => problem(429, WAIT_MESSAGE)));
    await sendTo(NEW_EMAIL);
    expect(await screen.findByRole('alert')).toHaveTextContent(WAIT_MESSAGE);
    expect(screen.queryByLabelText('Kode OTP (6 angka)')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a code the mail server did not take (503): the message with ‘Coba lagi’, which sends again', async () => {
    const { user, sendTo, calls } = await openChangeEmail({ codeNotSent: 1 });
    await sendTo(NEW_EMAIL);
    expect(await screen.findByRole('alert')).toHaveTextContent(CODE_NOT_SENT_MESSAGE);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByLabelText('Kode OTP (6 angka)')).toBeInTheDocument();
    expect(calls('/password/otp/generate')).toEqual([
      { caseOtp: 'RECOVERY_EMAIL', recovery_email_new: NEW_EMAIL },
      { caseOtp: 'RECOVERY_EMAIL', recovery_email_new: NEW_EMAIL },
    ]);
  });

  it('a resend the mail server did not take: the code form stays, with ‘Coba lagi’', async () => {
    const { user, sendTo, calls } = await openChangeEmail({ resendAfterMs: 0 });
    await sendTo(NEW_EMAIL);
    await screen.findByLabelText('Kode OTP (6 angka)');
    server.use(http.post('*/password/otp/generate', () => codeNotSent()));
    await user.click(screen.getByRole('button', { name: 'Kirim ulang kode' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CODE_NOT_SENT_MESSAGE);
    expect(screen.getByLabelText('Kode OTP (6 angka)')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeEnabled();
    expect(calls('/password/otp/generate')).toHaveLength(1);
  });

  it('a wrong code counts down the attempts, then the step locks', async () => {
    const { sendTo, enter, calls } = await openChangeEmail({ codeLimit: 2 });
    await sendTo(NEW_EMAIL);
    await enter('111111');
    expect(await screen.findByRole('alert')).toHaveTextContent(wrongCodeMessage(1));
    expect(screen.getAllByText(/Sisa percobaan/)).toHaveLength(1);
    await enter('222222');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Terlalu banyak percobaan\. Silakan coba lagi setelah pukul \d{2}\.\d{2} WIB\./,
    );
    expect(screen.getByRole('button', { name: 'Verifikasi' })).toBeDisabled();
    expect(calls('/password/otp/validate')).toHaveLength(2);
    expect(getPasswordConfirmation()).not.toBeNull();
  });

  it('Kirim ulang kode asks again for the same address', async () => {
    const { user, sendTo, calls } = await openChangeEmail({ resendAfterMs: 0 });
    await sendTo(NEW_EMAIL);
    await user.click(await screen.findByRole('button', { name: 'Kirim ulang kode' }));
    expect(await screen.findByText('Kode OTP baru telah dikirim.')).toBeInTheDocument();
    expect(calls('/password/otp/generate')).toEqual([
      { caseOtp: 'RECOVERY_EMAIL', recovery_email_new: NEW_EMAIL },
      { caseOtp: 'RECOVERY_EMAIL', recovery_email_new: NEW_EMAIL },
    ]);
  });

  it('the server’s confirmation ran out before the code was asked (401 confirmation-required): back to Pengaturan', async () => {
    const { app, sendTo } = await openChangeEmail({ confirmed: null });
    await sendTo(NEW_EMAIL);
    await pageTitle('Pengaturan');
    expect(app.path()).toBe('/settings');
    expect(await screen.findByRole('alert')).toHaveTextContent(CONFIRMATION_LOST_MESSAGE);
    expect(getPasswordConfirmation()).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('…or before the code was entered (401 confirmation-required): back to Pengaturan', async () => {
    const { app, security, sendTo, enter } = await openChangeEmail();
    await sendTo(NEW_EMAIL);
    await screen.findByLabelText('Kode OTP (6 angka)');
    security.state.confirmed = null;
    await enter(OTP_CODE);
    await pageTitle('Pengaturan');
    expect(app.path()).toBe('/settings');
    expect(
      within(await screen.findByRole('alert')).getByText(CONFIRMATION_LOST_MESSAGE),
    ).toBeInTheDocument();
  });
});
