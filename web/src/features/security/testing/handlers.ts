// MSW handlers answering the security calls like the server, with its state: the password
// confirmation it keeps for one route, wrong passwords counted to a lock, the rules of a new
// password, the sessions (revoke, the others ended by a password change) and the code sent to
// a new recovery e-mail (attempts across resends, lock), and where the notices go (emailPH).
// Refusals are problem+json with the Indonesian message; a missing confirmation is 401
// confirmation-required (the session goes on). It records what the web sent. No artificial
// delay.
import { http, HttpResponse } from 'msw';
import type {
  ConfirmRoute,
  EmailPhAddress,
  EmailPhData,
  NewPasswordRequest,
  OtpInfo,
  PasswordConfirmRequest,
  PasswordOtpGenerateRequest,
  PasswordOtpValidateRequest,
  SecurityData,
  SessionRevokeRequest,
} from '../../../api/generated/model';
import { jakartaTime } from '../../../components/otp/time';
import { CONFIRMATION_REQUIRED } from '../../../shared/passwordConfirmation';
import { codeNotSent, problem } from '../../../test/http';
import {
  CURRENT_PASSWORD,
  HOLDER_EMAIL_MASKED,
  OTP_CODE,
  RECOVERY_EMAIL,
  securityData,
} from './fixtures';

export const CONFIRMATION_LOST_MESSAGE =
  'Konfirmasi kata sandi Anda sudah tidak berlaku. Silakan konfirmasi kata sandi kembali.';
export const SESSION_ENDED_MESSAGE = 'Sesi tersebut sudah tidak aktif.';
export const SAME_PASSWORD_MESSAGE = 'Kata sandi baru tidak boleh sama dengan kata sandi saat ini.';
export const COMMON_PASSWORD_MESSAGE =
  'Kata sandi ini terlalu umum dipakai dan mudah ditebak. Pilih kata sandi lain.';
export const USER_NAME_MESSAGE = 'Kata sandi tidak boleh memuat nama pengguna Anda.';
export const MISMATCH_MESSAGE = 'Konfirmasi kata sandi tidak sama dengan kata sandi baru.';
export const SAME_EMAIL_MESSAGE = 'Email pemulihan baru sama dengan email pemulihan Anda saat ini.';
export const NO_CODE_MESSAGE =
  'Belum ada kode yang dikirim. Silakan masukkan email pemulihan baru.';
export const wrongPasswordMessage = (left: number) =>
  `Kata sandi yang Anda masukkan salah. Sisa percobaan ${left} kali.`;
export const wrongCodeMessage = (left: number) => `Kode OTP salah. Sisa percobaan ${left} kali.`;
export const lockedMessage = (until: string) =>
  `Terlalu banyak percobaan. Silakan coba lagi setelah pukul ${jakartaTime(until)}.`;

const COMMON_PASSWORDS = ['password123', 'qwerty12345', '12345678', 'indonesia123'];
const USER_NAME = 'budi.santoso';
const CONFIRMATION_SECONDS = 300;
const LOCK_MS = 30 * 60_000;

const iso = (ms: number) => new Date(ms).toISOString();

/** The masked form of an address, as the server shows it ('b***o@sentosa.co.id'). */
export function maskedEmail(address: string): string {
  const [local = '', domain = ''] = address.trim().toLowerCase().split('@');
  return `${local.slice(0, 1)}***${local.length > 1 ? local.slice(-1) : ''}@${domain}`;
}

