// Signing in and out. completeSignIn stores what an AUTHENTICATED step returned; logout
// ends the session on the server (except after a 403), clears the token, refresh token,
// the `banner` key and the customer's data (claim drafts included) and the SPAJ session of
// the tab (ended on the server too), and goes to /login.
import { requestOptions } from '../api/fetcher';
import { logout as endSessionOnServer } from '../api/generated/endpoints/session/session';
import type { SignInStepResponse } from '../api/generated/model/signInStepResponse';
import type { SessionUser } from '../api/generated/model/sessionUser';
import { queryClient } from '../api/queryClient';
import { onSessionEvent } from '../api/sessionEvents';
import { clearTokens, getAccessToken, storeTokens, TOKEN_KEY } from '../api/tokens';
import { clearSignInFlow } from './authFlow';
import { clearClaimDrafts } from './claimDrafts';
import {
  clearSessionData,
  getAuthState,
  markNotAuthenticated,
  reloadAuthState,
  setSessionUser,
  setTncVersion,
} from './authStore';
import { leaveLoginNotice, type LoginNotice, type LoginPageState } from './loginNotice';
import { navigateTo } from './navigation';
import { setSelectedPolicy } from './policyStore';
import { clearSpajSession, getSpajSession } from './spajSession';

/** After a sign-in step answered AUTHENTICATED: store the tokens and the customer. */
export function completeSignIn(response: SignInStepResponse): void {
  storeTokens(response.token, response.refreshToken ?? null);
  const user: SessionUser | null =
    response.data ??
    (response.userName
      ? {
          userName: response.userName,
          nik: '',
          display_name: response.policyHolderName ?? response.userName,
          clientNumber: null,
          idNumber: null,
          phName: response.policyHolderName ?? null,
          isAdmin: false,
        }
      : null);
  clearSignInFlow();
  setSessionUser(user, response.tnc_version ?? null);
}

let loggingOut: Promise<void> | null = null;

async function performLogout(callServer: boolean, notice?: LoginNotice): Promise<void> {
  const token = getAccessToken();
  const spaj = getSpajSession();
  if (callServer && token) {
    try {
      await endSessionOnServer(requestOptions({ popup: false }));
    } catch {
      // The session ends locally anyway; the server also expires it.
    }
  }
  if (spaj) {
    // The SPAJ session opened from this customer's sign-in (or beside it) ends as well. The
    // SPAJ calls' module is fetched for it: the first download of every page need not carry it.
    const token = spaj.token;
    void import('../api/generated/endpoints/spaj/spaj')
      .then(({ logoutSpaj }) => logoutSpaj(requestOptions({ accessToken: token, popup: false })))
      .catch(() => undefined);
    clearSpajSession();
  }
  clearTokens();
  clearSessionData();
  clearSignInFlow();
  clearClaimDrafts();
  setSelectedPolicy(null);
  queryClient.clear();
  // Kept in sessionStorage, not only in the navigation state: the route guards may reach
  // /login first (the token is gone) with a navigation of their own.
  leaveLoginNotice(notice ?? null);
  const state: LoginPageState | undefined = notice ? { notice } : undefined;
  navigateTo('/login', { replace: true, state });
}

/**
 * Log out: session/logout on the server (not after a 403: `callServer: false`), clear the
 * stored tokens, `banner` and the customer's data, and go to /login (with a notice).
 */
export function logout(
  options: { callServer?: boolean; notice?: LoginNotice } = {},
): Promise<void> {
  loggingOut ??= performLogout(options.callServer ?? true, options.notice).finally(() => {
    loggingOut = null;
  });
  return loggingOut;
}

/** Wire the HTTP layer's session events and other tabs' sign-outs into the app. */
export function installSessionHandlers(): () => void {
  const offSession = onSessionEvent((event) => {
    switch (event.type) {
      case 'forbidden':
        markNotAuthenticated();
        break;
      case 'forcedLogout':
        void logout({
          callServer: false,
          notice: event.reason === 'refreshFailed' ? 'expired' : undefined,
        });
        break;
      case 'tokensRefreshed':
        if (event.tncVersion !== null) setTncVersion(event.tncVersion);
        break;
    }
  });
  const onStorage = (event: StorageEvent) => {
    if (event.key !== TOKEN_KEY && event.key !== null) return;
    const wasAuthenticated = getAuthState().authenticated;
    reloadAuthState();
    if (wasAuthenticated && !getAccessToken()) void logout({ callServer: false });
  };
  window.addEventListener('storage', onStorage);
  return () => {
    offSession();
    window.removeEventListener('storage', onStorage);
  };
}
