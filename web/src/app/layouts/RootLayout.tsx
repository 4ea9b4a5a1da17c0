// Chooses the layout of the matched route: the one it names, else default when signed in
// and login when not. Only the login layout is in the first chunk; the others load lazily,
// and the route's screen and its first query start at the same time (not one after the
// other once the layout is there).
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { useAuth } from '../../shared/authStore';
import { layoutFor } from '../guards';
import { setShownRoute } from '../shownRoute';
import { useGuardDecision } from '../useGuardDecision';
import type { LayoutName, PortalRoute } from '../../shared/routeTypes';
import { LoginLayout } from './LoginLayout';
import type { LayoutProps, RouteHandle } from './types';

const DefaultLayout = lazy(() => import('./DefaultLayout'));
const AdminLayout = lazy(() => import('./AdminLayout'));
const PaymentLayout = lazy(() => import('./PaymentLayout'));

const LAYOUTS: Record<LayoutName, ComponentType<LayoutProps>> = {
  login: LoginLayout,
  default: DefaultLayout,
  admin: AdminLayout,
  payment: PaymentLayout,
};

export function RootLayout({ routes }: { routes: readonly PortalRoute[] }) {
  const matches = useMatches();
  const handle = matches
    .map((match) => match.handle as RouteHandle | undefined)
    .filter((h) => h !== undefined)
    .pop();
  const route = handle?.route;
  const { authenticated, isAdmin } = useAuth();
  const client = useQueryClient();
  const allowed = useGuardDecision(route)?.kind === 'allow';
  const { pathname, search } = useLocation();
  // Where the next navigation comes from, for the checks that run before it is committed.
  const shownName = allowed ? route?.name : undefined;
  useEffect(() => {
    setShownRoute(shownName ? { name: shownName, href: `${pathname}${search}` } : null);
    return () => setShownRoute(null);
  }, [shownName, pathname, search]);
  useEffect(() => {
    // Only where the guards let the visitor in (an admin session asks no customer data).
    // Both are idempotent: one shared import, and a fresh query is not fetched again.
    if (!allowed) return;
    handle?.preload?.();
    if (authenticated) route?.prefetch?.(client);
  }, [allowed, handle, route, authenticated, client]);
  const Layout = LAYOUTS[layoutFor(route, authenticated, isAdmin)];
  return (
    <Suspense fallback={<PageLoader />}>
      <Layout route={route} routes={routes}>
        <Outlet />
      </Layout>
    </Suspense>
  );
}
