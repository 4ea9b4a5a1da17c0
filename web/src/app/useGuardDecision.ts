// The guards' decision (guards.ts) for a route at the current location: used by the route
// itself (router.tsx GuardedRoute) and by the root layout, which starts loading a route's
// screen and data only where the guards let the visitor in.
import { useState } from 'react';
import { useLocation } from 'react-router';
import { getSignInFlow } from '../shared/authFlow';
import { getAuthState, useAuth } from '../shared/authStore';
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
  /** The SPAJ session's application number (auth store, else session storage). */
  spajNumber: string | null;
  /** The user name of the sign-in in progress. */
  signInUserName: string | null;
}

const entryOf = (key: string): Entry => ({
  key,
  confirmation: getPasswordConfirmation(),
  now: Date.now(),
  spajNumber: getAuthState().spajNumber ?? getSpajSession()?.spajNumber ?? null,
  signInUserName: getSignInFlow()?.userName ?? null,
});

/**
 * The password confirmation, the SPAJ number, the sign-in in progress and the time when the
 * visitor arrived at this location (one history entry, `location.key`): `passwordConfirmed`,
 * `spajNumber` and `signInUser` are entry rules. The follow-up that ends its SPAJ session
 * ('Keluar', a 403) leaves for the SPAJ entry or the customer's list, and the last sign-in step
 * (which ends the sign-in flow) for the page the sign-in goes to, not for login as a fresh
 * check of the page being left would. A security page
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
  const { authenticated, isAdmin } = useAuth();
  const selectedPolicy = useSelectedPolicy();
  const entry = useEntry(location.key);
  if (!route) return null;
  return guardRoute(route, {
    hasToken: authenticated,
    isAdmin,
    from: fromOf(location.state),
    signInUserName: entry.signInUserName,
    selectedPolicy,
    passwordConfirmation: entry.confirmation,
    now: entry.now,
    spajNumber: entry.spajNumber,
  });
}
