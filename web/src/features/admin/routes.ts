import type { PortalRoute } from '../../shared/routeTypes';
import { titles } from './titles';
import { ADMIN_HOME_PATH } from '../../shared/home';
import {
  CLAIM_QUEUE_PATH,
  CLAIM_REVIEW_PATH,
  KYC_QUEUE_PATH,
  KYC_REVIEW_PATH,
  SPAJ_QUEUE_PATH,
  SPAJ_REVIEW_PATH,
} from './paths';

export const routes: PortalRoute[] = [
  {
    name: 'admin-home',
    path: ADMIN_HOME_PATH,
    layout: 'admin',
    role: 'admin',
    title: titles.pageTitle,
    screen: () => import('./AdminHomePage'),
  },
  {
    name: 'admin-kyc',
    path: KYC_QUEUE_PATH,
    layout: 'admin',
    role: 'admin',
    title: titles.queueTitle,
    screen: () => import('./KycQueuePage'),
  },
  {
    name: 'admin-kyc-detail',
    path: KYC_REVIEW_PATH,
    layout: 'admin',
    role: 'admin',
    title: titles.reviewTitle,
    screen: () => import('./KycReviewPage'),
  },
  {
    name: 'admin-claim',
    path: CLAIM_QUEUE_PATH,
    layout: 'admin',
    role: 'admin',
    title: titles.claimQueueTitle,
    screen: () => import('./ClaimQueuePage'),
  },
  {
    name: 'admin-claim-detail',
    path: CLAIM_REVIEW_PATH,
    layout: 'admin',
    role: 'admin',
    title: titles.claimReviewTitle,
    screen: () => import('./ClaimReviewPage'),
  },
  {
    name: 'admin-spaj',
    path: SPAJ_QUEUE_PATH,
    layout: 'admin',
    role: 'admin',
    title: titles.spajQueueTitle,
    screen: () => import('./SpajQueuePage'),
  },
  {
    name: 'admin-spaj-detail',
    path: SPAJ_REVIEW_PATH,
    layout: 'admin',
    role: 'admin',
    title: titles.spajReviewTitle,
    screen: () => import('./SpajReviewPage'),
  },
];
