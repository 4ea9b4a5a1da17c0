// The one HTTP client of the web app (the Orval mutator `customFetch`). Implements the
// specification's sections 7 and 8: base URL from the runtime configuration, client
// credentials (Basic), the access-token header, 'NOT AUTHENTICATED!' before any request
// when a call needs a token and there is none, proactive token refresh, the retry rule
// (http.ts), and turning failures into ApiError plus the error popups.
import { ApiError, DEFAULT_ERROR_MESSAGE, NOT_AUTHENTICATED } from './errors';
import { loadCompanyProfile } from './companyProfile';
import { sendRequest, type ClientCredentials, type RawResponse } from './http';
import { hasPlaceholder, replacePlaceholders } from './placeholders';
import { showErrorPopup } from './popup';
import { emitSessionEvent } from './sessionEvents';
import { needsRefresh, refreshAccessToken } from './tokenRefresh';
import { getAccessToken } from './tokens';

export type ErrorMessageOption = string | ((error: ApiError, defaultMessage: string) => string);

/** Portal options of one call; generated hooks take them as `request`. */
export interface PortalRequestOptions {
  /** access-token header instead of localStorage `token` (sign-in step tokens). */
  accessToken?: string | null;
  /** Client credentials instead of the runtime configuration's. */
  clientCredentials?: ClientCredentials;
  /** Whether the call needs a token; by default what the contract says for the path. */
  requiresToken?: boolean;
  /**
   * true: popup for every failure, also 400 and 401. false: no popup and no logout at all
   * (the caller handles the error). Not set: the rules of section 8.
   */
  popup?: boolean;
  /** No 'Peringatan' popup for these statuses (0 = network failure); 403 still logs out. */
  silentStatuses?: readonly number[];
  /** No 'Peringatan' popup at all (background calls); 403 still logs out. */
  quiet?: boolean;
  /** The message to show instead of the body's, or a function of (error, defaultMessage). */
  message?: ErrorMessageOption;
  /**
   * Without `popup`, a network failure or an error without body throws an Error with this
   * message instead of showing a popup.
   */
  errorMessage?: string;
  /** Called with the error after the 'Peringatan' popup closes. */
  onPopupClose?: (error: ApiError) => void;
}

export type FetchOptions = RequestInit & PortalRequestOptions;

/** What customFetch resolves to (the shape Orval's generated code expects). */
export type FetchResult<T> = { data: T; status: number; headers: Headers };

/**
 * Operations the contract lets through without an access token (no `accessToken` security
 * requirement). Every other call needs a token. fetcher.contract.test.ts checks this list
 * against openapi/bundled.yaml.
 */
export const PUBLIC_OPERATIONS: ReadonlySet<string> = new Set([
  'POST /login/checkUser',
  'POST /token/refresh',
  'GET /termscondition/load',
  'GET /config/all',
  'GET /policy/companyProfile',
  // Called by the payment gateway (signed), never by the web app; listed to mirror the contract.
  'POST /payment/notification',
]);

