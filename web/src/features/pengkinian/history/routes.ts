import type { PortalRoute } from '../../../shared/routeTypes';
import { titles } from './titles';
import { KYC_HISTORY_PATH } from './paths';

export const routes: PortalRoute[] = [
  {
    name: 'transaction-history-detail-kyc',
    path: KYC_HISTORY_PATH,
    title: titles.pageTitle,
    requires: ['selectedPolicy'],
    screen: () => import('./KycHistoryPage'),
  },
];
