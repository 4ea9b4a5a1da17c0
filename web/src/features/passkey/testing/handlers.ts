// MSW handlers answering the passkey calls like the server, with its state: the account's
// passkeys and their limit, the password confirmation for manage-passkeys (gone: 401
// confirmation-required, the session goes on), the registration's challenge (once: a second
// verify is 409), the limit (422), a removed passkey (404), and the passkey sign-in (options
// with a step token, verify answering AUTHENTICATED, or 401 / 429 as the server refuses).
// Refusals are problem+json with the Indonesian message. It records what the web sent. No
// artificial delay.
import { http, HttpResponse } from 'msw';
import type {
  Passkey,
  PasskeyDeleteRequest,
  PasskeyLoginRequest,
  PasskeyRegisterRequest,
  SignInStepResponse,
} from '../../../api/generated/model';
import { jakartaTime } from '../../../components/otp/time';
import { CONFIRMATION_REQUIRED } from '../../../shared/passwordConfirmation';
import { customer } from '../../../test/customer';
import { accessToken, problem } from '../../../test/http';
import { creationOptions, loginOptions, PASSKEY_STEP_TOKEN, passkeys } from './fixtures';

export const CONFIRMATION_LOST_MESSAGE =
  'Konfirmasi kata sandi Anda sudah tidak berlaku. Silakan konfirmasi kata sandi kembali.';
export const REGISTRATION_EXPIRED_MESSAGE =
  'Waktu pendaftaran passkey habis. Silakan ulangi pendaftaran.';
export const NOT_ACCEPTED_MESSAGE =
  'Passkey tidak dapat didaftarkan. Silakan coba lagi dengan perangkat Anda.';
export const LIMIT_MESSAGE =
  'Anda sudah memiliki 10 passkey. Hapus salah satu sebelum menambah passkey baru.';
export const NOT_FOUND_MESSAGE = 'Passkey tidak ditemukan.';
export const NOT_RECOGNISED_MESSAGE =
  'Passkey tidak dikenali. Masuk dengan kata sandi, atau coba passkey lain.';
export const lockedMessage = (until: string) =>
  `Terlalu banyak percobaan. Silakan coba lagi setelah pukul ${jakartaTime(until)}.`;

export interface PasskeyServerOptions {
  /** The account's passkeys (default: three, passkeys()). */
  passkeys?: Passkey[];
  limit?: number;
  /** Whether the server keeps a live confirmation for manage-passkeys (default true). */
  confirmed?: boolean;
  /** What register/verify answers instead of storing: 409 (ran out), 422 (not accepted). */
  verifyRefusal?: 409 | 422;
  /** register/options or passkey/login/* locked (429) until this many ms from now. */
  lockedForMs?: number;
  /** passkey/login/verify: 401 not recognised instead of signing in. */
  notRecognised?: boolean;
}

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
  accessToken: string | null;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** What passkey/login/verify answers for Budi: signed in, as after a one-time code. */
export function passkeyAuthenticated(): SignInStepResponse {
  return {
    result: 'Success',
    next: 'AUTHENTICATED',
    token: accessToken(900),
    refreshToken: 'refresh-token-0123456789abcdef',
    tnc_version: '2026.1',
    userName: 'budi.santoso',
    policyHolderName: 'Budi Santoso',
    ldapName: 'budi.santoso',
    data: { ...customer },
  };
}

