// How a failed call shows on a form instead of in a popup: wrong credentials or codes (401),
// not found (404), rule violations (422, with field errors) and locks (429). The HTTP layer
// shows a popup for everything else (and handles 403). Used by the sign-in pages and by
// every form that enters a one-time code (components/otp).
import { isApiError } from './errors';

/** Statuses a form shows inline (400 and 401 never get a popup anyway). */
export const INLINE_STATUSES = [400, 401, 404, 422, 429] as const;

export interface InlineError {
  message: string;
  status: number;
  /** Field errors of a 422. */
  fields: { field: string; message: string }[];
  /** ISO time until which the step is locked (429). */
  lockedUntil?: string;
  attemptsRemaining?: number;
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
  };
}
