// MSW handlers of the carousel: GET /banner/list answering `banners` (the demo's three by
// default) and GET /banner/image/{file} answering a picture drawn for each banner, without
// words like the demo's (a file of no banner here is left to the next handler). No
// artificial delay.
import { http, HttpResponse } from 'msw';
import type { Banner } from '../../../api/generated/model';
import { bannerPictureResponse } from '../../../test/bannerPicture';
import { demoBanners } from './bannerFixtures';

export function bannerHandlers(banners: readonly Banner[] = demoBanners) {
  return [
    // Not */admin/banner/list (the admin's list, answered by its own handlers).
    http.get(/(?<!\/admin)\/banner\/list$/, () => HttpResponse.json({ data: banners })),
    http.get('*/banner/image/:file', ({ params }) => {
      const file = String(params.file);
      const index = banners.findIndex((b) => b.image.variants.some((v) => v.file === file));
      const banner = banners[index];
      const variant = banner?.image.variants.find((v) => v.file === file);
      if (!banner || !variant) return undefined; // another handler's picture (the admin's)
      return bannerPictureResponse(variant.width, index);
    }),
  ];
}
