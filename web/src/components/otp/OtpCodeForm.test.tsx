// The code form every one-time code uses (sign-in, SPAJ, Pengkinian Data, password recovery,
// recovery e-mail): a wrong code is told once, as the field's error; a lock or any other
// failure stays in the box above the form. What became of an SMS (delivered, undeliverable),
// and a code the server could not send (503 code-not-sent) with 'Coba lagi'.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OtpInfo } from '../../api/generated/model/otpInfo';
import { CODE_NOT_SENT, type InlineError } from '../../api/inlineError';
import { otpMessages } from '../messages';
import { OtpCodeForm, otpStateOf, type OtpCodeFormProps } from './OtpCodeForm';

const WRONG = 'Kode OTP salah. Sisa percobaan 4 kali.';

function info(attempt = 0, extra: Partial<OtpInfo> = {}): OtpInfo {
  const now = Date.now();
  return {
    channel: 'SMS',
    destination: '+62 812-****-7890',
    attempt,
    limit: 5,
    serverTime: new Date(now).toISOString(),
    expiresAt: new Date(now + 300_000).toISOString(),
    resendAvailableAt: new Date(now + 60_000).toISOString(),
    lockedUntil: null,
    delivery: 'QUEUED',
    ...extra,
  };
}

function show(error: InlineError | null, attempt = 0, props: Partial<OtpCodeFormProps> = {}) {
  return render(
    <OtpCodeForm
      otp={otpStateOf(info(attempt))}
      submitting={false}
      resending={false}
      error={error}
      submitLabel="Verifikasi"
      onSubmit={vi.fn()}
      onResend={vi.fn()}
      {...props}
    />,
  );
}

const code = () => screen.getByLabelText(otpMessages.label);

