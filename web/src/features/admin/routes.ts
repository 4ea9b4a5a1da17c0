import type { PortalRoute } from '../../shared/routeTypes';
import { ADMIN_HOME_PATH } from '../../shared/home';
import { messages } from './messages';

export const routes: PortalRoute[] = [
  {
    name: 'admin-home',
    path: ADMIN_HOME_PATH,
    layout: 'admin',
    role: 'admin',
    title: messages.pageTitle,
    screen: () => import('./AdminHomePage'),
  },
];
