import type { PortalRoute } from '../../shared/routeTypes';
import { titles } from './titles';
import { prefetchDataPolis } from './prefetch';

export const routes: PortalRoute[] = [
  { name: 'dashboard', path: '/', redirectTo: '/polis/detail' },
  { name: 'list-polis', path: '/polis', redirectTo: '/polis/detail' },
  {
    name: 'detail-polis',
    path: '/polis/detail',
    title: titles.pageTitle,
    screen: () => import('./DataPolisPage'),
    prefetch: (client) => void prefetchDataPolis(client),
  },
];
