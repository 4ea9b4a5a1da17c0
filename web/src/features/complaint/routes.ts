import type { PortalRoute } from '../../shared/routeTypes';
import { titles } from './titles';
import { COMPLAINT_DETAIL_PATH, COMPLAINT_FORM_PATH, COMPLAINT_LIST_PATH } from './paths';

export const routes: PortalRoute[] = [
  {
    name: 'pengaduan',
    path: COMPLAINT_LIST_PATH,
    title: titles.list,
    screen: () => import('./ComplaintListPage'),
  },
  {
    name: 'pengaduan-baru',
    path: COMPLAINT_FORM_PATH,
    title: titles.form,
    screen: () => import('./ComplaintFormPage'),
  },
  {
    name: 'pengaduan-detail',
    path: COMPLAINT_DETAIL_PATH,
    title: titles.detail,
    screen: () => import('./ComplaintDetailPage'),
  },
];
