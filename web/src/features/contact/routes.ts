import type { PortalRoute } from '../../shared/routeTypes';
import { titles } from './titles';

export const routes: PortalRoute[] = [
  {
    name: 'contact-us',
    path: '/contact-us',
    title: titles.pageTitle,
    screen: () => import('./ContactPage'),
  },
];
