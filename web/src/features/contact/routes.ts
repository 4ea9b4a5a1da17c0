import type { PortalRoute } from '../../app/routeTypes';
import { messages } from './messages';

export const routes: PortalRoute[] = [
  {
    name: 'contact-us',
    path: '/contact-us',
    title: messages.pageTitle,
    screen: () => import('./ContactPage'),
  },
];
