// The admin's banners on a fixed day (BANNER_NOW, 26 November 2026, 10.00 WIB): the demo's
// three live ones in the carousel's order, the scheduled year-end campaign, one switched off
// and one that ended last week; each with its history. Served by handlers.ts.
import type { BannerAdmin, BannerEvent, BannerImage } from '../../../api/generated/model';

export const BANNER_NOW = '2026-11-26T10:00:00+07:00';
export const STAFF = 'admin.portal';
export const OTHER_STAFF = 'dewi.marketing';

export function adminImage(imageId: string, widest: 1280 | 1920 = 1920): BannerImage {
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

const base = {
  version: 1,
  link_url: null,
  active: true,
  created_by: STAFF,
  updated_by: STAFF,
} as const;

export interface DeskBanner {
  banner: BannerAdmin;
  history: BannerEvent[];
}

const created = (at: string): BannerEvent => ({
  action: 'CREATED',
  actor: STAFF,
  at,
  version: 1,
  changes: [],
});

export function demoDesk(): DeskBanner[] {
  return [
    {
      banner: {
        ...base,
        banner_id: 'BNR-000001',
        version: 2,
        title: 'Cek rumah sakit rekanan cashless terdekat',
        alt_text:
          'Ilustrasi gedung rumah sakit dengan tanda palang, ajakan mencari rumah sakit rekanan cashless',
        link_kind: 'ROUTE',
        link_route: 'hospital-partner',
        image: adminImage('RumahSakitRekananAAAAA'),
        start_at: '2026-11-12T00:00:00+07:00',
        end_at: '2027-02-10T23:59:00+07:00',
        sort_order: 1,
        state: 'LIVE',
        created_at: '2026-11-10T10:15:00+07:00',
        updated_at: '2026-11-20T15:40:00+07:00',
        updated_by: OTHER_STAFF,
      },
      history: [
        {
          action: 'UPDATED',
          actor: OTHER_STAFF,
          at: '2026-11-20T15:40:00+07:00',
          version: 2,
          changes: ['title', 'schedule'],
        },
        created('2026-11-10T10:15:00+07:00'),
      ],
    },
    {
      banner: {
        ...base,
        banner_id: 'BNR-000002',
        title: 'Bayar premi praktis dengan QRIS',
        alt_text: 'Ilustrasi kode QR di layar ponsel, ajakan membayar premi dengan QRIS',
        link_kind: 'ROUTE',
        link_route: 'payment-police',
        image: adminImage('BayarPremiQrisBBBBBBBB'),
        start_at: '2026-11-19T00:00:00+07:00',
        end_at: '2027-01-18T23:59:00+07:00',
        sort_order: 2,
        state: 'LIVE',
        created_at: '2026-11-17T10:15:00+07:00',
        updated_at: '2026-11-17T10:15:00+07:00',
      },
      history: [created('2026-11-17T10:15:00+07:00')],
    },
    {
      banner: {
        ...base,
        banner_id: 'BNR-000003',
        title: 'Perbarui data diri Anda',
        alt_text: 'Ilustrasi kartu identitas dengan tanda centang, ajakan memperbarui data nasabah',
        link_kind: 'ROUTE',
        link_route: 'pengkinian-data',
        image: adminImage('PerbaruiDataDiriCCCCCC', 1280),
        start_at: '2026-11-05T00:00:00+07:00',
        end_at: '2027-01-04T23:59:00+07:00',
        sort_order: 3,
        state: 'LIVE',
        created_at: '2026-11-03T10:15:00+07:00',
        updated_at: '2026-11-03T10:15:00+07:00',
      },
      history: [created('2026-11-03T10:15:00+07:00')],
    },
    {
      banner: {
        ...base,
        banner_id: 'BNR-000004',
        title: 'Kampanye akhir tahun: lindungi keluarga',
        alt_text:
          'Ilustrasi kembang api dan bintang, ajakan melihat program perlindungan keluarga akhir tahun',
        link_kind: 'URL',
        link_route: null,
        link_url: 'https://www.sentosaraya.co.id/promo/akhir-tahun',
        image: adminImage('KampanyeAkhirTahunDDDD'),
        start_at: '2026-12-03T00:00:00+07:00',
        end_at: '2027-01-02T23:59:00+07:00',
        sort_order: 4,
        state: 'SCHEDULED',
        created_at: '2026-11-24T10:15:00+07:00',
        updated_at: '2026-11-24T10:15:00+07:00',
      },
      history: [created('2026-11-24T10:15:00+07:00')],
    },
    {
      banner: {
        ...base,
        banner_id: 'BNR-000005',
        version: 2,
        title: 'Webinar kesehatan jantung',
        alt_text: 'Ilustrasi dokter dan grafik detak jantung, ajakan mengikuti webinar kesehatan',
        link_kind: 'NONE',
        link_route: null,
        image: adminImage('WebinarJantungEEEEEEEE', 1280),
        start_at: '2026-11-20T00:00:00+07:00',
        end_at: '2026-12-20T23:59:00+07:00',
        sort_order: 5,
        active: false,
        state: 'INACTIVE',
        created_at: '2026-11-18T09:00:00+07:00',
        updated_at: '2026-11-25T16:05:00+07:00',
      },
      history: [
        {
          action: 'DEACTIVATED',
          actor: STAFF,
          at: '2026-11-25T16:05:00+07:00',
          version: 2,
          changes: [],
        },
        created('2026-11-18T09:00:00+07:00'),
      ],
    },
    {
      banner: {
        ...base,
        banner_id: 'BNR-000006',
        title: 'Promo Hari Pahlawan',
        alt_text: 'Ilustrasi bendera merah putih, ajakan melihat promo Hari Pahlawan',
        link_kind: 'ROUTE',
        link_route: 'klaim',
        image: adminImage('HariPahlawanFFFFFFFFFF'),
        start_at: '2026-11-01T00:00:00+07:00',
        end_at: '2026-11-17T23:59:00+07:00',
        sort_order: 4,
        state: 'ENDED',
        created_at: '2026-10-30T09:00:00+07:00',
        updated_at: '2026-10-30T09:00:00+07:00',
      },
      history: [created('2026-10-30T09:00:00+07:00')],
    },
  ];
}

/** A picture as POST /admin/banner/image answers it. */
export const uploadedImage = adminImage('DiunggahBaruGGGGGGGGGG');
