import type { PortalRoute } from '../../shared/routeTypes';
import { messages } from './messages';

export const routes: PortalRoute[] = [
  {
    name: 'transaction-history',
    path: '/transaction-history',
    title: messages.pageTitle,
    requires: ['selectedPolicy'],
    screen: () => import('./TransactionHistoryPage'),
  },
];
