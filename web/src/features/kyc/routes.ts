import type { PortalRoute } from '../../shared/routeTypes';
import { messages } from './messages';
import { KYC_HISTORY_PATH } from './paths';

export const routes: PortalRoute[] = [
  {
    name: 'transaction-history-detail-kyc',
    path: KYC_HISTORY_PATH,
    title: messages.pageTitle,
    requires: ['selectedPolicy'],
    screen: () => import('./KycHistoryPage'),
  },
];
