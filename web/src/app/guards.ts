// Route guards as pure functions (docs/product.md P2): the global token guard (a route
// is public when its row of the route table says so), the sign-in pages' entry rules (`entryFrom`, via navigation state `{ from: routeName }`),
// route requirements, the `#` hash rule, unknown routes and the layout choice.
import { homePath } from '../shared/home';
import { confirmationOpens, type PasswordConfirmationState } from '../shared/passwordConfirmation';
import type { LayoutName, PortalRoute, RouteRequirement } from '../shared/routeTypes';
import { isSpajNumber } from '../shared/spajSession';

export const LOGIN_PATH = '/login';
const REQUIREMENT_FALLBACK: Record<RouteRequirement, string> = {
  selectedPolicy: '/polis/detail',
  signInUser: LOGIN_PATH,
  // Pengaturan, where the password is confirmed.
  passwordConfirmed: '/settings',
  // P2.7: spaj-follow-up without an application number goes to login.
  spajNumber: LOGIN_PATH,
};

/** An error a route raises; the error page shows its status. */
export class RouteError extends Error {
  override name = 'RouteError';
  constructor(
    message: string,
    readonly status: number = 500,
  ) {
    super(message);
  }
}

export function notFoundError(path: string): RouteError {
  return new RouteError(`Page not found: ${path}`, 404);
}

/** Navigation state the sign-in pages pass on: the route name navigated from. */
export interface FromState {
  from?: string;
}

export function fromOf(state: unknown): string | undefined {
  const from = (state as FromState | null | undefined)?.from;
  return typeof from === 'string' ? from : undefined;
}

export interface GuardContext {
  /** A token is stored (localStorage `token`). */
  hasToken: boolean;
  /** The session is an admin session (signed in through `/login?admin=1`). */
  isAdmin?: boolean;
  /** Route name in the navigation state `{ from }`. */
  from?: string;
  /** User name of the sign-in in progress (entered on the login page), if any. */
  signInUserName: string | null;
  /** The policy selected on Data Polis (shared/policyStore.ts). */
  selectedPolicy: string | null;
  /** The password confirmation when the route was entered (shared/passwordConfirmation.ts). */
  passwordConfirmation?: PasswordConfirmationState | null;
  /** The moment the route was entered (epoch ms; default now). */
  now?: number;
  /**
   * The application number of the tab's SPAJ session: the auth store's `spaj_number`, else
   * what session storage holds (shared/spajSession.ts).
   */
  spajNumber?: string | null;
}

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

const ALLOW: GuardDecision = { kind: 'allow' };

/** Reachable without a token: the route table marks it `public`. */
export function isPublicRoute(route: PortalRoute): boolean {
  return route.public === true;
}

/** Without a token every route not marked public goes to login; signed in, login goes home. */
export function tokenGuard(route: PortalRoute, hasToken: boolean, isAdmin = false): GuardDecision {
  if (!hasToken && !isPublicRoute(route)) return { kind: 'redirect', to: LOGIN_PATH };
  if (hasToken && route.name === 'login') return { kind: 'redirect', to: homePath(isAdmin) };
  return ALLOW;
}

/**
 * Roles do not mix: a customer session never opens an admin route, and an admin session
 * opens no customer page (the server refuses both with 403 as well); each goes home.
 */
export function roleGuard(route: PortalRoute, hasToken: boolean, isAdmin: boolean): GuardDecision {
  if (!hasToken || isPublicRoute(route)) return ALLOW;
  const adminRoute = route.role === 'admin';
  if (adminRoute === isAdmin) return ALLOW;
  return { kind: 'redirect', to: homePath(isAdmin) };
}

/** `entryFrom`: only reachable by navigating from one of the named routes. */
export function entryGuard(route: PortalRoute, from: string | undefined): GuardDecision {
  if (!route.entryFrom) return ALLOW;
  if (from !== undefined && route.entryFrom.includes(from)) return ALLOW;
  return { kind: 'redirect', to: route.fallback ?? LOGIN_PATH };
}

function requirementMet(
  requirement: RouteRequirement,
  route: PortalRoute,
  context: GuardContext,
): boolean {
  switch (requirement) {
    case 'selectedPolicy':
      return context.selectedPolicy !== null;
    case 'signInUser':
      return context.signInUserName !== null && context.signInUserName !== '';
    case 'passwordConfirmed':
      // For this route, not another one, and not run out.
      return confirmationOpens(context.passwordConfirmation, route.name, context.now ?? Date.now());
    case 'spajNumber':
      return isSpajNumber(context.spajNumber);
  }
}

export function requirementsGuard(route: PortalRoute, context: GuardContext): GuardDecision {
  for (const requirement of route.requires ?? []) {
    if (!requirementMet(requirement, route, context)) {
      return { kind: 'redirect', to: route.fallback ?? REQUIREMENT_FALLBACK[requirement] };
    }
  }
  return ALLOW;
}

/** All guards of a route, in order; a redirect route redirects once the guards allow. */
export function guardRoute(route: PortalRoute, context: GuardContext): GuardDecision {
  for (const decision of [
    tokenGuard(route, context.hasToken, context.isAdmin),
    roleGuard(route, context.hasToken, context.isAdmin ?? false),
    entryGuard(route, context.from),
    requirementsGuard(route, context),
  ]) {
    if (decision.kind !== 'allow') return decision;
  }
  if (route.redirectTo) return { kind: 'redirect', to: route.redirectTo };
  return ALLOW;
}

/** The `#` rule: a URL hash starting with # is a route to navigate to ('#/klaim' -> '/klaim'). */
export function hashRoute(hash: string): string | null {
  if (!hash.startsWith('#')) return null;
  const target = hash.slice(1).trim();
  if (!target || target === '/') return target === '/' ? '/' : null;
  return target.startsWith('/') ? target : `/${target}`;
}

/**
 * A route's layout: the one it names, else default when authenticated, else login. Roles
 * keep their own: an admin session sees every non-public page (and 'not found') in the
 * admin layout, a customer never sees the admin layout, even for the moment before the
 * role guard's redirect (the default layout would ask for customer data).
 */
export function layoutFor(
  route: PortalRoute | undefined,
  authenticated: boolean,
  isAdmin = false,
): LayoutName {
  const signedInLayout = authenticated ? 'default' : 'login';
  if (route?.role === 'admin' && !(authenticated && isAdmin)) return signedInLayout;
  if (authenticated && isAdmin && !route?.public) return 'admin';
  return route?.layout ?? signedInLayout;
}

export interface ErrorView {
  status: number;
  message: string;
}

/** What the error page shows for a thrown value: 404 variant, or 500 'Internal Server Error'. */
export function errorView(error: unknown): ErrorView {
  if (error instanceof RouteError) return { status: error.status, message: error.message };
  if (error !== null && typeof error === 'object' && 'status' in error) {
    const status = (error as { status: unknown }).status;
    const text = (error as { statusText?: unknown }).statusText;
    if (typeof status === 'number' && status >= 400) {
      return {
        status,
        message: typeof text === 'string' && text ? text : 'Internal Server Error',
      };
    }
  }
  return { status: 500, message: 'Internal Server Error' };
}
