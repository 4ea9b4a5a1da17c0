// Budi's passkeys as the server lists them (newest first), and the options the server hands
// the browser, for the Passkey page's tests and stories and the login page's passkey stories.
import type {
  Passkey,
  PasskeyCreationOptions,
  PasskeyLoginOptions,
} from '../../../api/generated/model';
import { jwt } from '../../../test/http';

const ago = (now: number, days: number, hours = 0) =>
  new Date(now - days * 86_400_000 - hours * 3_600_000).toISOString();

/** Three passkeys: this phone (used today), a security key (used last month), a laptop never used. */
export function passkeys(now: number = Date.now()): Passkey[] {
  return [
    {
      passkey_id: 'PK-7KQ2M9XA4B',
      name: 'Ponsel Budi',
      created_at: ago(now, 2),
      last_used_at: ago(now, 0, 3),
      device: 'platform',
    },
    {
      passkey_id: 'PK-3HT8W1ZC6D',
      name: 'YubiKey kantor',
      created_at: ago(now, 60),
      last_used_at: ago(now, 31),
      device: 'cross-platform',
    },
    {
      passkey_id: 'PK-9RB5N2LE7F',
      name: 'Laptop rumah',
      created_at: ago(now, 90),
      last_used_at: null,
      device: null,
    },
  ];
}

/** As many passkeys as the limit allows (10): 'Tambah passkey' gives way to why. */
export function fullPasskeys(limit = 10, now: number = Date.now()): Passkey[] {
  return Array.from({ length: limit }, (_, i) => ({
    passkey_id: `PK-FULL${String(i).padStart(6, '0')}`,
    name: `Passkey ${i + 1}`,
    created_at: ago(now, i + 1),
    last_used_at: i % 2 === 0 ? ago(now, i) : null,
    device: i % 2 === 0 ? 'platform' : 'cross-platform',
  }));
}

const CHALLENGE = 'dGhpcy1pcy1hLWNoYWxsZW5nZS0zMi1ieXRlcy1sb25n';

/** /passkey/register/options for this page's host (the relying party is the portal's). */
export function creationOptions(existing: readonly Passkey[] = []): PasskeyCreationOptions {
  return {
    rp: { id: window.location.hostname, name: 'TManKu' },
    user: {
      id: '3q2p5YkYg0m1fQ2wS6xN8bV0cZ4uR7tE9yH1jL3kA5s',
      name: 'budi.santoso',
      displayName: 'Budi Santoso',
    },
    challenge: CHALLENGE,
    pubKeyCredParams: [
      { type: 'public-key', alg: -7 },
      { type: 'public-key', alg: -257 },
    ],
    timeout: 300_000,
    excludeCredentials: existing.map((_, i) => ({
      id: `Y3JlZGVudGlhbC0${i}`,
      type: 'public-key' as const,
    })),
    authenticatorSelection: {
      residentKey: 'required',
      requireResidentKey: true,
      userVerification: 'required',
    },
    attestation: 'none',
  };
}

/** The passkey sign-in's step token (it opens only passkey/login/verify). */
export const PASSKEY_STEP_TOKEN = jwt({ stage: 'PASSKEY' });

/** /passkey/login/options: the same for every visitor. */
export function loginOptions(): PasskeyLoginOptions {
  return {
    token: PASSKEY_STEP_TOKEN,
    options: {
      challenge: CHALLENGE,
      rpId: window.location.hostname,
      timeout: 300_000,
      userVerification: 'required',
      allowCredentials: [],
    },
  };
}
