// The carousel's place on Data Polis: the banners shown now (GET /banner/list, started by the
// route's prefetch beside the policies), the carousel itself loaded as a chunk of its own
// once there are any. While they load, a box of the carousel's own size (3:1 and the caption
// row) holds the place, so nothing moves when it appears. No banners, or no answer: nothing
// at all, and no popup (the page works without them).
import { lazy, Suspense } from 'react';
import { useListBanners } from '../../../api/generated/endpoints/banner/banner';
import { BANNER_LIST_REQUEST } from './bannerQuery';
// The carousel's styles too (Bootstrap's carousel): in Data Polis's stylesheet, loaded with
// the page, rather than a stylesheet of the carousel's chunk that the browser would apply
// to the whole document once more while the page loads (issue 28).
import './carousel.scss';
import './banners.css';

const BannerCarousel = lazy(() => import('./BannerCarousel'));

export function BannerPlaceholder() {
  return (
    <div className="banner-carousel banner-carousel--placeholder" aria-hidden="true">
      <div className="banner-slide__frame placeholder-glow">
        <span className="placeholder banner-carousel__placeholder" />
      </div>
      <div className="banner-slide__caption" />
    </div>
  );
}

export function BannerSlot() {
  const query = useListBanners({ request: BANNER_LIST_REQUEST });
  if (query.isError) return null;
  if (query.data?.status !== 200) return <BannerPlaceholder />;
  const banners = query.data.data.data;
  if (banners.length === 0) return null;
  return (
    <Suspense fallback={<BannerPlaceholder />}>
      <BannerCarousel banners={banners} />
    </Suspense>
  );
}