export interface SecurityServerOptions {
  /** What GET /password/security/data answers (its confirmation comes from the state). */
  data?: SecurityData;
  /** The confirmation the server already keeps (as if the password was just confirmed). */
  confirmed?: ConfirmRoute | null;
  /** Wrong passwords before the lock (default 5). */
  passwordLimit?: number;
  /** Wrong codes before the lock (default 5). */
  codeLimit?: number;
  /** How long after a code a new one may be asked for (default 60 s). */
  resendAfterMs?: number;
  /** The first sends of a code the mail server does not take (503 code-not-sent). */
  codeNotSent?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

export function securityServer(options: SecurityServerOptions = {}) {
  const state = {
    data: options.data ?? securityData(),
    password: CURRENT_PASSWORD,
    recoveryEmail: RECOVERY_EMAIL,
    confirmed: (options.confirmed ?? null) as ConfirmRoute | null,
    passwordFailures: 0,
    passwordLockedUntil: null as number | null,
    pendingEmail: null as string | null,
    codeFailures: 0,
    codeLockedUntil: null as number | null,
    requests: [] as RecordedRequest[],
  };
  const passwordLimit = options.passwordLimit ?? 5;
  const codeLimit = options.codeLimit ?? 5;
  const resendAfterMs = options.resendAfterMs ?? 60_000;
  let refusals = options.codeNotSent ?? 0;

  const read = async <T>(request: Request): Promise<T> => {
    const text = request.method === 'GET' ? '' : await request.text();
    const body = (text ? JSON.parse(text) : undefined) as T;
    state.requests.push({
      method: request.method,
      path: new URL(request.url).pathname.replace('/customer/api', ''),
      body,
    });
    return body;
  };
  const confirmationLost = () =>
    problem(401, CONFIRMATION_LOST_MESSAGE, { type: CONFIRMATION_REQUIRED });
  const locked = (until: number) =>
    problem(429, lockedMessage(iso(until)), {
      type: 'urn:tmanku:problem:locked',
      lockedUntil: iso(until),
    });
  const ruleViolation = (field: string, message: string) =>
    problem(422, message, {
      type: 'urn:tmanku:problem:rule-violation',
      errors: [{ field, message }],
    });

  const otpInfo = (): OtpInfo => {
    const now = Date.now();
    return {
      attempt: state.codeFailures,
      limit: codeLimit,
      channel: 'EMAIL',
      destination: maskedEmail(state.pendingEmail ?? ''),
      expiresAt: iso(now + 5 * 60_000),
      resendAvailableAt: iso(now + resendAfterMs),
      lockedUntil: state.codeLockedUntil ? iso(state.codeLockedUntil) : null,
      serverTime: iso(now),
      delivery: null, // e-mail: not tracked
    };
  };

  /** password/emailPH: the notices go to the recovery e-mail, else the holder's address. */
  const emailPh = (): EmailPhData => {
    const recovery = state.data.recovery_email;
    const holder: EmailPhAddress = {
      source: 'POLICY_HOLDER',
      email: HOLDER_EMAIL_MASKED,
      uses: recovery
        ? ['SIGN_IN_CODE', 'FORGOT_PASSWORD']
        : ['SIGN_IN_CODE', 'SECURITY_NOTICE', 'FORGOT_PASSWORD'],
    };
    if (!recovery) return { emails: [holder] };
    const uses: EmailPhAddress['uses'] = ['SECURITY_NOTICE', 'FORGOT_PASSWORD'];
    return { emails: [{ source: 'RECOVERY', email: recovery, uses }, holder] };
  };

  const handlers = [
    http.get('*/password/emailPH', async ({ request }) => {
      await read(request);
      return HttpResponse.json(emailPh());
    }),

    http.get('*/password/security/data', async ({ request }) => {
      await read(request);
      const confirmation = state.confirmed
        ? { route: state.confirmed, expires_at: iso(Date.now() + CONFIRMATION_SECONDS * 1000) }
        : null;
      return HttpResponse.json({ ...state.data, confirmation });
    }),

    http.post('*/password/setting/validate', async ({ request }) => {
      const body = await read<PasswordConfirmRequest>(request);
      if (state.passwordLockedUntil && state.passwordLockedUntil > Date.now()) {
        return locked(state.passwordLockedUntil);
      }
      if (body.password !== state.password) {
        state.passwordFailures += 1;
        const left = passwordLimit - state.passwordFailures;
        if (left <= 0) {
          state.passwordLockedUntil = Date.now() + LOCK_MS;
          return locked(state.passwordLockedUntil);
        }
        return problem(401, wrongPasswordMessage(left), {
          type: 'urn:tmanku:problem:invalid-credentials',
          attemptsRemaining: left,
        });
      }
      state.passwordFailures = 0;
      state.confirmed = body.route;
      return HttpResponse.json({
        route: body.route,
        expires_at: iso(Date.now() + CONFIRMATION_SECONDS * 1000),
      });
    }),

    http.post('*/password/setting/edit', async ({ request }) => {
      const body = await read<NewPasswordRequest>(request);
      if (state.confirmed !== 'change-password') return confirmationLost();
      const { password, confirmPassword } = body;
      if (password !== confirmPassword) return ruleViolation('confirmPassword', MISMATCH_MESSAGE);
      if (COMMON_PASSWORDS.includes(password.toLowerCase())) {
        return ruleViolation('password', COMMON_PASSWORD_MESSAGE);
      }
      if (password.toLowerCase().includes(USER_NAME.split('.')[0] ?? USER_NAME)) {
        return ruleViolation('password', USER_NAME_MESSAGE);
      }
      if (password === state.password) return ruleViolation('password', SAME_PASSWORD_MESSAGE);
      const ended = state.data.sessions.filter((session) => !session.current).length;
      state.password = password;
      state.confirmed = null;
      state.data = {
        ...state.data,
        password_changed_at: iso(Date.now()),
        sessions: state.data.sessions.filter((session) => session.current),
      };
      return HttpResponse.json({ result: 'Success', ended_sessions: ended });
    }),

    http.post('*/session/revoke', async ({ request }) => {
      const body = await read<SessionRevokeRequest>(request);
      const found = state.data.sessions.find(
        (session) => session.session_id === body.session_id && !session.current,
      );
      if (!found)
        return problem(404, SESSION_ENDED_MESSAGE, { type: 'urn:tmanku:problem:not-found' });
      state.data = {
        ...state.data,
        sessions: state.data.sessions.filter((session) => session !== found),
      };
      return HttpResponse.json({ result: 'Success' });
    }),

    http.post('*/password/otp/generate', async ({ request }) => {
      const body = await read<PasswordOtpGenerateRequest>(request);
      if (!('recovery_email_new' in body)) return problem(400, 'Permintaan tidak valid.');
      if (state.confirmed !== 'change-recovery-email') return confirmationLost();
      const address = body.recovery_email_new.trim().toLowerCase();
      if (address === state.recoveryEmail) {
        return ruleViolation('recovery_email_new', SAME_EMAIL_MESSAGE);
      }
      if (refusals > 0) {
        // Nothing recorded: no code, no wait, the address not taken.
        refusals -= 1;
        return codeNotSent();
      }
      state.pendingEmail = address;
      return HttpResponse.json(otpInfo());
    }),

    http.post('*/password/otp/info', async ({ request }) => {
      await read(request);
      if (state.confirmed !== 'change-recovery-email') return confirmationLost();
      if (!state.pendingEmail) return problem(404, NO_CODE_MESSAGE);
      return HttpResponse.json(otpInfo());
    }),

    http.post('*/password/otp/validate', async ({ request }) => {
      const body = await read<PasswordOtpValidateRequest>(request);
      if (state.confirmed !== 'change-recovery-email') return confirmationLost();
      if (!state.pendingEmail) return problem(404, NO_CODE_MESSAGE);
      if (state.codeLockedUntil && state.codeLockedUntil > Date.now()) {
        return locked(state.codeLockedUntil);
      }
      if (body.otp !== OTP_CODE) {
        state.codeFailures += 1;
        const left = codeLimit - state.codeFailures;
        if (left <= 0) {
          state.codeLockedUntil = Date.now() + LOCK_MS;
          return locked(state.codeLockedUntil);
        }
        return problem(401, wrongCodeMessage(left), {
          type: 'urn:tmanku:problem:invalid-credentials',
          attemptsRemaining: left,
        });
      }
      state.recoveryEmail = state.pendingEmail;
      state.pendingEmail = null;
      state.confirmed = null;
      const recovery = maskedEmail(state.recoveryEmail);
      state.data = { ...state.data, recovery_email: recovery };
      return HttpResponse.json({ result: 'Success', recovery_email: recovery });
    }),
  ];

  return { state, handlers };
}
