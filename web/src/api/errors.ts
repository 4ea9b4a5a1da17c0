// Errors the HTTP layer throws to callers, and the fixed texts of the error catalogue
// (docs/product.md P8.2, P8.7).
import type { FieldError } from './generated/model/fieldError';
import type { Problem } from './generated/model/problem';

export const DEFAULT_ERROR_MESSAGE =
  'Proses tidak dapat dilanjutkan. Silakan coba kembali beberapa saat lagi. Jika masih mengalami kendala, hubungi CS di WhatsApp No. <csWhatsapp>';

/** Thrown before any request when a call needs a token and none is available. */
export const NOT_AUTHENTICATED = 'NOT AUTHENTICATED!';

/** Thrown by the token refresh when no token is stored (cause 401). */
export const UNAUTHORIZED = 'Unauthorized';

export interface ApiErrorInit {
  /** HTTP status; 0 for a network failure (no response). */
  status: number;
  /** The Indonesian message, placeholders already replaced. */
  message: string;
  /** The message before placeholder replacement (for rendering links). */
  rawMessage?: string;
  /** The response body, when there was one. */
  body?: unknown;
  url: string;
  method: string;
  cause?: unknown;
}

/** A failed call: the status, the problem+json body when there is one, and the message. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly body: unknown;
  readonly rawMessage: string;
  readonly url: string;
  readonly method: string;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.body = init.body;
    this.rawMessage = init.rawMessage ?? init.message;
    this.url = init.url;
    this.method = init.method;
  }

  /** The problem+json body, when the body is one. */
  get problem(): Problem | undefined {
    const body = this.body;
    if (
      body !== null &&
      typeof body === 'object' &&
      typeof (body as Problem).message === 'string'
    ) {
      return body as Problem;
    }
    return undefined;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  get fieldErrors(): FieldError[] {
    return this.problem?.errors ?? [];
  }

  get attemptsRemaining(): number | undefined {
    return this.problem?.attemptsRemaining;
  }

  get lockedUntil(): string | undefined {
    return this.problem?.lockedUntil;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message a caller may show for any thrown value. */
export function errorMessageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return DEFAULT_ERROR_MESSAGE;
}