export function requiresTokenFor(method: string, url: string): boolean {
  const path = url.replace(/^https?:\/\/[^/]+/i, '').split(/[?#]/)[0] ?? '';
  return !PUBLIC_OPERATIONS.has(`${method.toUpperCase()} ${path}`);
}

export const POPUP_TITLE_FORBIDDEN = 'Perhatian';
export const POPUP_TITLE_ERROR = 'Peringatan';

function isAbort(error: unknown, signal: AbortSignal | null | undefined): boolean {
  return Boolean(signal?.aborted) || (error instanceof DOMException && error.name === 'AbortError');
}

function isEmptyBody(body: unknown): boolean {
  return body === undefined || body === null || (typeof body === 'string' && !body.trim());
}

/** The message a failed response carries: the body itself when a string, or its `message`. */
export function messageFromBody(body: unknown, headers?: Headers): string | undefined {
  if (typeof body === 'string') {
    const html = /html/i.test(headers?.get('content-type') ?? '') || /^\s*</.test(body);
    return body.trim() && !html ? body.trim() : undefined;
  }
  if (body !== null && typeof body === 'object') {
    const message = (body as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim()) return message;
  }
  return undefined;
}

interface Failure {
  status: number;
  body: unknown;
  headers?: Headers;
  cause?: unknown;
  url: string;
  method: string;
}

function report(error: ApiError, options: PortalRequestOptions): void {
  const { status } = error;
  if (status === 403) {
    // Session over: not authenticated any more; after the customer confirms, log out
    // without a server call.
    emitSessionEvent({ type: 'forbidden' });
    showErrorPopup({
      title: POPUP_TITLE_FORBIDDEN,
      message: error.rawMessage,
      variant: 'warning',
    }).closed.then(() => emitSessionEvent({ type: 'forcedLogout', reason: 'forbidden' }));
    return;
  }
  if (options.popup !== true) {
    if (status === 400 || status === 401) return;
    if (options.quiet || options.silentStatuses?.includes(status)) return;
  }
  const handle = showErrorPopup({
    title: POPUP_TITLE_ERROR,
    message: error.rawMessage,
    variant: 'danger',
    size: 'sm',
  });
  const { onPopupClose } = options;
  if (onPopupClose) void handle.closed.then(() => onPopupClose(error));
}

async function fail(failure: Failure, options: PortalRequestOptions): Promise<never> {
  const { status, body, url, method } = failure;
  const base = { status, body, url, method, cause: failure.cause };

  if (options.popup === undefined && options.errorMessage && (status === 0 || isEmptyBody(body))) {
    throw new ApiError({ ...base, message: options.errorMessage });
  }

  const bodyMessage = messageFromBody(body, failure.headers) ?? DEFAULT_ERROR_MESSAGE;
  const option = options.message;
  const raw =
    typeof option === 'function'
      ? option(new ApiError({ ...base, message: bodyMessage }), DEFAULT_ERROR_MESSAGE)
      : (option ?? bodyMessage);
  const text = hasPlaceholder(raw) ? replacePlaceholders(raw, await loadCompanyProfile()) : raw;
  const error = new ApiError({ ...base, message: text, rawMessage: raw });
  if (options.popup !== false) report(error, options);
  throw error;
}

export const customFetch = async <T>(url: string, options: FetchOptions = {}): Promise<T> => {
  const {
    accessToken,
    clientCredentials,
    requiresToken,
    popup,
    silentStatuses,
    quiet,
    message,
    errorMessage,
    onPopupClose,
    ...init
  } = options;
  const portal: PortalRequestOptions = {
    popup,
    silentStatuses,
    quiet,
    message,
    errorMessage,
    onPopupClose,
  };
  const method = (init.method ?? 'GET').toUpperCase();

  let token = accessToken ?? getAccessToken();
  if ((requiresToken ?? requiresTokenFor(method, url)) && !token) {
    throw new Error(NOT_AUTHENTICATED);
  }
  // The customer's own token (not a sign-in step token) is refreshed before it expires.
  if (!accessToken && token && needsRefresh(token)) token = await refreshAccessToken();

  let response: RawResponse;
  try {
    response = await sendRequest({
      url,
      init: { ...init, method },
      accessToken: token,
      clientCredentials,
    });
  } catch (cause) {
    if (isAbort(cause, init.signal)) throw cause;
    return fail({ status: 0, body: undefined, cause, url, method }, portal);
  }
  if (!response.ok) {
    return fail(
      { status: response.status, body: response.body, headers: response.headers, url, method },
      portal,
    );
  }
  const result: FetchResult<unknown> = {
    data: response.body,
    status: response.status,
    headers: response.headers,
  };
  return result as T;
};

/**
 * The error type of the generated hooks (Orval reads this export): every failure reaches
 * callers as an ApiError (the contract's problem+json body is its `problem`).
 */
export type ErrorType<ContractErrors> = ContractErrors extends unknown ? ApiError : never;

/**
 * Portal options for a generated call function, whose parameter is typed RequestInit:
 * `logout(requestOptions({ popup: false }))`. (Hooks take them as `request` directly.)
 */
export function requestOptions(options: FetchOptions): RequestInit {
  return options;
}
