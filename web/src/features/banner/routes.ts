// The banner pages of the admin layout (docs/product.md P2.3: cms-banner, cms-banner-add,
// cms-banner-edit), for an admin session only.
import type { PortalRoute } from '../../shared/routeTypes';
import { BANNER_ADD_PATH, BANNER_EDIT_ROUTE_PATH, BANNER_LIST_PATH } from './paths';
import { titles } from './titles';

export const routes: PortalRoute[] = [
  {
    name: 'cms-banner',
    path: BANNER_LIST_PATH,
    layout: 'admin',
    role: 'admin',
    title: titles.listTitle,
    screen: () => import('./BannerListPage'),
  },
  {
    name: 'cms-banner-add',
    path: BANNER_ADD_PATH,
    layout: 'admin',
    role: 'admin',
    title: titles.addTitle,
    screen: () => import('./BannerAddPage'),
  },
  {
    name: 'cms-banner-edit',
    path: BANNER_EDIT_ROUTE_PATH,
    layout: 'admin',
    role: 'admin',
    title: titles.editTitle,
    screen: () => import('./BannerEditPage'),
  },
];
