// The attempt record of a one-time code as the forms keep it, apart from the form itself
// (which loads react-hook-form and zod): a page can hold it before the form's code arrives.
import type { OtpInfo } from '../../api/generated/model/otpInfo';
import type { InlineError } from '../../api/inlineError';

/** An OtpInfo and the server clock's lead over this device's clock when it arrived. */
export interface OtpState {
  info: OtpInfo;
  offsetMs: number;
}

export function otpStateOf(info: OtpInfo, receivedAt: number = Date.now()): OtpState {
  const server = Date.parse(info.serverTime);
  return { info, offsetMs: Number.isNaN(server) ? 0 : server - receivedAt };
}

/** The OTP record after a wrong code: the server's attempts remaining, when it says. */
export function afterWrongCode(otp: OtpState, error: InlineError): OtpState {
  if (error.attemptsRemaining === undefined) return otp;
  const attempt = Math.max(0, otp.info.limit - error.attemptsRemaining);
  return { ...otp, info: { ...otp.info, attempt } };
}
