// Access token refresh (token/refresh): the user name comes from the access token's
// payload, the refresh token from storage. Tokens rotate: both are stored again. A failed
// refresh logs the customer out. Concurrent callers share one refresh.
import { ApiError, NOT_AUTHENTICATED, UNAUTHORIZED } from './errors';
import type { TokenRefreshResponse } from './generated/model/tokenRefreshResponse';
import { sendRequest } from './http';
import { emitSessionEvent } from './sessionEvents';
import {
  getAccessToken,
  getRefreshToken,
  storeTokens,
  tokenExpiresAt,
  tokenUserName,
} from './tokens';

/** Path of the contract's refresh_token operation. */
export const TOKEN_REFRESH_PATH = '/token/refresh';

/** Refresh when the access token expires within this margin. */
export const REFRESH_MARGIN_MS = 60_000;

let inFlight: Promise<string> | null = null;

/** True when the token says it expires within the margin (tokens without `exp`: never). */
export function needsRefresh(token: string, now: number = Date.now()): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== null && expiresAt - now <= REFRESH_MARGIN_MS;
}

function isRefreshResponse(body: unknown): body is TokenRefreshResponse {
  return (
    body !== null &&
    typeof body === 'object' &&
    typeof (body as TokenRefreshResponse).token === 'string' &&
    typeof (body as TokenRefreshResponse).refreshToken === 'string'
  );
}

async function refresh(token: string): Promise<string> {
  const userName = tokenUserName(token);
  const refreshToken = getRefreshToken();
  if (!userName || !refreshToken) throw new Error(UNAUTHORIZED, { cause: 401 });
  const response = await sendRequest({
    url: TOKEN_REFRESH_PATH,
    accessToken: token,
    init: {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userName, refreshToken }),
    },
  });
  if (!response.ok || !isRefreshResponse(response.body)) {
    const message =
      typeof (response.body as { message?: unknown } | undefined)?.message === 'string'
        ? (response.body as { message: string }).message
        : UNAUTHORIZED;
    throw new ApiError({
      status: response.status,
      message,
      body: response.body,
      url: TOKEN_REFRESH_PATH,
      method: 'POST',
    });
  }
  const body = response.body;
  storeTokens(body.token, body.refreshToken);
  emitSessionEvent({
    type: 'tokensRefreshed',
    tncVersion: body.tnc_version,
    policyHolderName: body.policyHolderName,
  });
  return body.token;
}

/**
 * The access token a call sends: the one given with it (a sign-in step's, the SPAJ
 * applicant's) as it is, else the customer's stored token, refreshed first when it expires
 * within the margin. 'NOT AUTHENTICATED!' before any request when the call needs a token and
 * there is none. The fetcher's and the upload's alike.
 */
export async function accessTokenForCall(
  given: string | null | undefined,
  required: boolean,
): Promise<string | null> {
  const token = given ?? getAccessToken();
  if (required && !token) throw new Error(NOT_AUTHENTICATED);
  return !given && token && needsRefresh(token) ? refreshAccessToken() : token;
}

/**
 * Exchange the stored refresh token for new tokens; resolves with the new access token.
 * Without a stored access token: Error 'Unauthorized' (cause 401). On failure the customer
 * is logged out (session event) and the error is rethrown.
 */
export function refreshAccessToken(): Promise<string> {
  const token = getAccessToken();
  if (!token) return Promise.reject(new Error(UNAUTHORIZED, { cause: 401 }));
  inFlight ??= refresh(token)
    .catch((error: unknown) => {
      emitSessionEvent({ type: 'forcedLogout', reason: 'refreshFailed' });
      throw error;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
