// React Router built from the route table: every route renders through GuardedRoute (the
// guards of guards.ts) and its screen is loaded lazily (its own chunk), started by the root
// layout beside the layout's own chunk rather than after it. A route with a check that asks
// the server (routeChecks.ts) runs it as its loader, before the navigation is committed.
// Unknown paths
// raise 'Page not found: {path}' (404); errors render the error page inside the layout.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import type { PortalRoute } from '../shared/routeTypes';
import { hashRoute, notFoundError } from './guards';
import { RootLayout } from './layouts/RootLayout';
import { RouteErrorPage } from './layouts/RouteErrorPage';
import type { RouteHandle } from './layouts/types';
import { runRouteCheck } from './routeChecks';
import { useGuardDecision } from './useGuardDecision';

type Screen = LazyExoticComponent<ComponentType>;
type ScreenModule = { default: ComponentType };

/** A lazy screen and a function that starts loading it (both share one import). */
function lazyScreen(load: () => Promise<ScreenModule>): { screen: Screen; preload: () => void } {
  let loading: Promise<ScreenModule> | undefined;
  const start = () => (loading ??= load());
  return { screen: lazy(start), preload: () => void start() };
}

export function GuardedRoute({
  route,
  screen: Screen,
}: {
  route: PortalRoute;
  screen?: Screen | ComponentType;
}) {
  const decision = useGuardDecision(route);
  if (decision?.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (!Screen) return <Navigate to="/" replace />;
  return (
    <Suspense fallback={<PageLoader />}>
      <Screen />
    </Suspense>
  );
}

export function buildRouteObjects(routes: readonly PortalRoute[]): RouteObject[] {
  const children: RouteObject[] = routes.map((route) => {
    const { screen, preload } = route.eager
      ? { screen: route.eager }
      : route.screen
        ? lazyScreen(route.screen)
        : {};
    return {
      path: route.path,
      handle: { route, preload } satisfies RouteHandle,
      loader: route.check
        ? ({ request }) =>
            runRouteCheck(route, { url: new URL(request.url), signal: request.signal, preload })
        : undefined,
      element: <GuardedRoute route={route} screen={screen} />,
    };
  });
  children.push({
    path: '*',
    loader: ({ request }) => {
      throw notFoundError(new URL(request.url).pathname);
    },
    element: null,
  });
  return [
    {
      id: 'root',
      element: <RootLayout routes={routes} />,
      errorElement: <RouteErrorPage bare />,
      hydrateFallbackElement: <PageLoader />,
      children: [{ errorElement: <RouteErrorPage />, children }],
    },
  ];
}

/** The `#` rule: '/#/polis/detail' opens /polis/detail, now and on later hash changes. */
export function applyHashRule(navigate: (to: string) => void): () => void {
  const follow = () => {
    const target = hashRoute(window.location.hash);
    if (target) navigate(target);
  };
  window.addEventListener('hashchange', follow);
  return () => window.removeEventListener('hashchange', follow);
}

export function createPortalRouter(routes: readonly PortalRoute[]) {
  // A hash present at start becomes the path before the router reads the location.
  const initial = hashRoute(window.location.hash);
  if (initial) window.history.replaceState(null, '', initial);
  return createBrowserRouter(buildRouteObjects(routes));
}
