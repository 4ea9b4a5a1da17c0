// One row of the route table (docs/product.md P2.2, P2.3). Feature folders export arrays of
// these from `features/<area>/routes.ts`; `app/routes.ts` concatenates them. A route whose
// screen does not exist yet is simply absent (it answers 'Page not found').
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { ClaimEligibility } from '../api/generated/model/claimEligibility';

export type LayoutName = 'default' | 'login' | 'admin' | 'payment';

/** Entry conditions checked by the guards in app/guards.ts before a screen renders. */
export type RouteRequirement =
  /** A policy must be selected on Data Polis first (payment, pengkinian, history...). */
  | 'selectedPolicy'
  /** A sign-in is in progress: a user name was entered on the login page (sign-in steps). */
  | 'signInUser'
  /**
   * The customer confirmed their password for this very route a moment ago, and the
   * confirmation has not run out (shared/passwordConfirmation.ts; Ganti Kata Sandi, Ganti
   * Email Pemulihan). Checked when the route is entered.
   */
  | 'passwordConfirmed'
  /**
   * An application number in the auth store or in session storage (the SPAJ session of this
   * tab, shared/spajSession.ts), otherwise login (spaj-follow-up, docs/product.md P2.7).
   */
  | 'spajNumber';

/**
 * Entry checks that ask the server, run before the navigation is committed (the route's
 * loader, app/routeChecks.ts), once the guards above let the visitor in.
 */
export type RouteCheck =
  /**
   * The claim request guard (docs/product.md P2.6): GET /claim/validate/benefit with the
   * route's query (?policy=&insured=&benefit=). A failure shows the error popup; coming from
   * klaim the navigation is refused (error 'Claim Validation'), otherwise the customer goes
   * to klaim.
   */
  'claimBenefit';

/** What a route's check hands its screen (React Router's loader data). */
export interface RouteCheckData {
  /** The answer of GET /claim/validate/benefit (check 'claimBenefit'). */
  claimBenefit?: ClaimEligibility;
}

export interface PortalRoute {
  /** Route name of docs/product.md P2.2 (e.g. 'detail-polis'). */
  name: string;
  /** Path of docs/product.md P2.2 (e.g. '/polis/detail'). */
  path: string;
  /** Layout; 'default' when absent. */
  layout?: LayoutName;
  /** Page title shown in the page chrome and the document title. */
  title?: string;
  /**
   * Reachable without a token (docs/product.md P2.4: the sign-in and SPAJ pages). The
   * global guard lets exactly the routes marked here through; every other route needs one.
   */
  public?: boolean;
  /**
   * 'admin': only an admin session opens it, and an admin session opens only these routes
   * (and the public ones); each side is sent to its own home (app/guards.ts roleGuard).
   */
  role?: 'admin';
  /** Redirect target route path instead of a screen. */
  redirectTo?: string;
  /** Entry requirements; a route failing one is sent to `fallback` (default: detail-polis). */
  requires?: RouteRequirement[];
  fallback?: string;
  /**
   * A check that asks the server before the route opens (see RouteCheck): a navigation
   * inside the portal waits on the current page for the answer; a direct visit shows the
   * page loader meanwhile.
   */
  check?: RouteCheck;
  /**
   * Only reachable by navigating from one of these route names (the sign-in pages' entry
   * rules). The previous route name travels in the navigation state `{ from }`; entering
   * any other way sends the customer to `fallback` (default: login).
   */
  entryFrom?: string[];
  /** The screen, loaded lazily so each route is its own chunk. */
  screen?: () => Promise<{ default: ComponentType }>;
  /**
   * The same screen, part of the first download instead: it then paints with its layout,
   * without a loader in between (no layout shift) and without waiting for a second chunk.
   * Only the login page, where a phone's first visit starts.
   */
  eager?: ComponentType;
  /**
   * Starts the query the screen needs first, beside the screen's chunk instead of after it
   * (called by the root layout when the route opens for a signed-in customer).
   */
  prefetch?: (client: QueryClient) => void;
}
