import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import OtpPage from '../../../web/src/features/auth/pages/OtpPage';
import {
  otpInfo,
  SIGN_IN_CODE_EMAIL,
  signInHandlers,
  stepResponse,
  type RecordedCall,
  type SignInHandlerOptions,
} from '../../../web/src/features/auth/testing/handlers';
import { CODE_NOT_SENT_MESSAGE } from '../../../web/src/test/http';
import { failing, pending } from '../../support/handlers';
import { page, sleep } from '../../support/page';
import { flowAt } from '../../support/portalState';
import { viewport } from '../../support/viewports';

const calls: RecordedCall[] = [];
const iso = (fromNow: number) => new Date(Date.now() + fromNow).toISOString();

const meta = {
  title: 'Masuk/Kode OTP',
  component: OtpPage,
  parameters: {
    portal: { path: '/login/otp', from: 'login-verify-password', flow: flowAt('OTP') },
  },
  beforeEach: ({ msw }) => {
    calls.length = 0;
    msw.use(...signInHandlers(calls));
  },
} satisfies Meta<typeof OtpPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const destination = () => page().findByText('+62 812-****-7890');
const code = () => page().getByLabelText('Kode OTP (6 angka)');
const verify = () => page().getByRole('button', { name: 'Verifikasi' });

/** The code is being sent (otp/generate has not answered yet). */
export const MengirimKode: Story = {
  beforeEach: ({ msw }) => msw.use(pending('post', '*/otp/generate')),
  play: async () => {
    await expect(await page().findByText('Mengirim kode OTP…')).toBeInTheDocument();
    await expect(page().queryByLabelText('Kode OTP (6 angka)')).toBeNull();
  },
};

/**
 * Code sent: destination, the time the code stays valid counting down, the attempts left
 * and the resend link waiting for its time.
 */
export const HitungMundur: Story = {
  play: async () => {
    await destination();
    const validity = page().getByText(/Kode berlaku/);
    await expect(validity).toHaveTextContent(/0[45]:\d\d/);
    const before = validity.textContent;
    await sleep(1100);
    await expect(validity.textContent).not.toBe(before);
    await expect(page().getByText('Sisa percobaan 5 kali.')).toBeInTheDocument();
    await expect(
      page().getByRole('button', { name: /Kirim ulang kode dalam 0[01]:\d\d/ }),
    ).toBeDisabled();
    await expect(code()).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code()).toHaveAttribute('inputmode', 'numeric');
    await expect(calls.map((call) => call.path)).toEqual(['/otp/generate']);
  },
};

/** The resend time has passed: 'Kirim ulang kode' sends a new code and says so. */
export const KirimUlangTersedia: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      http.post('*/otp/generate', async ({ request }) => {
        const body = (await request.json()) as RecordedCall['body'];
        calls.push({ method: 'POST', path: '/otp/generate', body, token: null });
        return HttpResponse.json(otpInfo({ resendAvailableAt: iso(-1000) }));
      }),
    ),
  play: async ({ userEvent }) => {
    await destination();
    const resend = page().getByRole('button', { name: 'Kirim ulang kode' });
    await expect(resend).toBeEnabled();
    await userEvent.click(resend);
    await expect(await page().findByText('Kode OTP baru telah dikirim.')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/otp/generate')).toHaveLength(2),
    );
  },
};

/** Fewer than six digits: said before any call. Letters and spaces are dropped while typing. */
export const ValidasiFormat: Story = {
  play: async ({ userEvent }) => {
    await destination();
    await userEvent.type(code(), '1a2 b3');
    await expect(code()).toHaveValue('123');
    await userEvent.click(verify());
    await expect(await page().findByText('Kode OTP terdiri dari 6 angka.')).toBeInTheDocument();
    await expect(calls.map((call) => call.path)).toEqual(['/otp/generate']);
  },
};

