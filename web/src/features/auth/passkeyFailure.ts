// How a failed 'Masuk dengan passkey' shows on the login page: the server's refusals with its
// message (401 'Passkey tidak dikenali...', 429 with the time the lock ends), the browser's
// failures in the page's words, except a cancelled prompt (NotAllowedError: closed or timed
// out), which shows nothing. null too for what the HTTP layer reported in its popup.
import { browserFailureOf } from '../../shared/webauthn';
import { inlineErrorOf, type InlineError } from './errors';
import { passkeyMessages } from './passkeyMessages';

export function passkeySignInError(failure: unknown): InlineError | null {
  const browser = browserFailureOf(failure);
  if (browser === 'cancelled') return null;
  if (browser) return { message: passkeyMessages.failed, status: 0, fields: [] };
  return inlineErrorOf(failure);
}
