import type { PortalRoute } from '../../shared/routeTypes';
import { messages } from './messages';

export const routes: PortalRoute[] = [
  {
    name: 'contact-us',
    path: '/contact-us',
    title: messages.pageTitle,
    screen: () => import('./ContactPage'),
  },
];
