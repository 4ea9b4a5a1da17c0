// The code form every one-time code uses (sign-in, SPAJ, Pengkinian Data, password recovery,
// recovery e-mail): a wrong code is told once, as the field's error; a lock or any other
// failure stays in the box above the form.
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OtpInfo } from '../../api/generated/model/otpInfo';
import type { InlineError } from '../../api/inlineError';
import { otpMessages } from '../messages';
import { OtpCodeForm, otpStateOf } from './OtpCodeForm';

const WRONG = 'Kode OTP salah. Sisa percobaan 4 kali.';

function info(attempt = 0): OtpInfo {
  const now = Date.now();
  // (as: the fields this form reads; others are the journeys')
  return {
    channel: 'SMS',
    destination: '+62 812-****-7890',
    attempt,
    limit: 5,
    serverTime: new Date(now).toISOString(),
    expiresAt: new Date(now + 300_000).toISOString(),
    resendAvailableAt: new Date(now + 60_000).toISOString(),
    lockedUntil: null,
  } as OtpInfo;
}

function show(error: InlineError | null, attempt = 0) {
  return render(
    <OtpCodeForm
      otp={otpStateOf(info(attempt))}
      submitting={false}
      resending={false}
      error={error}
      submitLabel="Verifikasi"
      onSubmit={vi.fn()}
      onResend={vi.fn()}
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
});
