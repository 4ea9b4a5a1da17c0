import type { ReactNode } from 'react';
import type { PortalRoute } from '../../shared/routeTypes';

/** What each React Router route carries (router.tsx): its row of the route table. */
export interface RouteHandle {
  route: PortalRoute;
  /** Starts loading the route's screen (idempotent), so it loads beside its layout. */
  preload?: () => void;
}

export interface LayoutProps {
  /** The matched route (absent on the error page of an unknown path). */
  route?: PortalRoute;
  /** The whole route table (the menu shows the routes it has). */
  routes: readonly PortalRoute[];
  children: ReactNode;
}
