// The way the OTP page's code goes: by SMS or by e-mail (the other way offered, a phone
// number SMS cannot reach), the SMS gateway's delivery reports (delivered, failed) and a
// gateway that takes no code. The code itself: OtpPage.stories.tsx, under the same title.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import type OtpPage from '../../../web/src/features/auth/pages/OtpPage';
import {
  otpInfo,
  SIGN_IN_CODE_EMAIL,
  signInHandlers,
  type SignInHandlerOptions,
} from '../../../web/src/features/auth/testing/handlers';
import { CODE_NOT_SENT_MESSAGE } from '../../../web/src/test/http';
import { failing } from '../../support/handlers';
import { page } from '../../support/page';
import { viewport } from '../../support/viewports';
import { calls, destination, iso, otpPageMeta } from './otpPageStory';

const meta = { title: 'Masuk/Kode OTP', ...otpPageMeta } satisfies Meta<typeof OtpPage>;

export default meta;
type Story = StoryObj<typeof meta>;

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
