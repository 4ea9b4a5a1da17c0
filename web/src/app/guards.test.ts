// The route guards of docs/product.md P2, as pure functions.
import { describe, expect, it } from 'vitest';
import { routes as loginRoutes } from '../features/auth/routes';
import { routes as settingsRoutes } from '../features/security/routes';
import {
  entryGuard,
  errorView,
  guardRoute,
  hashRoute,
  layoutFor,
  notFoundError,
  roleGuard,
  requirementsGuard,
  RouteError,
  tokenGuard,
  type GuardContext,
} from './guards';
import { deviceDeadline, type PasswordConfirmationState } from '../shared/passwordConfirmation';
import type { PortalRoute } from '../shared/routeTypes';
import { portalRoutes } from './routes';

/** The routes docs/product.md P2.4 lets through without a token. */
const SPEC_PUBLIC_ROUTES = [
  'login',
  'otp',
  'id-card',
  'login-spaj',
  'login-spaj-polis',
  'login-create-password',
  'login-forgot-password',
  'login-verify-password',
  'login-new-password',
  'spaj-approved',
  'spaj-payment',
  'spaj-follow-up',
  'verify-paper',
];

const route = (name: string, extra: Partial<PortalRoute> = {}): PortalRoute => ({
  name,
  path: `/${name}`,
  ...extra,
});
const signIn = (name: string) => {
  const found = loginRoutes.find((r) => r.name === name);
  if (!found) throw new Error(name);
  return found;
};
const context = (extra: Partial<GuardContext> = {}): GuardContext => ({
  hasToken: false,
  signInUserName: null,
  selectedPolicy: null,
  ...extra,
});

describe('global token guard', () => {
  it('sends every non-public route to login without a token', () => {
    expect(tokenGuard(route('detail-polis'), false)).toEqual({ kind: 'redirect', to: '/login' });
    expect(tokenGuard(route('klaim'), false)).toEqual({ kind: 'redirect', to: '/login' });
    expect(tokenGuard(route('detail-polis'), true)).toEqual({ kind: 'allow' });
  });

  it("the route table marks public exactly the specification's public routes it has", () => {
    const inTable = SPEC_PUBLIC_ROUTES.filter((name) => portalRoutes.some((r) => r.name === name));
    const marked = portalRoutes.filter((r) => r.public).map((r) => r.name);
    expect(marked.sort()).toEqual(inTable.sort());
    expect(inTable).toContain('login');
  });

  it.each(portalRoutes.map((r) => [r.name, r] as const))(
    '%s: public routes open without a token, the others go to login',
    (_name, tableRoute) => {
      expect(tokenGuard(tableRoute, false)).toEqual(
        tableRoute.public ? { kind: 'allow' } : { kind: 'redirect', to: '/login' },
      );
    },
  );

  it('a route is public by its row of the table, not by its name', () => {
    expect(tokenGuard(route('spaj-payment'), false)).toEqual({ kind: 'redirect', to: '/login' });
    expect(tokenGuard(route('spaj-payment', { public: true }), false)).toEqual({ kind: 'allow' });
  });

  it('sends a signed-in customer from login to the portal', () => {
    expect(tokenGuard(route('login'), true)).toEqual({ kind: 'redirect', to: '/' });
  });
});