export function passkeyServer(options: PasskeyServerOptions = {}) {
  const state = {
    passkeys: options.passkeys ?? passkeys(),
    limit: options.limit ?? 10,
    confirmed: options.confirmed ?? true,
    challenge: false,
    requests: [] as RecordedRequest[],
  };
  const lockedUntil = options.lockedForMs ? Date.now() + options.lockedForMs : null;
  let next = 1;

  const read = async <T>(request: Request): Promise<T> => {
    const text = request.method === 'GET' ? '' : await request.text();
    const body = (text ? JSON.parse(text) : undefined) as T;
    state.requests.push({
      method: request.method,
      path: new URL(request.url).pathname.replace('/customer/api', ''),
      body,
      accessToken: request.headers.get('access-token'),
    });
    return body;
  };
  const confirmationLost = () =>
    problem(401, CONFIRMATION_LOST_MESSAGE, { type: CONFIRMATION_REQUIRED });
  const locked = () =>
    lockedUntil && lockedUntil > Date.now()
      ? problem(429, lockedMessage(iso(lockedUntil)), {
          type: 'urn:tmanku:problem:locked',
          lockedUntil: iso(lockedUntil),
        })
      : null;
  const list = () => ({ passkeys: state.passkeys, limit: state.limit });

  const handlers = [
    http.get('*/passkey/list', async ({ request }) => {
      await read(request);
      return HttpResponse.json(list());
    }),

    http.post('*/passkey/register/options', async ({ request }) => {
      await read(request);
      if (!state.confirmed) return confirmationLost();
      const lock = locked();
      if (lock) return lock;
      if (state.passkeys.length >= state.limit) {
        return problem(422, LIMIT_MESSAGE, { type: 'urn:tmanku:problem:rule-violation' });
      }
      state.challenge = true;
      return HttpResponse.json(creationOptions(state.passkeys));
    }),

    http.post('*/passkey/register/verify', async ({ request }) => {
      const body = await read<PasskeyRegisterRequest>(request);
      if (!state.confirmed) return confirmationLost();
      if (options.verifyRefusal === 422) {
        return problem(422, NOT_ACCEPTED_MESSAGE, { type: 'urn:tmanku:problem:rule-violation' });
      }
      if (options.verifyRefusal === 409 || !state.challenge) {
        return problem(409, REGISTRATION_EXPIRED_MESSAGE, { type: 'urn:tmanku:problem:conflict' });
      }
      state.challenge = false;
      const passkey: Passkey = {
        passkey_id: `PK-NEW${String(next++).padStart(7, '0')}`,
        name: body.name,
        created_at: iso(Date.now()),
        last_used_at: null,
        device: body.credential.authenticatorAttachment ?? null,
      };
      state.passkeys = [passkey, ...state.passkeys];
      return HttpResponse.json(passkey, { status: 201 });
    }),

    http.post('*/passkey/delete', async ({ request }) => {
      const body = await read<PasskeyDeleteRequest>(request);
      if (!state.confirmed) return confirmationLost();
      if (!state.passkeys.some((passkey) => passkey.passkey_id === body.passkey_id)) {
        return problem(404, NOT_FOUND_MESSAGE, { type: 'urn:tmanku:problem:not-found' });
      }
      state.passkeys = state.passkeys.filter((passkey) => passkey.passkey_id !== body.passkey_id);
      return HttpResponse.json(list());
    }),

    http.post('*/passkey/login/options', async ({ request }) => {
      await read(request);
      return locked() ?? HttpResponse.json(loginOptions());
    }),

    http.post('*/passkey/login/verify', async ({ request }) => {
      await read<PasskeyLoginRequest>(request);
      if (request.headers.get('access-token') !== PASSKEY_STEP_TOKEN) {
        return problem(401, NOT_RECOGNISED_MESSAGE, {
          type: 'urn:tmanku:problem:invalid-credentials',
        });
      }
      const lock = locked();
      if (lock) return lock;
      if (options.notRecognised) {
        return problem(401, NOT_RECOGNISED_MESSAGE, {
          type: 'urn:tmanku:problem:invalid-credentials',
        });
      }
      return HttpResponse.json(passkeyAuthenticated());
    }),
  ];

  return {
    handlers,
    state,
    requests: state.requests,
    /** The server's confirmation runs out (the next call is refused with 401). */
    expireConfirmation: () => {
      state.confirmed = false;
    },
  };
}
