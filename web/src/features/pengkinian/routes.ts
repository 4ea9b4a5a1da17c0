import type { PortalRoute } from '../../shared/routeTypes';
import { messages } from './messages';
import { PENGKINIAN_PATH } from './paths';

export const routes: PortalRoute[] = [
  {
    name: 'pengkinian-data',
    path: PENGKINIAN_PATH,
    title: messages.pageTitle,
    requires: ['selectedPolicy'],
    screen: () => import('./PengkinianPage'),
  },
];
