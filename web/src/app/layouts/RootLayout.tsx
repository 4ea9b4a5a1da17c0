// Chooses the layout of the matched route: the one it names, else default when signed in
// and login when not. Only the login layout is in the first chunk; the others load lazily.
import { lazy, Suspense, type ComponentType } from 'react';
import { Outlet, useMatches } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { useAuth } from '../../shared/authStore';
import { layoutFor } from '../guards';
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
  const route = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.route)
    .filter((r) => r !== undefined)
    .pop();
  const { authenticated, isAdmin } = useAuth();
  const Layout = LAYOUTS[layoutFor(route, authenticated, isAdmin)];
  return (
    <Suspense fallback={<PageLoader />}>
      <Layout route={route} routes={routes}>
        <Outlet />
      </Layout>
    </Suspense>
  );
}
