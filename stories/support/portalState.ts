// The browser state a story starts from: what a customer's tab would hold at that moment
// (signed-in tokens and user, a sign-in in progress, a selected policy, a logout notice, a
// password just confirmed for a security page).
// Applied by the preview's beforeEach after every shared store has been reset, so no story
// sees what the previous one left behind (stories share one page in Storybook and in a
// Vitest file).
import { resetCompanyProfileCache } from '../../web/src/api/companyProfile';
import type { ConfirmRoute } from '../../web/src/api/generated/model/confirmRoute';
import type { SignInStage } from '../../web/src/api/generated/model/signInStage';
import { discardErrorPopup } from '../../web/src/api/popup';
import type { PortalRuntimeConfig } from '../../web/src/api/runtimeConfig';
import { storeTokens } from '../../web/src/api/tokens';
import { startSignInFlow, type SignInFlow } from '../../web/src/shared/authFlow';
import { reloadAuthState, setSessionUser } from '../../web/src/shared/authStore';
import { LOGIN_NOTICE_KEY, type LoginNotice } from '../../web/src/shared/loginNotice';
import {
  clearPasswordConfirmation,
  setPasswordConfirmation,
} from '../../web/src/shared/passwordConfirmation';
import { registerNavigator } from '../../web/src/shared/navigation';
import { setSelectedPolicy } from '../../web/src/shared/policyStore';
import { startSpajSession } from '../../web/src/shared/spajSession';
import { getConfirmEntries, settleConfirm } from '../../web/src/components/confirm';
import { dismissToast, getToasts } from '../../web/src/components/toast';
import { stepToken } from '../../web/src/features/auth/testing/handlers';
import { customer, staff } from '../../web/src/test/customer';
import { accessToken } from '../../web/src/test/http';

/** window.__PORTAL_CONFIG__ of the stories (what /runtime-config.js sets in the app). */
export const STORY_RUNTIME_CONFIG: PortalRuntimeConfig = {
  apiBaseUrl: '/customer/api',
  clientId: 'portal-web',
  clientSecret: 'portal-web-storybook',
};

/**
 * A sign-in in progress at stage `next` (same shape as features/auth/testing/render.tsx's
 * flowAt, which sits next to Testing Library's render and is not imported here).
 */
export function flowAt(next: SignInStage, extra: Partial<SignInFlow> = {}): SignInFlow {
  return {
    userName: 'budi.santoso',
    via: 'userName',
    stepToken: stepToken(next),
    next,
    checkPassword: true,
    ...extra,
  };
}

/** Where a story starts: parameters.portal. */
export interface PortalParameters {
  /** Path the app opens at (with query string), e.g. '/login/otp'. */
  path: string;
  /** Route name of the navigation state `{ from }` (the sign-in pages' entry rule). */
  from?: string;
  /** Another navigation state of the first page (e.g. `{ spajNumber }` for the SPAJ entry). */
  state?: Record<string, unknown>;
  /**
   * A signed-in customer (access token valid for an hour, refresh token, user); 'admin':
   * a signed-in staff member (an admin session).
   */
  signedIn?: boolean | 'admin';
  /** A sign-in in progress (sessionStorage `signin`). */
  flow?: SignInFlow;
  /** The policy selected on Data Polis (sessionStorage `selectedPolicy`). */
  selectedPolicy?: string;
  /**
   * The SPAJ session of the tab for this application number (sessionStorage `spajSession`,
   * two hours; its token `spaj-session-<number>` is what the SPAJ testing handlers accept).
   */
  spaj?: string;
  /** The notice a logout left for the login page. */
  loginNotice?: LoginNotice;
  /**
   * The password was just confirmed for this security page on Pengaturan (the in-memory
   * confirmation, five minutes left), so the route guard opens it. null: not confirmed (a
   * story overriding its meta's).
   */
  passwordConfirmedFor?: ConfirmRoute | null;
  /**
   * Render the story's component as the screen of the route at `path` (default). false:
   * the app's own screen (stories of something the layout renders, such as TermsGate).
   */
  storyAsScreen?: boolean;
  /**
   * false: the browser state above without the app shell: the story's component alone,
   * with a query client, a memory router at `path` and the popup hosts.
   */
  shell?: boolean;
}

/** Navigation outside React (logout) must never reload the Storybook frame. */
const stayInFrame = () => undefined;

/** Forget everything the previous story left in storage and in the shared stores. */
export function resetPortalState(): void {
  window.__PORTAL_CONFIG__ = { ...STORY_RUNTIME_CONFIG };
  localStorage.clear();
  sessionStorage.clear();
  resetCompanyProfileCache();
  // Discarded, not closed: closing a popup a late 403 of the previous story opened would log
  // out the story that starts now (its OK ends the session).
  discardErrorPopup();
  getToasts().forEach((toast) => dismissToast(toast.id));
  getConfirmEntries()
    .filter((entry) => entry.show)
    .forEach((entry) => settleConfirm(entry.id, false));
  setSelectedPolicy(null);
  clearPasswordConfirmation();
  registerNavigator(stayInFrame);
  reloadAuthState();
}

/** Store what a tab holds at the start of the story. */
export function applyPortalState(portal: Partial<PortalParameters> | undefined): void {
  if (portal?.signedIn) {
    storeTokens(accessToken(3600), 'refresh-token-0123456789abcdef');
    setSessionUser(portal.signedIn === 'admin' ? staff : customer, '2026.1');
  }
  if (portal?.flow) startSignInFlow(portal.flow);
  if (portal?.selectedPolicy) setSelectedPolicy(portal.selectedPolicy);
  if (portal?.spaj) {
    startSpajSession({
      token: `spaj-session-${portal.spaj}`,
      spaj_number: portal.spaj,
      expires_at: new Date(Date.now() + 2 * 3600_000).toISOString(),
      idle_timeout_seconds: 900,
    });
  }
  if (portal?.loginNotice) sessionStorage.setItem(LOGIN_NOTICE_KEY, portal.loginNotice);
  if (portal?.passwordConfirmedFor) {
    setPasswordConfirmation({
      route: portal.passwordConfirmedFor,
      expiresAt: Date.now() + 5 * 60_000,
    });
  }
  reloadAuthState();
}
