import type { PortalRoute } from '../../shared/routeTypes';
import { titles } from './titles';
import { HOSPITAL_DETAIL_PATH, HOSPITAL_LIST_PATH } from './paths';

export const routes: PortalRoute[] = [
  {
    name: 'hospital-partner',
    path: HOSPITAL_LIST_PATH,
    title: titles.pageTitle,
    screen: () => import('./HospitalListPage'),
  },
  {
    // Needs a selected partner (the address's `?id=` or the one chosen in this tab); the
    // page sends a visit without one back to the list (selection.ts).
    name: 'hospital-partner-detail',
    path: HOSPITAL_DETAIL_PATH,
    title: titles.detailTitle,
    screen: () => import('./HospitalDetailPage'),
  },
];
