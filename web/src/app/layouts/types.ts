import type { ReactNode } from 'react';
import type { PortalRoute } from '../routeTypes';

export interface LayoutProps {
  /** The matched route (absent on the error page of an unknown path). */
  route?: PortalRoute;
  /** The whole route table (the menu shows the routes it has). */
  routes: readonly PortalRoute[];
  children: ReactNode;
}
