// What a banner links to and where its pictures come from, shared by the customers' carousel
// (Data Polis) and the admin's banner pages: the portal pages a banner may open (the
// contract's BannerRoute, by route name of docs/product.md P2.2) with their paths
// and Indonesian names, and the `srcset` of a banner's WebP sizes (GET /banner/image/{file},
// public and cached for a year).
import type { BannerImage } from '../api/generated/model/bannerImage';
import type { BannerRoute } from '../api/generated/model/bannerRoute';
import { apiUrl } from '../api/http';

export type BannerRouteName = NonNullable<BannerRoute>;

/** The admin's banner list (route cms-banner), for links from other admin pages. */
export const BANNER_ADMIN_PATH = '/cms/banner';

export interface BannerPage {
  name: BannerRouteName;
  path: string;
  label: string;
}

/** In the order the admin's select lists them. app/bannerLinks.test.ts checks the paths. */
export const BANNER_PAGES: readonly BannerPage[] = [
  { name: 'detail-polis', path: '/polis/detail', label: 'Data Polis' },
  { name: 'payment-police', path: '/polis/payment', label: 'Informasi Pembayaran Premi' },
  { name: 'pengkinian-data', path: '/polis/pengkinian-data', label: 'Pengkinian Data Nasabah' },
  { name: 'klaim', path: '/klaim', label: 'Riwayat Klaim' },
  { name: 'transaction-history', path: '/transaction-history', label: 'Riwayat Transaksi' },
  { name: 'hospital-partner', path: '/hospital-partner', label: 'Rumah Sakit Rekanan' },
  { name: 'contact-us', path: '/contact-us', label: 'Hubungi Kami' },
  { name: 'term-condition', path: '/term-condition', label: 'Syarat dan Ketentuan' },
  { name: 'settings', path: '/settings', label: 'Pengaturan' },
];

export function bannerPage(name: BannerRoute | undefined): BannerPage | undefined {
  return BANNER_PAGES.find((page) => page.name === name);
}

/** The address of one WebP size of a banner picture. */
export function bannerImageUrl(file: string): string {
  return apiUrl(`/banner/image/${encodeURIComponent(file)}`);
}

/** `srcset` of a picture's sizes, smallest first ('…-640.webp 640w, …-1280.webp 1280w'). */
export function bannerSrcSet(image: BannerImage): string {
  return image.variants.map((v) => `${bannerImageUrl(v.file)} ${v.width}w`).join(', ');
}

/** The size a browser without `srcset` support (and the preview) loads: 1280 wide. */
export function bannerFallbackSrc(image: BannerImage): string {
  const variant = image.variants.find((v) => v.width === 1280) ?? image.variants[0];
  return variant ? bannerImageUrl(variant.file) : '';
}
