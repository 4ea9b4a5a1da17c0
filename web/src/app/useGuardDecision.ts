// The guards' decision (guards.ts) for a route at the current location: used by the route
// itself (router.tsx GuardedRoute) and by the root layout, which starts loading a route's
// screen and data only where the guards let the visitor in.
import { useLocation } from 'react-router';
import { getSignInFlow } from '../shared/authFlow';
import { useAuth } from '../shared/authStore';
import { useSelectedPolicy } from '../shared/policyStore';
import type { PortalRoute } from '../shared/routeTypes';
import { fromOf, guardRoute, type GuardDecision } from './guards';

/** The decision for `route`; null without a route (an unknown path). */
export function useGuardDecision(route: PortalRoute | undefined): GuardDecision | null {
  const location = useLocation();
  const { authenticated, isAdmin } = useAuth();
  const selectedPolicy = useSelectedPolicy();
  if (!route) return null;
  return guardRoute(route, {
    hasToken: authenticated,
    isAdmin,
    from: fromOf(location.state),
    signInUserName: getSignInFlow()?.userName ?? null,
    selectedPolicy,
  });
}
