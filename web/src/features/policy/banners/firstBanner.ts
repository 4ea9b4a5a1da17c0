// The carousel's first picture is Data Polis's largest paint on a phone. Without help the
// browser finds it only once the carousel has rendered (the screen's chunk, the banner
// list's answer, the carousel's chunk, then the picture); the route's prefetch calls
// preloadFirstBanner as soon as the banner list answers, so that the picture loads while
// the rest arrives. The preload asks for exactly what the carousel's <img> will ask (the
// same srcset and sizes, no crossorigin), so the browser uses the one download for both.
import type { Banner } from '../../../api/generated/model/banner';
import { bannerSrcSet } from '../../../shared/bannerLinks';
import { isHidden, readBannerPrefs, type BannerPrefs } from './bannerPrefs';

/** How wide a banner picture is drawn: the content column beside the menu on a desktop. */
export const BANNER_SIZES = '(min-width: 992px) calc(100vw - 22rem), 100vw';

/** The banner the carousel shows first: the first one not hidden on this device. */
export function firstShownBanner(
  banners: readonly Banner[],
  prefs: BannerPrefs = readBannerPrefs(),
): Banner | undefined {
  return banners.find((banner) => !isHidden(prefs, banner));
}

/**
 * Adds `<link rel="preload" as="image">` for the first banner shown, once per picture, at
 * high priority (the carousel's first <img> asks at high priority too). None when every
 * banner is hidden.
 */
export function preloadFirstBanner(banners: readonly Banner[]): void {
  const banner = firstShownBanner(banners);
  if (!banner || banner.image.variants.length === 0) return;
  const srcset = bannerSrcSet(banner.image);
  const links = document.head.querySelectorAll('link[rel="preload"][as="image"]');
  if ([...links].some((link) => link.getAttribute('imagesrcset') === srcset)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.setAttribute('imagesrcset', srcset);
  link.setAttribute('imagesizes', BANNER_SIZES);
  link.setAttribute('fetchpriority', 'high');
  document.head.appendChild(link);
}
