import type { PortalRoute } from '../../shared/routeTypes';
import { messages } from './messages';

export const routes: PortalRoute[] = [
  {
    name: 'term-condition',
    path: '/term-condition',
    title: messages.pageTitle,
    screen: () => import('./TermsPage'),
  },
];