describe('OtpCodeForm', () => {
  it('before any attempt: the attempts left under the field, no error', () => {
    show(null);
    expect(screen.getByText(otpMessages.attemptsLeft(5))).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(code()).not.toHaveAttribute('aria-invalid');
  });

  it('a wrong code: the attempts left said once, as the field error tied to the field', () => {
    const { container } = show(
      { status: 401, message: WRONG, fields: [], attemptsRemaining: 4 },
      1,
    );
    // Once on the page: not in the box, not again beside the time left.
    expect(container.textContent?.match(/Sisa percobaan/g)).toHaveLength(1);
    expect(screen.getAllByText(WRONG)).toHaveLength(1);
    expect(screen.queryByText(otpMessages.attemptsLeft(4))).not.toBeInTheDocument();
    // The field's error, read with the field and announced when it appears.
    expect(code()).toHaveAttribute('aria-invalid', 'true');
    expect(code()).toHaveAccessibleDescription(WRONG);
    expect(screen.getByRole('alert')).toHaveTextContent(WRONG);
    expect(container.querySelector('.form-alert-region')).toBeEmptyDOMElement();
  });

  it('a lock stays in the box above the form, and the entry is disabled', () => {
    const until = new Date(Date.now() + 900_000).toISOString();
    const message = 'Terlalu banyak percobaan kode OTP. Silakan coba lagi setelah 10.15 WIB.';
    const { container } = show(
      { status: 429, message, fields: [], lockedUntil: until, attemptsRemaining: 0 },
      5,
    );
    expect(container.querySelector('.form-alert-region')).toHaveTextContent(message);
    expect(code()).toBeDisabled();
    expect(code()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/Sisa percobaan/)).not.toBeInTheDocument();
  });

  it('any other failure (an expired code) stays in the box; the attempts left stay shown', () => {
    const message = 'Kode OTP sudah kedaluwarsa. Silakan kirim ulang kode.';
    const { container } = show({ status: 401, message, fields: [] }, 1);
    expect(container.querySelector('.form-alert-region')).toHaveTextContent(message);
    expect(code()).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText(otpMessages.attemptsLeft(4))).toBeInTheDocument();
  });

  describe('what became of the SMS (delivery)', () => {
    const DESTINATION = '+62 812-****-7890';
    const UNDELIVERABLE = `SMS tidak dapat dikirim ke ${DESTINATION}. Kirim ulang kode, atau pilih email bila tersedia.`;
    const sent = (extra: Partial<OtpInfo>, props: Partial<OtpCodeFormProps> = {}) =>
      show(null, 0, { otp: otpStateOf(info(0, extra)), ...props });

    it('on its way (QUEUED, SENT): nothing said yet, the line waiting as a polite live region', () => {
      const { container } = sent({ delivery: 'SENT' });
      const line = container.querySelector('.otp-delivery');
      expect(line).toHaveAttribute('aria-live', 'polite');
      expect(line).toBeEmptyDOMElement();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('delivered: a quiet line under the destination, in the live region', () => {
      const { container } = sent({ delivery: 'DELIVERED' });
      expect(container.querySelector('.otp-delivery')).toHaveTextContent(otpMessages.delivered);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('undeliverable: a warning announced once, and the resend enabled at once', () => {
      const now = new Date().toISOString();
      sent({ delivery: 'FAILED', resendAvailableAt: now }, { notice: otpMessages.resent });
      expect(screen.getByRole('alert')).toHaveTextContent(UNDELIVERABLE);
      expect(screen.getAllByRole('alert')).toHaveLength(1);
      expect(screen.getByRole('button', { name: otpMessages.resend })).toBeEnabled();
      // 'Kode OTP baru telah dikirim.' would say the opposite of the warning.
      expect(screen.queryByText(otpMessages.resent)).not.toBeInTheDocument();
      expect(screen.queryByText(otpMessages.delivered)).not.toBeInTheDocument();
    });

    it('undeliverable, with the page’s other way: the warning points to it', () => {
      const alternative = {
        label: 'Kirim kode ke email bu***o@gm***.com',
        onSend: vi.fn(),
        hint: 'Kirim ulang kode, atau kirim kode ke email bu***o@gm***.com.',
      };
      sent({ delivery: 'FAILED', resendAvailableAt: new Date().toISOString() }, { alternative });
      expect(screen.getByRole('alert')).toHaveTextContent(
        `SMS tidak dapat dikirim ke ${DESTINATION}. Kirim ulang kode, atau kirim kode ke email bu***o@gm***.com.`,
      );
      expect(screen.getByRole('button', { name: alternative.label })).toBeEnabled();
    });

    it('an e-mail or a code not tracked (null): no delivery line, no warning', () => {
      const { container, unmount } = sent({
        channel: 'EMAIL',
        destination: 'bu***o@gm***.com',
        delivery: null,
      });
      expect(container.querySelector('.otp-delivery')).toBeNull();
      unmount();
      const untracked = sent({ delivery: null });
      expect(untracked.container.querySelector('.otp-delivery')).toBeEmptyDOMElement();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  describe('a code the server could not send (503 code-not-sent)', () => {
    const MESSAGE =
      'Kode OTP tidak dapat dikirim saat ini. Silakan coba lagi beberapa saat lagi atau pilih pengiriman lewat email.';
    const notSent: InlineError = { status: 503, message: MESSAGE, fields: [], type: CODE_NOT_SENT };

    it('the server’s message in the box with ‘Coba lagi’, which sends again; the code stays', async () => {
      const onRetry = vi.fn();
      const { container } = show(notSent, 1, { onRetry });
      const box = container.querySelector('.form-alert-region');
      expect(box).toHaveTextContent(MESSAGE);
      await userEvent.click(screen.getByRole('button', { name: otpMessages.retry }));
      expect(onRetry).toHaveBeenCalledOnce();
      // Nothing else changes: the code shown may still be entered, its attempts and wait stay.
      expect(code()).toBeEnabled();
      expect(screen.getByText(otpMessages.attemptsLeft(4))).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /Kirim ulang kode dalam/ })).toBeDisabled();
    });

    it('without a retry of its own, ‘Coba lagi’ is the resend; disabled while sending', async () => {
      const onResend = vi.fn();
      const { rerender } = show(notSent, 0, { onResend });
      await userEvent.click(screen.getByRole('button', { name: otpMessages.retry }));
      expect(onResend).toHaveBeenCalledOnce();
      rerender(
        <OtpCodeForm
          otp={otpStateOf(info())}
          submitting={false}
          resending
          error={notSent}
          submitLabel="Verifikasi"
          onSubmit={vi.fn()}
          onResend={onResend}
        />,
      );
      expect(screen.getByRole('button', { name: otpMessages.retry })).toBeDisabled();
    });

    it('another 503 (not code-not-sent) is told without ‘Coba lagi’', () => {
      show({ status: 503, message: 'Layanan sedang sibuk.', fields: [] });
      expect(screen.getByRole('alert')).toHaveTextContent('Layanan sedang sibuk.');
      expect(screen.queryByRole('button', { name: otpMessages.retry })).not.toBeInTheDocument();
    });
  });
});
