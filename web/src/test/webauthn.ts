// The browser's passkey API, stubbed for stories and tests so they are deterministic: the
// authenticator answers create() and get() at once with a made-up credential, or refuses as a
// browser does (a DOMException by name: NotAllowedError when the customer cancels or the
// prompt times out, InvalidStateError when the device already holds one of the account's
// passkeys), or never answers (the device's prompt open). withoutWebAuthn() takes
// window.PublicKeyCredential away, as in a browser without passkeys. Each returns the restore.
// Shared by the Passkey page's tests, the login page's and the stories.
type Outcome =
  | 'ok'
  | 'pending'
  | 'NotAllowedError'
  | 'InvalidStateError'
  | 'NotSupportedError'
  | 'SecurityError';

export interface WebAuthnStub {
  create?: Outcome;
  get?: Outcome;
  /** Where the new passkey lives (the credential's authenticatorAttachment). */
  attachment?: 'platform' | 'cross-platform';
}

export interface WebAuthnCalls {
  create: CredentialCreationOptions[];
  get: CredentialRequestOptions[];
}

const bytes = (text: string) => new TextEncoder().encode(text).buffer;

function registration(attachment: string) {
  return {
    id: 'Y3JlZGVudGlhbC1pZC1vZi1idWRpLXBob25l',
    rawId: bytes('credential-id-of-budi-phone'),
    type: 'public-key',
    authenticatorAttachment: attachment,
    response: {
      clientDataJSON: bytes('{"type":"webauthn.create"}'),
      attestationObject: bytes('attestation-object'),
      getTransports: () => ['internal', 'hybrid'],
    },
    getClientExtensionResults: () => ({}),
  };
}

function assertion(attachment: string) {
  return {
    id: 'Y3JlZGVudGlhbC1pZC1vZi1idWRpLXBob25l',
    rawId: bytes('credential-id-of-budi-phone'),
    type: 'public-key',
    authenticatorAttachment: attachment,
    response: {
      clientDataJSON: bytes('{"type":"webauthn.get"}'),
      authenticatorData: bytes('authenticator-data'),
      signature: bytes('signature'),
      userHandle: bytes('user-handle-of-budi'),
    },
    getClientExtensionResults: () => ({}),
  };
}

function answer<T>(outcome: Outcome, credential: () => T): Promise<T> {
  if (outcome === 'ok') return Promise.resolve(credential());
  if (outcome === 'pending') return new Promise<T>(() => undefined);
  return Promise.reject(new DOMException(`The operation failed (${outcome}).`, outcome));
}

/** Replaces navigator.credentials.create/get; returns what they were called with and the restore. */
export function stubWebAuthn(stub: WebAuthnStub = {}): {
  calls: WebAuthnCalls;
  restore: () => void;
} {
  const calls: WebAuthnCalls = { create: [], get: [] };
  const attachment = stub.attachment ?? 'platform';
  const restoreContainer = ensureContainer();
  const container = navigator.credentials;
  const restorePublicKey = ensurePublicKeyCredential();
  Object.defineProperty(container, 'create', {
    configurable: true,
    writable: true,
    value: (options: CredentialCreationOptions) => {
      calls.create.push(options);
      return answer(stub.create ?? 'ok', () => registration(attachment));
    },
  });
  Object.defineProperty(container, 'get', {
    configurable: true,
    writable: true,
    value: (options: CredentialRequestOptions) => {
      calls.get.push(options);
      return answer(stub.get ?? 'ok', () => assertion(attachment));
    },
  });
  return {
    calls,
    restore: () => {
      Reflect.deleteProperty(container, 'create');
      Reflect.deleteProperty(container, 'get');
      restorePublicKey();
      restoreContainer();
    },
  };
}

/** A browser without passkeys: no window.PublicKeyCredential. */
export function withoutWebAuthn(): () => void {
  const descriptor = Object.getOwnPropertyDescriptor(window, 'PublicKeyCredential');
  Object.defineProperty(window, 'PublicKeyCredential', {
    configurable: true,
    writable: true,
    value: undefined,
  });
  return () => {
    if (descriptor) Object.defineProperty(window, 'PublicKeyCredential', descriptor);
    else Reflect.deleteProperty(window, 'PublicKeyCredential');
  };
}

/** jsdom has no navigator.credentials: an empty container while stubbed. */
function ensureContainer(): () => void {
  if ((navigator as Partial<Navigator>).credentials) return () => undefined;
  Object.defineProperty(navigator, 'credentials', { configurable: true, value: {} });
  return () => Reflect.deleteProperty(navigator, 'credentials');
}

/** jsdom has no PublicKeyCredential: a stand-in while stubbed (a real browser keeps its own). */
function ensurePublicKeyCredential(): () => void {
  if (typeof window.PublicKeyCredential === 'function') return () => undefined;
  const descriptor = Object.getOwnPropertyDescriptor(window, 'PublicKeyCredential');
  Object.defineProperty(window, 'PublicKeyCredential', {
    configurable: true,
    writable: true,
    value: function PublicKeyCredential() {},
  });
  return () => {
    if (descriptor) Object.defineProperty(window, 'PublicKeyCredential', descriptor);
    else Reflect.deleteProperty(window, 'PublicKeyCredential');
  };
}
