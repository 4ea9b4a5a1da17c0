import { getListPoliciesQueryOptions } from '../../api/generated/endpoints/policy/policy';
import type { PortalRoute } from '../../shared/routeTypes';
import { messages } from './messages';

export const routes: PortalRoute[] = [
  { name: 'dashboard', path: '/', redirectTo: '/polis/detail' },
  { name: 'list-polis', path: '/polis', redirectTo: '/polis/detail' },
  {
    name: 'detail-polis',
    path: '/polis/detail',
    title: messages.pageTitle,
    screen: () => import('./DataPolisPage'),
    // The page starts from the policy list (useListPolicies, same query key).
    prefetch: (client) => void client.prefetchQuery(getListPoliciesQueryOptions()),
  },
];
