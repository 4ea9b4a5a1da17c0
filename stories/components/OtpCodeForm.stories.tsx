import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import type { OtpInfo } from '../../web/src/api/generated/model/otpInfo';
import { CODE_NOT_SENT, type InlineError } from '../../web/src/api/inlineError';
import {
  OtpCodeForm,
  otpStateOf,
  type OtpCodeFormProps,
} from '../../web/src/components/otp/OtpCodeForm';
import { page } from '../support/page';
import { viewport } from '../support/viewports';

const DESTINATION = '+62 812-****-7890';
const EMAIL = 'bu***o@gm***.com';
const NOT_SENT =
  'Kode OTP tidak dapat dikirim saat ini. Silakan coba lagi beberapa saat lagi atau pilih pengiriman lewat email.';

/** The code form as a page shows it, the code's record made when the story opens. */
function Form({
  info,
  ...props
}: Omit<OtpCodeFormProps, 'otp'> & { info: Partial<OtpInfo> & { resendIn: number } }) {
  const [otp] = useState(() => {
    const now = Date.now();
    const { resendIn, ...extra } = info;
    return otpStateOf({
      attempt: 0,
      limit: 5,
      channel: 'SMS',
      destination: DESTINATION,
      expiresAt: new Date(now + 300_000).toISOString(),
      resendAvailableAt: new Date(now + resendIn).toISOString(),
      lockedUntil: null,
      serverTime: new Date(now).toISOString(),
      delivery: 'QUEUED',
      ...extra,
    });
  });
  return (
    <div className="p-3 mx-auto" style={{ maxWidth: '28rem' }}>
      <OtpCodeForm otp={otp} {...props} />
    </div>
  );
}

/**
 * The one-time code form of every journey (sign-in, Pengkinian Data, SPAJ, Pengaturan) and
 * what it says of an SMS code: on its way, delivered, undeliverable; and a code the server
 * could not send (503 code-not-sent) with 'Coba lagi'.
 */
const meta = {
  title: 'Komponen/Kode OTP',
  component: Form,
  args: {
    info: { resendIn: 60_000 },
    submitting: false,
    resending: false,
    error: null,
    submitLabel: 'Verifikasi',
    onSubmit: fn(),
    onResend: fn(),
    alternative: { label: `Kirim kode ke email ${EMAIL}`, onSend: fn() },
  },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sent by SMS, the report still to come (QUEUED): nothing said yet, the wait for a resend. */
export const SmsDalamPerjalanan: Story = {
  name: 'SMS dalam perjalanan',
  play: async () => {
    await expect(page().getByText(DESTINATION)).toBeVisible();
    await expect(page().queryByRole('alert')).toBeNull();
    await expect(page().getByRole('button', { name: /Kirim ulang kode dalam/ })).toBeDisabled();
  },
};

/** The SMS reached the phone (DELIVERED): a quiet line under the number. */
export const SmsTerkirim: Story = {
  name: 'SMS terkirim',
  args: { info: { resendIn: 60_000, delivery: 'DELIVERED' } },
  play: async () => {
    const line = page().getByText('Kode telah diterima ponsel Anda.');
    await expect(line).toBeVisible();
    await expect(line.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await expect(page().queryByRole('alert')).toBeNull();
  },
};

export const SmsTerkirimPonsel: Story = {
  ...SmsTerkirim,
  name: 'SMS terkirim (ponsel)',
  globals: viewport('phone'),
};

/**
 * The SMS is undeliverable (FAILED): a warning pointing to the page's other way, and a new
 * code at once (the server's resendAvailableAt is the send time).
 */
export const SmsGagalTerkirim: Story = {
  name: 'SMS gagal terkirim',
  args: {
    info: { resendIn: 0, delivery: 'FAILED' },
    alternative: {
      label: `Kirim kode ke email ${EMAIL}`,
      onSend: fn(),
      hint: `Kirim ulang kode, atau kirim kode ke email ${EMAIL}.`,
    },
  },
  play: async ({ args, userEvent }) => {
    await expect(page().getByRole('alert')).toHaveTextContent(
      `SMS tidak dapat dikirim ke ${DESTINATION}. Kirim ulang kode, atau kirim kode ke email ${EMAIL}.`,
    );
    const resend = page().getByRole('button', { name: 'Kirim ulang kode' });
    await expect(resend).toBeEnabled();
    await userEvent.click(resend);
    await expect(args.onResend).toHaveBeenCalledOnce();
  },
};

export const SmsGagalTerkirimPonsel: Story = {
  ...SmsGagalTerkirim,
  name: 'SMS gagal terkirim (ponsel)',
  globals: viewport('phone'),
};

/** Undeliverable on a page with no other way of its own: the general advice. */
export const SmsGagalTanpaPilihanLain: Story = {
  name: 'SMS gagal terkirim, tanpa pilihan lain',
  args: { info: { resendIn: 0, delivery: 'FAILED' }, alternative: undefined },
  play: async () => {
    await expect(page().getByRole('alert')).toHaveTextContent(
      `SMS tidak dapat dikirim ke ${DESTINATION}. Kirim ulang kode, atau pilih email bila tersedia.`,
    );
  },
};

const notSent: InlineError = { status: 503, message: NOT_SENT, fields: [], type: CODE_NOT_SENT };

/**
 * A resend the SMS gateway did not take (503 code-not-sent): the server's message in the
 * box with 'Coba lagi'; the code shown before stays valid, its wait and attempts unchanged.
 */
export const GatewaySmsTidakTersedia: Story = {
  name: 'Gateway SMS tidak tersedia',
  // (a resend is asked once its wait is over; a refused one starts no new wait)
  args: { info: { resendIn: -1000 }, error: notSent, onRetry: fn() },
  play: async ({ args, userEvent }) => {
    await expect(page().getByRole('alert')).toHaveTextContent(NOT_SENT);
    await expect(page().getByRole('button', { name: 'Kirim ulang kode' })).toBeEnabled();
    await userEvent.click(page().getByRole('button', { name: 'Coba lagi' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(page().getByLabelText('Kode OTP (6 angka)')).toBeEnabled();
    await expect(page().getByText('Sisa percobaan 5 kali.')).toBeVisible();
  },
};

export const GatewaySmsTidakTersediaPonsel: Story = {
  ...GatewaySmsTidakTersedia,
  name: 'Gateway SMS tidak tersedia (ponsel)',
  globals: viewport('phone'),
};
