// The signed-in customer: authenticated flag, access token (localStorage `token`),
// tnc_version and the session user (userName, nik, display_name, clientNumber, idNumber,
// phName, admin flag). The refresh token lives next to the token (api/tokens.ts). The
// sign-in steps' state (checkPassword, OTP attempts, step token) is in authFlow.ts, the
// password confirmation of the security pages in passwordConfirmation.ts. The SPAJ number
// and approval come from the applicant's SPAJ session of this tab (spajSession.ts).
import { useSyncExternalStore } from 'react';
import type { SessionUser } from '../api/generated/model/sessionUser';
import { readItem, readJson, writeItem, writeJson } from '../api/storage';
import { getAccessToken, subscribeTokens } from '../api/tokens';
import { createStore } from '../lib/store';
import { clearPasswordConfirmation } from './passwordConfirmation';
import {
  getSpajSession,
  reloadSpajSession,
  subscribeSpajSession,
  type SpajApproval,
} from './spajSession';

export const USER_KEY = 'user';
export const TNC_VERSION_KEY = 'tnc_version';
/** Key the banner feature keeps in localStorage; cleared on logout (docs/product.md P3.1). */
export const BANNER_KEY = 'banner';

export interface AuthState {
  authenticated: boolean;
  token: string | null;
  tncVersion: string | null;
  user: SessionUser | null;
  isAdmin: boolean;
  /** The application followed in this tab (`spaj_number`), from the SPAJ session. */
  spajNumber: string | null;
  /** The SPAJ approval: the underwriter's offer as the applicant last saw it. */
  spajApproval: SpajApproval | null;
}

function load(forbidden: boolean): AuthState {
  const token = getAccessToken();
  const user = token ? readJson<SessionUser>('local', USER_KEY) : null;
  const spaj = getSpajSession();
  return {
    authenticated: token !== null && !forbidden,
    token,
    tncVersion: token ? readItem('local', TNC_VERSION_KEY) : null,
    user,
    isAdmin: user?.isAdmin === true,
    spajNumber: spaj?.spajNumber ?? null,
    spajApproval: spaj?.approval ?? null,
  };
}

let forbidden = false;
const auth = createStore<AuthState>(load(false));

function reload(): void {
  auth.set(load(forbidden));
}

subscribeTokens(reload);
subscribeSpajSession(reload);

export const getAuthState = auth.get;
export const subscribeAuth = auth.subscribe;

export function useAuth(): AuthState {
  return useSyncExternalStore(auth.subscribe, auth.get, auth.get);
}

/** Store what a finished sign-in returned (tokens are stored by the caller first). */
export function setSessionUser(user: SessionUser | null, tncVersion: string | null): void {
  writeJson('local', USER_KEY, user);
  writeItem('local', TNC_VERSION_KEY, tncVersion);
  forbidden = false;
  reload();
}

/** Terms acceptance (and token refresh) update tnc_version. */
export function setTncVersion(tncVersion: string | null): void {
  writeItem('local', TNC_VERSION_KEY, tncVersion);
  reload();
}

/** A 403 marks the customer as not authenticated until the logout completes. */
export function markNotAuthenticated(): void {
  forbidden = true;
  reload();
}

/** Forget the signed-in customer's data in this browser (tokens are cleared separately). */
export function clearSessionData(): void {
  writeJson('local', USER_KEY, null);
  writeItem('local', TNC_VERSION_KEY, null);
  writeItem('local', BANNER_KEY, null);
  clearPasswordConfirmation();
  forbidden = false;
  reload();
}

/** Re-read storage (another tab signed in or out; tests and stories starting afresh). */
export function reloadAuthState(): void {
  reloadSpajSession();
  reload();
}
