// The SPAJ test server's fixed points: the numbers of its applications (their details in
// applications.ts, built from applicationParts.ts), the one code it accepts, its SPAJ session
// tokens and code records, dated relative to now.
import type { OtpInfo, SpajSession } from '../../../api/generated/model';
import { iso } from './applicationParts';

export const DEWI_NO = '260417305882';
export const RINA_NO = '260512774031';
export const AGUS_NO = '260309551276';
export const BUDI_SON_NO = '260311908214';
export const FAJAR_NO = '260601448820';
export const ISSUED_NO = '260205113370';
export const REJECTED_NO = '260118662045';
export const DECLINED_NO = '260122390417';
export const EXPIRED_NO = '260108745219';
export const EXPIRED_PAY_NO = '260112004588';
/** The one code the test server accepts. */
export const RIGHT_CODE = '123456';

/** The SPAJ token of the test server for one application. */
export const spajToken = (spajNumber: string) => `spaj-session-${spajNumber}`;

/** A SPAJ session as validate and open answer it (2 hours). */
export function sessionFor(spajNumber: string): SpajSession {
  return {
    token: spajToken(spajNumber),
    spaj_number: spajNumber,
    expires_at: iso(Date.now() + 2 * 3600_000),
    idle_timeout_seconds: 900,
  };
}

/** A code record relative to now: valid 5 minutes, resend after a minute. */
export function spajOtp(extra: Partial<OtpInfo> = {}): OtpInfo {
  const now = Date.now();
  return {
    attempt: 0,
    limit: 5,
    channel: 'SMS',
    destination: 'nomor ponsel pada SPAJ',
    expiresAt: iso(now + 300_000),
    resendAvailableAt: iso(now + 60_000),
    lockedUntil: null,
    serverTime: iso(now),
    delivery: null, // SPAJ entry never tells (a typed SPAJ number may be nobody's)
    ...extra,
  };
}
