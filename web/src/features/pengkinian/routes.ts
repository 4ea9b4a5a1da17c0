import type { PortalRoute } from '../../shared/routeTypes';
import { titles } from './titles';
import { PENGKINIAN_PATH } from './paths';

export const routes: PortalRoute[] = [
  {
    name: 'pengkinian-data',
    path: PENGKINIAN_PATH,
    title: titles.pageTitle,
    requires: ['selectedPolicy'],
    screen: () => import('./PengkinianPage'),
  },
];
