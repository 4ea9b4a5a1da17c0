import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { PasskeyBrowserError } from '../../shared/webauthn';
import { passkeyMessages } from './passkeyMessages';
import { passkeySignInError } from './passkeyFailure';

const apiError = (status: number, message: string, body?: unknown) =>
  new ApiError({ status, message, body, url: '/passkey/login/verify', method: 'POST' });

describe("what the login page says when 'Masuk dengan passkey' failed", () => {
  it('says nothing when the customer closed the prompt or it timed out', () => {
    expect(passkeySignInError(new DOMException('x', 'NotAllowedError'))).toBeNull();
    expect(passkeySignInError(new PasskeyBrowserError('cancelled', null))).toBeNull();
  });

  it("says the browser's other failures in the page's words", () => {
    for (const failure of ['failed', 'unsupported'] as const) {
      expect(passkeySignInError(new PasskeyBrowserError(failure, null))?.message).toBe(
        passkeyMessages.failed,
      );
    }
  });

  it("shows the server's 401 and 429 with its message (and the lock's end)", () => {
    const message = 'Passkey tidak dikenali. Masuk dengan kata sandi, atau coba passkey lain.';
    expect(passkeySignInError(apiError(401, message))).toMatchObject({ status: 401, message });
    const lockedUntil = '2026-11-29T03:15:00Z';
    const locked = apiError(429, 'Terlalu banyak percobaan.', {
      type: 'urn:tmanku:problem:locked',
      message: 'Terlalu banyak percobaan.',
      lockedUntil,
    });
    expect(passkeySignInError(locked)).toMatchObject({ status: 429, lockedUntil });
  });

  it('leaves a 5xx to the popup', () => {
    expect(passkeySignInError(apiError(500, 'Proses tidak dapat dilanjutkan.'))).toBeNull();
  });
});