describe('roles', () => {
  const customerRoutes = portalRoutes.filter((r) => !r.public && r.role !== 'admin');
  const adminRoutes = portalRoutes.filter((r) => r.role === 'admin');

  it('the admin area has its home in the admin layout', () => {
    expect(adminRoutes.map((r) => [r.path, r.layout])).toContainEqual(['/admin', 'admin']);
  });

  it.each(customerRoutes.map((r) => [r.name, r] as const))(
    '%s: an admin session goes to the admin home, a customer opens it',
    (_name, tableRoute) => {
      expect(guardRoute(tableRoute, context({ hasToken: true, isAdmin: true }))).toEqual({
        kind: 'redirect',
        to: '/admin',
      });
      expect(roleGuard(tableRoute, true, false)).toEqual({ kind: 'allow' });
    },
  );

  it.each(adminRoutes.map((r) => [r.name, r] as const))(
    '%s: a customer session goes to the portal, an admin opens it',
    (_name, tableRoute) => {
      expect(guardRoute(tableRoute, context({ hasToken: true }))).toEqual({
        kind: 'redirect',
        to: '/',
      });
      expect(guardRoute(tableRoute, context({ hasToken: true, isAdmin: true }))).toEqual({
        kind: 'allow',
      });
      expect(guardRoute(tableRoute, context())).toEqual({ kind: 'redirect', to: '/login' });
    },
  );

  it('layouts keep to the role: admin pages never in the customer layouts and back', () => {
    const adminHome = adminRoutes[0];
    const dataPolis = portalRoutes.find((r) => r.name === 'detail-polis');
    expect(layoutFor(adminHome, true, true)).toBe('admin');
    expect(layoutFor(adminHome, true, false)).toBe('default');
    expect(layoutFor(adminHome, false)).toBe('login');
    expect(layoutFor(dataPolis, true, true)).toBe('admin');
    expect(layoutFor(undefined, true, true)).toBe('admin');
    expect(layoutFor(signIn('login'), true, true)).toBe('login');
  });

  it('public routes are open to both; a signed-in admin on login goes to the admin home', () => {
    expect(roleGuard(signIn('login'), true, true)).toEqual({ kind: 'allow' });
    expect(guardRoute(signIn('login'), context({ hasToken: true, isAdmin: true }))).toEqual({
      kind: 'redirect',
      to: '/admin',
    });
  });
});

describe('sign-in entry rules', () => {
  const withUser = context({ signInUserName: 'budi.santoso' });
  const decide = (name: string, from: string | undefined, ctx = withUser) =>
    guardRoute(signIn(name), { ...ctx, from }).kind;

  it('id-card only from login with a user name entered', () => {
    expect(decide('id-card', 'login')).toBe('allow');
    expect(decide('id-card', 'login', context())).toBe('redirect');
    expect(decide('id-card', 'otp')).toBe('redirect');
    expect(decide('id-card', undefined)).toBe('redirect');
  });

  it('verify-password only from id-card, or from login with a user name', () => {
    expect(decide('login-verify-password', 'id-card')).toBe('allow');
    expect(decide('login-verify-password', 'login')).toBe('allow');
    expect(decide('login-verify-password', 'login', context())).toBe('redirect');
    expect(decide('login-verify-password', 'otp')).toBe('redirect');
  });

  it('otp only from login, verify-password or id-card', () => {
    for (const from of ['login', 'login-verify-password', 'id-card']) {
      expect(decide('otp', from)).toBe('allow');
    }
    expect(decide('otp', 'login-forgot-password')).toBe('redirect');
    expect(decide('otp', undefined)).toBe('redirect');
  });

  it('create-password only from otp or id-card', () => {
    expect(decide('login-create-password', 'otp')).toBe('allow');
    expect(decide('login-create-password', 'id-card')).toBe('allow');
    expect(decide('login-create-password', 'login')).toBe('redirect');
  });

  it('forgot-password only from verify-password; new-password only from forgot-password', () => {
    expect(decide('login-forgot-password', 'login-verify-password')).toBe('allow');
    expect(decide('login-forgot-password', 'login')).toBe('redirect');
    expect(decide('login-new-password', 'login-forgot-password')).toBe('allow');
    expect(decide('login-new-password', 'otp')).toBe('redirect');
  });

  it('a refused entry goes to login, or to the route fallback', () => {
    expect(entryGuard(signIn('otp'), 'x')).toEqual({ kind: 'redirect', to: '/login' });
    expect(entryGuard(route('r', { entryFrom: ['a'], fallback: '/b' }), 'x')).toEqual({
      kind: 'redirect',
      to: '/b',
    });
    expect(entryGuard(route('r'), undefined)).toEqual({ kind: 'allow' });
  });
});

