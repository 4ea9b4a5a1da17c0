// How a failed sign-in call shows on the form. Wrong credentials or codes (401), unknown
// user (404), rule violations (422, with field errors) and locks (429) are shown inline;
// the HTTP layer shows a popup for everything else (and handles 403).
import { isApiError } from '../../api/errors';
import type { FetchOptions } from '../../api/fetcher';

/** Statuses the sign-in forms show inline (400 and 401 never get a popup anyway). */
export const INLINE_STATUSES = [400, 401, 404, 422, 429] as const;

/** Request options of a sign-in call made with the step token. */
export function stepRequest(stepToken: string): FetchOptions {
  return { accessToken: stepToken, silentStatuses: INLINE_STATUSES };
}

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
export function inlineErrorOf(error: unknown): InlineError | null {
  if (!isApiError(error)) return null;
  if (!(INLINE_STATUSES as readonly number[]).includes(error.status)) return null;
  return {
    message: error.message,
    status: error.status,
    fields: error.fieldErrors,
    lockedUntil: error.lockedUntil,
    attemptsRemaining: error.attemptsRemaining,
  };
}

/** Clock time (Asia/Jakarta, e.g. '10.15 WIB') of an ISO instant, for lock messages. */
export function jakartaTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const time = new Intl.DateTimeFormat('id-ID', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Asia/Jakarta',
  }).format(date);
  return `${time} WIB`;
}

/** mm:ss of a number of seconds. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
