// The OTP page's code: sent, counting down, sent again, typed, wrong, locked, expired, not
// sent; after a reload, and the right code leading on. The way the code goes (SMS or e-mail,
// delivery reports): OtpPageDelivery.stories.tsx, under the same title.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import type OtpPage from '../../../web/src/features/auth/pages/OtpPage';
import {
  otpInfo,
  stepResponse,
  type RecordedCall,
} from '../../../web/src/features/auth/testing/handlers';
import { failing, pending } from '../../support/handlers';
import { page, sleep } from '../../support/page';
import { flowAt } from '../../support/portalState';
import { viewport } from '../../support/viewports';
import { calls, code, destination, iso, otpPageMeta, verify } from './otpPageStory';

const meta = { title: 'Masuk/Kode OTP', ...otpPageMeta } satisfies Meta<typeof OtpPage>;

export default meta;
type Story = StoryObj<typeof meta>;

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