describe('requirements and redirects', () => {
  const payment = route('payment-police', { requires: ['selectedPolicy'] });

  it('a route needing a selected policy goes to Data Polis without one', () => {
    expect(guardRoute(payment, context({ hasToken: true }))).toEqual({
      kind: 'redirect',
      to: '/polis/detail',
    });
    expect(guardRoute(payment, context({ hasToken: true, selectedPolicy: 'UL24000123' }))).toEqual({
      kind: 'allow',
    });
  });

  it('the token guard comes first, then the redirect of a redirect route', () => {
    const dashboard = route('dashboard', { path: '/', redirectTo: '/polis/detail' });
    expect(guardRoute(dashboard, context())).toEqual({ kind: 'redirect', to: '/login' });
    expect(guardRoute(dashboard, context({ hasToken: true }))).toEqual({
      kind: 'redirect',
      to: '/polis/detail',
    });
  });
});

describe('hash rule, layouts and errors', () => {
  it('treats a URL hash starting with # as a route', () => {
    expect(hashRoute('#/polis/detail')).toBe('/polis/detail');
    expect(hashRoute('#klaim')).toBe('/klaim');
    expect(hashRoute('#/')).toBe('/');
    expect(hashRoute('#')).toBeNull();
    expect(hashRoute('')).toBeNull();
  });

  it('layout: the route names one, else default when authenticated, else login', () => {
    expect(layoutFor(route('cms-banner', { layout: 'admin' }), true)).toBe('admin');
    expect(layoutFor(route('detail-polis'), true)).toBe('default');
    expect(layoutFor(route('detail-polis'), false)).toBe('login');
    expect(layoutFor(undefined, false)).toBe('login');
  });

  it("unknown routes: 'Page not found: {path}' with status 404", () => {
    const error = notFoundError('/nope');
    expect(error.message).toBe('Page not found: /nope');
    expect(error.status).toBe(404);
    expect(errorView(error)).toEqual({ status: 404, message: 'Page not found: /nope' });
  });

  it('other errors: status 500 and Internal Server Error by default', () => {
    expect(errorView(new Error('boom'))).toEqual({ status: 500, message: 'Internal Server Error' });
    expect(errorView(new RouteError('Invalid Claim Request!'))).toEqual({
      status: 500,
      message: 'Invalid Claim Request!',
    });
    expect(errorView({ status: 503, statusText: 'Service Unavailable' })).toEqual({
      status: 503,
      message: 'Service Unavailable',
    });
  });
});

