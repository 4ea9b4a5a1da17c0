// Route checks that ask the server (PortalRoute.check), run as the route's loader: before
// a navigation inside the portal is committed (the current page stays meanwhile), and on a
// direct visit before the page shows. The synchronous guards come first (a signed-out
// visitor is sent to login by GuardedRoute without any call). A check lets the route open
// with its answer (the screen's loader data), sends the visitor elsewhere, or refuses the
// navigation: the visitor stays on the page they are on.
import { replace } from 'react-router';
import { getSignInFlow } from '../shared/authFlow';
import { getAuthState } from '../shared/authStore';
import { getPasswordConfirmation } from '../shared/passwordConfirmation';
import { getSelectedPolicy } from '../shared/policyStore';
import type { PortalRoute, RouteCheck, RouteCheckData } from '../shared/routeTypes';
import { isClaimValidationError } from './claimValidation';
import { guardRoute, type GuardContext } from './guards';
import { getShownRoute } from './shownRoute';

export interface RouteCheckInput {
  url: URL;
  /** The route shown when the navigation started; undefined for a direct visit or reload. */
  from: string | undefined;
  signal: AbortSignal;
}

export type RouteCheckOutcome =
  { kind: 'allow'; data: RouteCheckData } | { kind: 'redirect'; to: string };

const CHECKS: Record<RouteCheck, (input: RouteCheckInput) => Promise<RouteCheckOutcome>> = {
  claimBenefit: async ({ url, from, signal }) => {
    // Its own chunk: the call and the contract's rules load with the first claim request.
    const { claimRequestGuard } = await import('./claimRequestGuard');
    const outcome = await claimRequestGuard({ search: url.searchParams, from, signal });
    return outcome.kind === 'allow'
      ? { kind: 'allow', data: { claimBenefit: outcome.eligibility } }
      : outcome;
  },
};

/** Errors by which a check refuses a navigation (the visitor stays where they are). */
export function refusesNavigation(error: unknown): boolean {
  return isClaimValidationError(error);
}

/** The guards' context now, outside React (what useGuardDecision reads in a component). */
export function currentGuardContext(): GuardContext {
  const { authenticated, isAdmin } = getAuthState();
  return {
    hasToken: authenticated,
    isAdmin,
    signInUserName: getSignInFlow()?.userName ?? null,
    selectedPolicy: getSelectedPolicy(),
    passwordConfirmation: getPasswordConfirmation(),
    now: Date.now(),
  };
}

/**
 * The loader of a route with a check: null when the guards send the visitor away (the
 * route's element redirects), the check's data, or a redirect (replacing the history entry:
 * Back never returns into a refused address).
 */
export async function runRouteCheck(
  route: PortalRoute,
  { url, signal, preload }: { url: URL; signal: AbortSignal; preload?: () => void },
): Promise<RouteCheckData | Response | null> {
  if (!route.check) return null;
  if (guardRoute(route, currentGuardContext()).kind !== 'allow') return null;
  // The screen's code loads while the server answers.
  preload?.();
  const shown = getShownRoute();
  try {
    const outcome = await CHECKS[route.check]({ url, from: shown?.name, signal });
    return outcome.kind === 'allow' ? outcome.data : replace(outcome.to);
  } catch (error) {
    if (shown && refusesNavigation(error)) {
      // Refused: the navigation ends where it started.
      console.warn(error);
      return replace(shown.href);
    }
    throw error;
  }
}
