// The guards' decision (guards.ts) for a route at the current location: used by the route
// itself (router.tsx GuardedRoute) and by the root layout, which starts loading a route's
// screen and data only where the guards let the visitor in.
import { useState } from 'react';
import { useLocation } from 'react-router';
import { getSignInFlow } from '../shared/authFlow';
import { useAuth } from '../shared/authStore';
import {
  getPasswordConfirmation,
  type PasswordConfirmationState,
} from '../shared/passwordConfirmation';
import { useSelectedPolicy } from '../shared/policyStore';
import type { PortalRoute } from '../shared/routeTypes';
import { getSpajSession } from '../shared/spajSession';
import { fromOf, guardRoute, type GuardDecision } from './guards';

interface Entry {
  key: string;
  confirmation: PasswordConfirmationState | null;
  now: number;
}

const entryOf = (key: string): Entry => ({
  key,
  confirmation: getPasswordConfirmation(),
  now: Date.now(),
});

/**
 * The password confirmation and the time when the visitor arrived at this location (one
 * history entry, `location.key`): `passwordConfirmed` is an entry rule. A security page
 * that opened stays open when the change succeeds and clears the confirmation (its success
 * panel), and when the confirmation runs out while the customer types (the server then
 * answers 403 and the page returns to Pengaturan). A reload or a new visit reads again.
 */
function useEntry(key: string): Entry {
  const [entry, setEntry] = useState(() => entryOf(key));
  if (entry.key === key) return entry;
  const next = entryOf(key);
  setEntry(next);
  return next;
}

/** The decision for `route`; null without a route (an unknown path). */
export function useGuardDecision(route: PortalRoute | undefined): GuardDecision | null {
  const location = useLocation();
  const { authenticated, isAdmin, spajNumber } = useAuth();
  const selectedPolicy = useSelectedPolicy();
  const entry = useEntry(location.key);
  if (!route) return null;
  return guardRoute(route, {
    hasToken: authenticated,
    isAdmin,
    from: fromOf(location.state),
    signInUserName: getSignInFlow()?.userName ?? null,
    selectedPolicy,
    passwordConfirmation: entry.confirmation,
    now: entry.now,
    spajNumber: spajNumber ?? getSpajSession()?.spajNumber ?? null,
  });
}
