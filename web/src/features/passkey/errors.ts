// What the page says when adding or removing a passkey failed: the browser's refusals in the
// page's own words (shared/webauthn.ts: cancelled or timed out, this device already has one,
// no authenticator able to, anything else), the server's refusals with its message (400,
// 404, 409 the registration ran out, 422 not accepted or the limit, 429 a lock). A 401
// confirmation-required is not shown here: the page returns to Pengaturan. What the HTTP
// layer reports in its popup (5xx, the network) is not shown again (null).
import { isApiError } from '../../api/errors';
import type { FetchOptions } from '../../api/fetcher';
import { browserFailureOf } from '../../shared/webauthn';
import { messages } from './messages';

/** The statuses these calls show on the page instead of the popup. */
export const PAGE_STATUSES = [400, 401, 404, 409, 422, 429] as const;

/** Request options of the calls the confirmation opens (register, delete). */
export const CONFIRMED_REQUEST: FetchOptions = { silentStatuses: PAGE_STATUSES };

export interface PasskeyFailure {
  message: string;
  /** 'info' when nothing went wrong (the customer cancelled); 'danger' otherwise. */
  variant: 'info' | 'warning' | 'danger';
  /** The HTTP status of a server refusal; the browser's kind otherwise. */
  cause: number | 'cancelled' | 'exists' | 'unsupported' | 'failed';
}

export function passkeyFailureOf(failure: unknown): PasskeyFailure | null {
  const browser = browserFailureOf(failure);
  if (browser) {
    const variant = browser === 'cancelled' ? 'info' : browser === 'exists' ? 'warning' : 'danger';
    return { message: messages.browser[browser], variant, cause: browser };
  }
  if (isApiError(failure) && (PAGE_STATUSES as readonly number[]).includes(failure.status)) {
    return { message: failure.message, variant: 'danger', cause: failure.status };
  }
  return null;
}
