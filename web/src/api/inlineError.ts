// How a failed call shows on a form instead of in a popup: wrong credentials or codes (401),
// not found (404), rule violations (422, with field errors) and locks (429). The HTTP layer
// shows a popup for everything else (and handles 403). Used by the sign-in pages and by
// every form that enters a one-time code (components/otp). A call that sends a code also
// shows its 503 inline: the code could not be handed to the SMS gateway or the mail server.
import { isApiError } from './errors';

/** Statuses a form shows inline (400 and 401 never get a popup anyway). */
export const INLINE_STATUSES = [400, 401, 404, 422, 429] as const;

/** The statuses of a call that sends a one-time code: also the 503 code-not-sent. */
export const SEND_CODE_STATUSES = [...INLINE_STATUSES, 503] as const;

/** Problem type of a code the gateway did not take (nothing recorded: try again at once). */
export const CODE_NOT_SENT = 'urn:tmanku:problem:code-not-sent';

export interface InlineError {
  message: string;
  status: number;
  /** Field errors of a 422. */
  fields: { field: string; message: string }[];
  /** ISO time until which the step is locked (429). */
  lockedUntil?: string;
  attemptsRemaining?: number;
  /** The problem type, when the body is a problem. */
  type?: string;
}

/** The code was not sent (503 code-not-sent): the same send may be tried again. */
export function isCodeNotSent(error: InlineError | null | undefined): boolean {
  return error?.type === CODE_NOT_SENT;
}

/** The inline error of a failure, or null when the popup reports it. */
export function inlineErrorOf(
  error: unknown,
  statuses: readonly number[] = INLINE_STATUSES,
): InlineError | null {
  if (!isApiError(error)) return null;
  if (!statuses.includes(error.status)) return null;
  return {
    message: error.message,
    status: error.status,
    fields: error.fieldErrors,
    lockedUntil: error.lockedUntil,
    attemptsRemaining: error.attemptsRemaining,
    type: error.problem?.type,
  };
}
