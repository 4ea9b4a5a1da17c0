// The browser's passkey API (WebAuthn) for the login page ('Masuk dengan passkey') and
// Pengaturan → Passkey: whether the browser has it, the browser's create() and get() with the
// server's options, and what a refusal of the browser means. `@simplewebauthn/browser` turns
// the contract's JSON options into the browser's and its answer back into JSON; it is loaded
// with import() on the first use, so no page's first download carries it (the login page's
// budget, web/build/budgets.ts). Whether the browser has passkeys: shared/passkeySupport.ts.
import type * as WebAuthnLibrary from '@simplewebauthn/browser';
import type { PasskeyAuthenticationCredential } from '../api/generated/model/passkeyAuthenticationCredential';
import type { PasskeyCreationOptions } from '../api/generated/model/passkeyCreationOptions';
import type { PasskeyRegistrationCredential } from '../api/generated/model/passkeyRegistrationCredential';
import type { PasskeyRequestOptions } from '../api/generated/model/passkeyRequestOptions';
import type { PasskeyTransport } from '../api/generated/model/passkeyTransport';
import { supportsPasskeys } from './passkeySupport';

export { supportsPasskeys };

/**
 * What the browser's refusal means for the customer:
 * - 'cancelled': NotAllowedError, the customer closed the browser's prompt or it timed out
 *   (the browser does not say which); nothing happened, they may simply try again;
 * - 'exists': InvalidStateError on create(), this authenticator already holds a passkey of
 *   the account (excludeCredentials);
 * - 'unsupported': no WebAuthn, or no authenticator able to do what the portal asks
 *   (NotSupportedError, ConstraintError: discoverable, user verification);
 * - 'failed': anything else the browser refused (SecurityError, an unknown error).
 * null when `failure` is not the browser's (an answer of the server, say).
 */
export type BrowserFailure = 'cancelled' | 'exists' | 'unsupported' | 'failed';

const BROWSER_ERRORS: Record<string, BrowserFailure> = {
  NotAllowedError: 'cancelled',
  AbortError: 'cancelled',
  InvalidStateError: 'exists',
  NotSupportedError: 'unsupported',
  ConstraintError: 'unsupported',
  SecurityError: 'failed',
  UnknownError: 'failed',
  TypeError: 'failed',
};

/** Marks a failure as the browser's (the library's WebAuthnError keeps the DOMException's name). */
export class PasskeyBrowserError extends Error {
  override name = 'PasskeyBrowserError';
  readonly failure: BrowserFailure;

  constructor(failure: BrowserFailure, cause: unknown) {
    super(`passkey: ${failure}`, { cause });
    this.failure = failure;
  }
}

/** The customer's meaning of an error the browser's create() or get() threw. */
export function browserFailureOf(error: unknown): BrowserFailure | null {
  if (error instanceof PasskeyBrowserError) return error.failure;
  if (!(error instanceof Error) && !(error instanceof DOMException)) return null;
  return BROWSER_ERRORS[error.name] ?? null;
}

type Library = typeof WebAuthnLibrary;
let library: Promise<Library> | null = null;

/** The library, loaded once, on the first passkey action. */
function load(): Promise<Library> {
  library ??= import('@simplewebauthn/browser').catch((failure: unknown) => {
    library = null;
    throw failure;
  });
  return library;
}

/**
 * Runs the browser's ceremony with the library; a refusal of the browser becomes a
 * PasskeyBrowserError (a library that could not be fetched stays the network's failure).
 */
async function ceremony<T>(run: (library: Library) => Promise<T>): Promise<T> {
  if (!supportsPasskeys()) throw new PasskeyBrowserError('unsupported', null);
  const loaded = await load();
  try {
    return await run(loaded);
  } catch (error) {
    throw new PasskeyBrowserError(browserFailureOf(error) ?? 'failed', error);
  }
}

const TRANSPORTS: readonly string[] = [
  'usb',
  'nfc',
  'ble',
  'internal',
  'hybrid',
  'smart-card',
] satisfies PasskeyTransport[];

const isTransport = (value: string): value is PasskeyTransport => TRANSPORTS.includes(value);

/**
 * A new passkey on this device or a security key: the browser's create() with the options of
 * /passkey/register/options, answered as the contract's RegistrationResponseJSON (only the
 * fields the server reads; transports it knows).
 */
export async function createPasskey(
  options: PasskeyCreationOptions,
): Promise<PasskeyRegistrationCredential> {
  const answer = await ceremony(({ startRegistration }) =>
    startRegistration({ optionsJSON: options }),
  );
  const transports = answer.response.transports?.filter(isTransport);
  return {
    id: answer.id,
    rawId: answer.rawId,
    type: 'public-key',
    authenticatorAttachment: answer.authenticatorAttachment ?? null,
    response: {
      clientDataJSON: answer.response.clientDataJSON,
      attestationObject: answer.response.attestationObject,
      ...(transports ? { transports } : {}),
    },
    clientExtensionResults: { ...answer.clientExtensionResults },
  };
}

/**
 * Signing in with a passkey the device holds (discoverable: no user name): the browser's get()
 * with the options of /passkey/login/options, as the contract's AuthenticationResponseJSON.
 */
export async function getPasskey(
  options: PasskeyRequestOptions,
): Promise<PasskeyAuthenticationCredential> {
  const answer = await ceremony(({ startAuthentication }) =>
    startAuthentication({ optionsJSON: { ...options, allowCredentials: [] } }),
  );
  return {
    id: answer.id,
    rawId: answer.rawId,
    type: 'public-key',
    authenticatorAttachment: answer.authenticatorAttachment ?? null,
    response: {
      clientDataJSON: answer.response.clientDataJSON,
      authenticatorData: answer.response.authenticatorData,
      signature: answer.response.signature,
      userHandle: answer.response.userHandle ?? null,
    },
    clientExtensionResults: { ...answer.clientExtensionResults },
  };
}
