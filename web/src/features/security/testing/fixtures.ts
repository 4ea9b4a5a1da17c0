// The security settings of the contract's example customer (Budi Santoso) for the tests and
// the stories, relative to a given moment (default now): four devices signed in (this
// computer, an Android phone, an iPad whose place is unknown, a device the server could not
// read), the password changed 103 days before and a recovery e-mail.
import type { DeviceSession, SecurityData } from '../../../api/generated/model';

export const CURRENT_PASSWORD = 'Kopi-Tubruk-Pagi-2026';
/** The code the fake server sends to a new recovery e-mail. */
export const OTP_CODE = '246810';
/** The recovery e-mail on file, in full and as the server shows it. */
export const RECOVERY_EMAIL = 'budi.santoso@gmail.com';
export const RECOVERY_EMAIL_MASKED = 'b***o@gmail.com';
/** The policy holder's e-mail on record, masked: the sign-in code's address (and the notices'
 * while no recovery e-mail is set). */
export const HOLDER_EMAIL_MASKED = 'b***o@yahoo.co.id';

export const SESSION = {
  current: '9b2e4d6f8a0c1e3f5a7b9c1d',
  android: '3f9a1c7e5b2d4a6c8e0f1a2b',
  ipad: 'a1b2c3d4e5f60718293a4b5c',
  unknown: '0123456789abcdef01234567',
} as const;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const iso = (ms: number) => new Date(ms).toISOString();

export function deviceSessions(now: number = Date.now()): DeviceSession[] {
  return [
    {
      session_id: SESSION.current,
      current: true,
      device: 'DESKTOP',
      os: 'Windows 11',
      browser: 'Chrome 142',
      place: 'Indonesia',
      address: '103.28.xxx.xxx',
      signed_in_at: iso(now - 20 * MINUTE),
      last_seen_at: iso(now),
    },
    {
      session_id: SESSION.android,
      current: false,
      device: 'MOBILE',
      os: 'Android 15',
      browser: 'Chrome 142',
      place: 'Indonesia',
      address: '114.124.xxx.xxx',
      signed_in_at: iso(now - 2 * DAY),
      last_seen_at: iso(now - 5 * MINUTE),
    },
    {
      session_id: SESSION.ipad,
      current: false,
      device: 'TABLET',
      os: 'iPadOS 18',
      browser: 'Safari 18',
      place: null,
      address: '36.72.xxx.xxx',
      signed_in_at: iso(now - 10 * DAY),
      last_seen_at: iso(now - 3 * HOUR),
    },
    {
      session_id: SESSION.unknown,
      current: false,
      device: 'UNKNOWN',
      os: null,
      browser: null,
      place: 'Jaringan lokal',
      address: '192.168.xxx.xxx',
      signed_in_at: iso(now - 4 * DAY),
      last_seen_at: iso(now - 2 * DAY),
    },
  ];
}

export function securityData(
  now: number = Date.now(),
  extra: Partial<SecurityData> = {},
): SecurityData {
  return {
    recovery_email: RECOVERY_EMAIL_MASKED,
    mobile_number: '+62 812-****-7890',
    password_changed_at: iso(now - 103 * DAY),
    confirmation: null,
    sessions: deviceSessions(now),
    ...extra,
  };
}

/** Only this device signed in, no recovery e-mail, the password never changed. */
export function newAccountData(now: number = Date.now()): SecurityData {
  return securityData(now, {
    recovery_email: null,
    password_changed_at: null,
    sessions: deviceSessions(now).filter((session) => session.current),
  });
}
