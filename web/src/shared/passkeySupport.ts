// Whether this browser can create and use passkeys at all (WebAuthn: window.PublicKeyCredential
// and navigator.credentials). Apart from shared/webauthn.ts so that the login page, which asks
// on its first paint, carries only this.
export const supportsPasskeys = (): boolean =>
  typeof window.PublicKeyCredential === 'function' && navigator.credentials != null;
