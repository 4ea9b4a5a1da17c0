import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { PasskeyBrowserError } from '../../shared/webauthn';
import { passkeyFailureOf } from './errors';
import { messages } from './messages';

const apiError = (status: number, message: string) =>
  new ApiError({ status, message, url: '/passkey/register/verify', method: 'POST' });

describe('what Passkey says when adding or removing failed', () => {
  it("says the browser's refusals in its own words, a cancel calmly", () => {
    const cancelled = new DOMException(
      'The operation either timed out or was not allowed.',
      'NotAllowedError',
    );
    expect(passkeyFailureOf(cancelled)).toEqual({
      message: messages.browser.cancelled,
      variant: 'info',
      cause: 'cancelled',
    });
    expect(passkeyFailureOf(new DOMException('x', 'InvalidStateError'))).toMatchObject({
      message: messages.browser.exists,
      variant: 'warning',
    });
    expect(passkeyFailureOf(new DOMException('x', 'NotSupportedError'))?.message).toBe(
      messages.browser.unsupported,
    );
    expect(passkeyFailureOf(new PasskeyBrowserError('failed', null))?.message).toBe(
      messages.browser.failed,
    );
    // The library's WebAuthnError keeps the DOMException's name.
    const wrapped = Object.assign(new Error('The authenticator was previously registered'), {
      name: 'InvalidStateError',
    });
    expect(passkeyFailureOf(wrapped)?.cause).toBe('exists');
  });

  it("shows the server's refusals with its message", () => {
    for (const status of [400, 404, 409, 422, 429]) {
      expect(passkeyFailureOf(apiError(status, `Pesan ${status}`))).toEqual({
        message: `Pesan ${status}`,
        variant: 'danger',
        cause: status,
      });
    }
  });

  it('leaves to the popup what the HTTP layer reported (5xx, the network)', () => {
    expect(passkeyFailureOf(apiError(500, 'Proses tidak dapat dilanjutkan.'))).toBeNull();
    expect(passkeyFailureOf(apiError(0, 'Tidak ada koneksi.'))).toBeNull();
    expect(passkeyFailureOf('something else')).toBeNull();
  });
});