/** A wrong code (401): once, as the field's error, with the attempts the server says are left. */
export const SisaPercobaan: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      failing('post', '*/otp/validate', 401, 'Kode OTP salah. Sisa percobaan 2 kali.', {
        attemptsRemaining: 2,
      }),
    ),
  play: async ({ userEvent }) => {
    await destination();
    await userEvent.type(code(), '111111');
    await userEvent.click(verify());
    await expect(await page().findByRole('alert')).toHaveTextContent(
      'Kode OTP salah. Sisa percobaan 2 kali.',
    );
    await expect(code()).toHaveAccessibleDescription('Kode OTP salah. Sisa percobaan 2 kali.');
    await expect(page().getAllByText(/Sisa percobaan/)).toHaveLength(1);
    await expect(page().queryByRole('dialog')).toBeNull();
    await expect(code()).toHaveValue('111111');
  },
};

/** The last wrong code locked the step (429): entry, 'Verifikasi' and resend are disabled. */
export const TerkunciSetelahKodeSalah: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      failing(
        'post',
        '*/otp/validate',
        429,
        'Terlalu banyak percobaan. Silakan coba lagi setelah pukul 10.15 WIB.',
        { lockedUntil: iso(900_000) },
      ),
    ),
  play: async ({ userEvent }) => {
    await destination();
    await userEvent.type(code(), '123456');
    await userEvent.click(verify());
    await expect(await page().findByRole('alert')).toHaveTextContent('setelah pukul 10.15 WIB');
    await expect(code()).toBeDisabled();
    await expect(verify()).toBeDisabled();
    await expect(page().getByRole('button', { name: /Kirim ulang/ })).toBeDisabled();
  },
};

/** Locked already when the page opens (the OTP info carries lockedUntil). */
export const Terkunci: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      http.post('*/otp/generate', () =>
        HttpResponse.json(otpInfo({ attempt: 5, lockedUntil: iso(900_000) })),
      ),
    ),
  play: async () => {
    await expect(await page().findByRole('alert')).toHaveTextContent(
      /Terlalu banyak percobaan\. Silakan coba lagi setelah pukul \d\d[.:]\d\d WIB\./,
    );
    await expect(code()).toBeDisabled();
    await expect(page().queryByText(/Sisa percobaan/)).toBeNull();
  },
};

/** The code's time is over: 'Verifikasi' is disabled until a new code is sent. */
export const KodeKedaluwarsa: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      http.post('*/otp/generate', () =>
        HttpResponse.json(otpInfo({ expiresAt: iso(-1000), resendAvailableAt: iso(-60_000) })),
      ),
    ),
  play: async () => {
    await destination();
    await expect(
      page().getByText('Kode sudah tidak berlaku. Silakan kirim ulang kode.'),
    ).toBeInTheDocument();
    await expect(verify()).toBeDisabled();
    await expect(page().getByRole('button', { name: 'Kirim ulang kode' })).toBeEnabled();
  },
};

/** No code could be sent (server failure): 'Peringatan' popup, then a way to try again. */
export const GagalMengirim: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      failing(
        'post',
        '*/otp/generate',
        502,
        'Layanan SMS sedang mengalami gangguan. Silakan coba beberapa saat lagi.',
      ),
    ),
  play: async ({ userEvent }) => {
    const popup = await page().findByRole('dialog', { name: 'Peringatan' });
    await expect(popup).toHaveTextContent('Layanan SMS sedang mengalami gangguan.');
    await userEvent.click(page().getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(page().getByRole('button', { name: 'Kirim ulang kode' })).toBeEnabled();
  },
};

/** otp/generate as the server answers each channel, the resend allowed at once. */
const byChannel = () =>
  http.post('*/otp/generate', async ({ request }) => {
    const { channel } = (await request.json()) as { channel: 'SMS' | 'EMAIL' };
    const sent = { resendAvailableAt: iso(-1000) };
    return HttpResponse.json(
      channel === 'EMAIL'
        ? otpInfo({ ...sent, channel: 'EMAIL', destination: 'bu***o@gm***.com' })
        : otpInfo(sent),
    );
  });
const toEmail = 'Kirim kode ke email bu***o@gm***.com';

