// The carousel's banners as GET /banner/list answers them: the demo's three (a portal page
// each) and a campaign that opens the insurer's site. Their pictures are served by
// bannerHandlers.ts.
import type { Banner, BannerImage } from '../../../api/generated/model';

export function bannerImage(imageId: string, widest: 1280 | 1920 = 1920): BannerImage {
  const widths = widest === 1920 ? ([640, 1280, 1920] as const) : ([640, 1280] as const);
  const height = { 640: 213, 1280: 427, 1920: 640 } as const;
  return {
    image_id: imageId,
    width: widest,
    height: widest === 1920 ? 640 : 427,
    variants: widths.map((width) => ({
      file: `${imageId}-${width}.webp`,
      width,
      height: height[width],
    })),
  };
}

export const hospitalBanner: Banner = {
  banner_id: 'BNR-000001',
  version: 1,
  title: 'Cek rumah sakit rekanan cashless terdekat',
  alt_text:
    'Ilustrasi gedung rumah sakit dengan tanda palang, ajakan mencari rumah sakit rekanan cashless',
  link_kind: 'ROUTE',
  link_route: 'hospital-partner',
  link_url: null,
  image: bannerImage('RumahSakitRekananAAAAA'),
};

export const qrisBanner: Banner = {
  banner_id: 'BNR-000002',
  version: 2,
  title: 'Bayar premi praktis dengan QRIS',
  alt_text: 'Ilustrasi kode QR di layar ponsel, ajakan membayar premi dengan QRIS',
  link_kind: 'ROUTE',
  link_route: 'payment-police',
  link_url: null,
  image: bannerImage('BayarPremiQrisBBBBBBBB'),
};

export const dataBanner: Banner = {
  banner_id: 'BNR-000003',
  version: 1,
  title: 'Perbarui data diri Anda',
  alt_text: 'Ilustrasi kartu identitas dengan tanda centang, ajakan memperbarui data nasabah',
  link_kind: 'ROUTE',
  link_route: 'pengkinian-data',
  link_url: null,
  image: bannerImage('PerbaruiDataDiriCCCCCC', 1280),
};

export const campaignBanner: Banner = {
  banner_id: 'BNR-000004',
  version: 1,
  title: 'Kampanye akhir tahun: lindungi keluarga',
  alt_text:
    'Ilustrasi kembang api dan bintang, ajakan melihat program perlindungan keluarga akhir tahun',
  link_kind: 'URL',
  link_route: null,
  link_url: 'https://www.sentosaraya.co.id/promo/akhir-tahun',
  image: bannerImage('KampanyeAkhirTahunDDDD'),
};

export const demoBanners: Banner[] = [hospitalBanner, qrisBanner, dataBanner];
