import type { PortalRoute } from '../../shared/routeTypes';
import { ADMIN_HOME_PATH } from '../../shared/home';
import { kycMessages } from './kycMessages';
import { messages } from './messages';
import { KYC_QUEUE_PATH, KYC_REVIEW_PATH } from './paths';

export const routes: PortalRoute[] = [
  {
    name: 'admin-home',
    path: ADMIN_HOME_PATH,
    layout: 'admin',
    role: 'admin',
    title: messages.pageTitle,
    screen: () => import('./AdminHomePage'),
  },
  {
    name: 'admin-kyc',
    path: KYC_QUEUE_PATH,
    layout: 'admin',
    role: 'admin',
    title: kycMessages.queueTitle,
    screen: () => import('./KycQueuePage'),
  },
  {
    name: 'admin-kyc-detail',
    path: KYC_REVIEW_PATH,
    layout: 'admin',
    role: 'admin',
    title: kycMessages.reviewTitle,
    screen: () => import('./KycReviewPage'),
  },
];