/**
 * The code went by SMS; the account's e-mail (masked, from password/emailPH) is offered as
 * the other way, once the resend time is over.
 */
export const PilihanEmail: Story = {
  beforeEach: ({ msw }) => msw.use(byChannel()),
  play: async () => {
    await destination();
    await expect(await page().findByRole('button', { name: toEmail })).toBeEnabled();
  },
};

export const PilihanEmailPonsel: Story = { ...PilihanEmail, globals: viewport('phone') };

/** The code was asked by e-mail: the masked address, and the way back to SMS. */
export const DikirimKeEmail: Story = {
  beforeEach: ({ msw }) => msw.use(byChannel()),
  play: async ({ userEvent }) => {
    await userEvent.click(await page().findByRole('button', { name: toEmail }));
    await expect(await page().findByText('Kode OTP baru telah dikirim.')).toBeInTheDocument();
    await expect(page().getByText(/Kode 6 angka telah dikirim ke email/)).toHaveTextContent(
      'bu***o@gm***.com',
    );
    await expect(page().getByRole('button', { name: 'Kirim kode melalui SMS' })).toBeEnabled();
  },
};

/** No mobile number the SMS can go to (404): the reason, and the e-mail as the way on. */
export const TanpaNomorPonsel: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      failing(
        'post',
        '*/otp/generate',
        404,
        'Kode OTP lewat SMS hanya dapat dikirim ke nomor ponsel Indonesia (diawali +628 atau 08). Silakan pilih email atau perbarui nomor ponsel Anda.',
      ),
    ),
  play: async () => {
    await expect(await page().findByRole('alert')).toHaveTextContent('Silakan pilih email');
    await expect(await page().findByRole('button', { name: toEmail })).toBeEnabled();
    await expect(page().queryByRole('button', { name: 'Kirim ulang kode' })).toBeNull();
  },
};

export const TanpaNomorPonselPonsel: Story = { ...TanpaNomorPonsel, globals: viewport('phone') };

/** The sign-in's answers with these delivery reports or gateway refusals (later handlers win). */
const gateway =
  (options: SignInHandlerOptions): Story['beforeEach'] =>
  ({ msw }) =>
    msw.use(...signInHandlers(calls, options));
/** The first read of otp/info comes 5 s after the send. */
const REPORT_WAIT = { timeout: 10_000 };

/**
 * The SMS reached the phone: the page read otp/info every 5 s while the code was on its way
 * (QUEUED, then SENT) and says so quietly under the number once the report is DELIVERED.
 */