describe('password confirmation (change-password, change-recovery-email)', () => {
  const NOW = Date.UTC(2026, 10, 25, 3, 0);
  const table = (name: string) => {
    const found = settingsRoutes.find((r) => r.name === name);
    if (!found) throw new Error(name);
    return found;
  };
  const changePassword = table('change-password');
  const changeEmail = table('change-recovery-email');
  const confirmed = (
    confirmation: PasswordConfirmationState | null,
    extra: Partial<GuardContext> = {},
  ) => context({ hasToken: true, passwordConfirmation: confirmation, now: NOW, ...extra });
  const forPassword = { route: 'change-password', expiresAt: NOW + 60_000 } as const;
  const toSettings = { kind: 'redirect', to: '/settings' };

  it('the two change pages require it; Pengaturan itself does not', () => {
    expect(changePassword.requires).toEqual(['passwordConfirmed']);
    expect(changeEmail.requires).toEqual(['passwordConfirmed']);
    expect(guardRoute(table('settings'), confirmed(null))).toEqual({ kind: 'allow' });
  });

  it('without one (a reload, a direct visit) the page goes to Pengaturan', () => {
    expect(guardRoute(changePassword, confirmed(null))).toEqual(toSettings);
    expect(guardRoute(changeEmail, confirmed(null))).toEqual(toSettings);
    expect(guardRoute(changePassword, context({ hasToken: true }))).toEqual(toSettings);
  });

  it('opens only the route it was given for', () => {
    expect(guardRoute(changePassword, confirmed(forPassword))).toEqual({ kind: 'allow' });
    expect(guardRoute(changeEmail, confirmed(forPassword))).toEqual(toSettings);
    const forEmail = { route: 'change-recovery-email', expiresAt: NOW + 60_000 } as const;
    expect(guardRoute(changeEmail, confirmed(forEmail))).toEqual({ kind: 'allow' });
    expect(guardRoute(changePassword, confirmed(forEmail))).toEqual(toSettings);
  });

  it('opens only before it runs out', () => {
    const at = (expiresAt: number) => confirmed({ route: 'change-password', expiresAt });
    expect(requirementsGuard(changePassword, at(NOW + 1))).toEqual({ kind: 'allow' });
    expect(requirementsGuard(changePassword, at(NOW))).toEqual(toSettings);
    expect(requirementsGuard(changePassword, at(NOW - 1))).toEqual(toSettings);
  });

  it('signed out, login comes first; an admin session goes to its home', () => {
    expect(guardRoute(changePassword, { ...confirmed(forPassword), hasToken: false })).toEqual({
      kind: 'redirect',
      to: '/login',
    });
    expect(guardRoute(changePassword, confirmed(forPassword, { isAdmin: true }))).toEqual({
      kind: 'redirect',
      to: '/admin',
    });
  });

  it("reads the server's expires_at in this device's clock (the Date header's lead)", () => {
    const receivedAt = NOW;
    const expiresAt = new Date(NOW + 5 * 60_000).toISOString();
    // The server's clock runs 10 minutes behind this device's: 5 minutes left all the same.
    const serverDate = new Date(NOW - 10 * 60_000).toUTCString();
    expect(deviceDeadline(expiresAt, serverDate, receivedAt)).toBe(NOW + 15 * 60_000);
    expect(deviceDeadline(expiresAt, null, receivedAt)).toBe(NOW + 5 * 60_000);
    expect(deviceDeadline(expiresAt, 'not a date', receivedAt)).toBe(NOW + 5 * 60_000);
  });
});

describe('spaj-follow-up: an application number in the store or session storage, else login', () => {
  const followUp = portalRoutes.find((r) => r.name === 'spaj-follow-up');
  if (!followUp) throw new Error('spaj-follow-up');

  it('is public and requires the number', () => {
    expect(followUp.public).toBe(true);
    expect(followUp.requires).toEqual(['spajNumber']);
  });

  it('without a number (signed in or not) goes to login', () => {
    const toLogin = { kind: 'redirect', to: '/login' };
    expect(guardRoute(followUp, context())).toEqual(toLogin);
    expect(guardRoute(followUp, context({ spajNumber: null }))).toEqual(toLogin);
    expect(guardRoute(followUp, context({ hasToken: true }))).toEqual(toLogin);
    expect(guardRoute(followUp, context({ spajNumber: '2604173058' }))).toEqual(toLogin);
  });

  it('with the number opens, signed out or signed in as a customer', () => {
    expect(guardRoute(followUp, context({ spajNumber: '260417305882' }))).toEqual({
      kind: 'allow',
    });
    expect(guardRoute(followUp, context({ hasToken: true, spajNumber: '260417305882' }))).toEqual({
      kind: 'allow',
    });
  });

  it('the decision and payment pages need no number (they check the session themselves)', () => {
    for (const name of ['spaj-approved', 'spaj-payment', 'login-spaj', 'login-spaj-polis']) {
      const route = portalRoutes.find((r) => r.name === name);
      expect(route && guardRoute(route, context())).toEqual({ kind: 'allow' });
    }
  });

  it('the SPAJ pages use their layouts: entry login, decision and payment the payment layout', () => {
    const layout = (name: string, authenticated: boolean) =>
      layoutFor(
        portalRoutes.find((r) => r.name === name),
        authenticated,
      );
    expect(layout('login-spaj', true)).toBe('login');
    expect(layout('spaj-approved', false)).toBe('payment');
    expect(layout('spaj-payment', false)).toBe('payment');
    expect(layout('spaj-follow-up', false)).toBe('login');
    expect(layout('spaj-follow-up', true)).toBe('default');
    expect(layout('login-spaj-polis', true)).toBe('default');
  });
});
