import { BANNER_ADMIN_PATH } from '../../shared/bannerLinks';

export const BANNER_LIST_PATH = BANNER_ADMIN_PATH;
export const BANNER_ADD_PATH = `${BANNER_ADMIN_PATH}/add`;
export const BANNER_EDIT_ROUTE_PATH = `${BANNER_ADMIN_PATH}/:bannerId/edit`;

export const bannerEditPath = (bannerId: string) =>
  `${BANNER_ADMIN_PATH}/${encodeURIComponent(bannerId)}/edit`;
