import type { PortalRoute } from '../../shared/routeTypes';
import { titles } from './titles';

export const routes: PortalRoute[] = [
  {
    name: 'term-condition',
    path: '/term-condition',
    title: titles.pageTitle,
    screen: () => import('./TermsPage'),
  },
];