export const SmsTerkirim: Story = {
  name: 'SMS terkirim',
  beforeEach: gateway({ delivery: ['SENT', 'DELIVERED'] }),
  play: async () => {
    await destination();
    const line = await page().findByText(
      'Kode telah diterima ponsel Anda.',
      {},
      {
        timeout: 15_000,
      },
    );
    await expect(line.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await expect(page().queryByRole('alert')).toBeNull();
    await expect(calls.filter((call) => call.path === '/otp/info')).toHaveLength(2);
  },
};

export const SmsTerkirimPonsel: Story = {
  ...SmsTerkirim,
  name: 'SMS terkirim (ponsel)',
  globals: viewport('phone'),
};

/**
 * The gateway reported the SMS undeliverable (FAILED): a warning that points to the e-mail,
 * and a new code may be asked at once (the server's resendAvailableAt is the send time).
 */
export const SmsGagalTerkirim: Story = {
  name: 'SMS gagal terkirim',
  beforeEach: gateway({ delivery: ['FAILED'] }),
  play: async () => {
    await destination();
    const warning = await page().findByRole('alert', {}, REPORT_WAIT);
    await expect(warning).toHaveTextContent(
      `SMS tidak dapat dikirim ke +62 812-****-7890. Kirim ulang kode, atau kirim kode ke email ${SIGN_IN_CODE_EMAIL}.`,
    );
    await expect(page().getByRole('button', { name: 'Kirim ulang kode' })).toBeEnabled();
    await expect(
      page().getByRole('button', { name: `Kirim kode ke email ${SIGN_IN_CODE_EMAIL}` }),
    ).toBeEnabled();
  },
};

export const SmsGagalTerkirimPonsel: Story = {
  ...SmsGagalTerkirim,
  name: 'SMS gagal terkirim (ponsel)',
  globals: viewport('phone'),
};

/**
 * The SMS gateway took no code (503 code-not-sent, nothing recorded): the server's message
 * in the box with 'Coba lagi', and the e-mail as the other way. No popup.
 */
export const GatewaySmsTidakTersedia: Story = {
  name: 'Gateway SMS tidak tersedia',
  beforeEach: gateway({ notSent: ['SMS'] }),
  play: async ({ userEvent }) => {
    const alert = await page().findByRole('alert');
    await expect(alert).toHaveTextContent(CODE_NOT_SENT_MESSAGE);
    await expect(page().getByRole('button', { name: 'Coba lagi' })).toBeEnabled();
    await expect(page().queryByRole('dialog')).toBeNull();
    const byEmail = () =>
      page().findByRole('button', { name: `Kirim kode ke email ${SIGN_IN_CODE_EMAIL}` });
    await expect(await byEmail()).toBeEnabled();
    // Trying again finds the gateway still down: told again, still no popup.
    await userEvent.click(page().getByRole('button', { name: 'Coba lagi' }));
    await waitFor(() =>
      expect(
        calls.filter((call) => call.path === '/otp/generate').map((call) => call.body),
      ).toEqual([{ channel: 'SMS' }, { channel: 'SMS' }]),
    );
    await expect(await page().findByRole('alert')).toHaveTextContent(CODE_NOT_SENT_MESSAGE);
    await expect(await byEmail()).toBeEnabled();
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

export const GatewaySmsTidakTersediaPonsel: Story = {
  ...GatewaySmsTidakTersedia,
  name: 'Gateway SMS tidak tersedia (ponsel)',
  globals: viewport('phone'),
};

/** After a reload the code already sent is shown (otp/info), no new code is sent. */
export const SetelahMuatUlang: Story = {
  parameters: {
    portal: {
      path: '/login/otp',
      from: 'login-verify-password',
      flow: flowAt('OTP', { otpSent: true }),
    },
  },
  play: async () => {
    await destination();
    await expect(calls.map((call) => call.path)).toEqual(['/otp/info']);
  },
};

/** A new customer's right code leads on to creating a password. */
export const NasabahBaruLanjutBuatKataSandi: Story = {
  parameters: {
    portal: {
      path: '/login/otp',
      from: 'id-card',
      flow: flowAt('OTP', { accountStatus: 'NEW', checkPassword: false }),
    },
  },
  beforeEach: ({ msw }) =>
    msw.use(http.post('*/otp/validate', () => HttpResponse.json(stepResponse('CREATE_PASSWORD')))),
  play: async ({ userEvent }) => {
    await destination();
    await userEvent.type(code(), '482913');
    await userEvent.click(verify());
    await expect(
      await page().findByRole('heading', { name: 'Buat Kata Sandi' }),
    ).toBeInTheDocument();
  },
};

/** The right code signs the customer in: the portal opens on Data Polis. */
export const BerhasilMasuk: Story = {
  play: async ({ userEvent }) => {
    await destination();
    await userEvent.type(code(), '482913');
    await userEvent.click(verify());
    await expect(
      await page().findByRole('heading', { level: 1, name: 'Data Polis' }),
    ).toBeInTheDocument();
    await expect(
      page().getByText(/Budi Santoso/, { selector: '.portal-user-name' }),
    ).toHaveTextContent('Halo, Budi Santoso');
    await expect(localStorage.getItem('token')).toBeTruthy();
  },
};

/** On a phone: the code entry fits the width, the countdowns stay on one line. */
export const Ponsel: Story = {
  globals: viewport('phone'),
  play: async () => {
    await destination();
    const entry = code().getBoundingClientRect();
    await expect(entry.right).toBeLessThanOrEqual(375);
    await expect(page().getByText(/Kode berlaku/)).toBeVisible();
  },
};
