import type { PortalRoute } from '../../shared/routeTypes';
import { titles } from './titles';
import {
  CLAIM_DETAIL_PATH,
  CLAIM_LIST_PATH,
  CLAIM_REQUEST_PATH,
  CLAIM_SUPPORT_DOCS_PATH,
} from './paths';

export const routes: PortalRoute[] = [
  {
    name: 'klaim',
    path: CLAIM_LIST_PATH,
    title: titles.list,
    screen: () => import('./ClaimListPage'),
  },
  {
    // The claim request guard (docs/product.md P2.6): GET /claim/validate/benefit before
    // the form opens; its answer is the form's loader data (app/routeChecks.ts).
    name: 'klaim-pengajuan',
    path: CLAIM_REQUEST_PATH,
    title: titles.request,
    check: 'claimBenefit',
    screen: () => import('./ClaimRequestPage'),
  },
  {
    name: 'klaim-submission-detail',
    path: CLAIM_DETAIL_PATH,
    title: titles.detail,
    screen: () => import('./ClaimDetailPage'),
  },
  {
    name: 'klaim-support-docs',
    path: CLAIM_SUPPORT_DOCS_PATH,
    title: titles.detail,
    screen: () => import('./SupportDocsPage'),
  },
];
