import type { PortalRoute } from '../../shared/routeTypes';
import { titles } from './titles';

export const routes: PortalRoute[] = [
  {
    name: 'transaction-history',
    path: '/transaction-history',
    title: titles.pageTitle,
    requires: ['selectedPolicy'],
    screen: () => import('./TransactionHistoryPage'),
  },
];
