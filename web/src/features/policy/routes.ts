import type { PortalRoute } from '../../shared/routeTypes';
import { titles } from './titles';

export const routes: PortalRoute[] = [
  { name: 'dashboard', path: '/', redirectTo: '/polis/detail' },
  { name: 'list-polis', path: '/polis', redirectTo: '/polis/detail' },
  {
    name: 'detail-polis',
    path: '/polis/detail',
    title: titles.pageTitle,
    screen: () => import('./DataPolisPage'),
    // Loaded beside the screen's chunk: the policy and banner operations stay out of the
    // first download, which every page carries.
    prefetch: (client) =>
      void import('./prefetch').then(({ prefetchDataPolis }) => prefetchDataPolis(client)),
  },
];
