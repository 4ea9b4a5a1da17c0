// The demo customer's Pengkinian Data submissions (budi.santoso, the seed's story): one
// waiting for verification (new address and mobile number), one approved (e-mail) and one
// rejected (address, with the reason). Moments as the API writes them (UTC). Used by the
// tests and stories of the history page.
import type { KycDetail, KycPage, KycSummary } from '../../../../api/generated/model';

export const UL = 'UL24000123';
export const KS = 'KS23000456';

export const PENDING_NO = 'KYC-20261120-7QH2MX';
export const APPROVED_NO = 'KYC-20260203-K4D9PR';
export const REJECTED_NO = 'KYC-20260815-R8T2WN';

export const REJECT_REASON =
  'Kode pos dan kelurahan tidak sesuai dengan bukti domisili. Silakan ajukan kembali.';

export const pendingDetail: KycDetail = {
  registration_number: PENDING_NO,
  policy_number: UL,
  status: 'PENDING',
  status_desc: 'Menunggu Verifikasi',
  submitted_at: '2026-11-20T03:12:40Z',
  decided_at: null,
  sections: ['CurrentAddress', 'data_hp'],
  reason: null,
  changes: [
    {
      section: 'CurrentAddress',
      field: 'address_line',
      label: 'Alamat',
      old_value: 'Jl. Tebet Barat Dalam II No. 14',
      new_value: 'Jl. Margonda Raya No. 88, Blok C',
    },
    {
      section: 'CurrentAddress',
      field: 'village_code',
      label: 'Kelurahan/Desa',
      old_value: 'Tebet Barat',
      new_value: 'Depok',
    },
    {
      section: 'CurrentAddress',
      field: 'postal_code',
      label: 'Kode Pos',
      old_value: '12810',
      new_value: '16431',
    },
    {
      section: 'data_hp',
      field: 'data_hp',
      label: 'Nomor Ponsel',
      old_value: '+6281234567890',
      new_value: '+6281398765432',
    },
  ],
  history: [
    {
      status: 'PENDING',
      status_desc: 'Menunggu Verifikasi',
      at: '2026-11-20T03:12:40Z',
      note: null,
    },
  ],
  has_document: false,
};

export const rejectedDetail: KycDetail = {
  registration_number: REJECTED_NO,
  policy_number: UL,
  status: 'REJECTED',
  status_desc: 'Ditolak',
  submitted_at: '2026-08-15T02:05:00Z',
  decided_at: '2026-08-16T06:40:00Z',
  sections: ['CurrentAddress'],
  reason: REJECT_REASON,
  changes: [
    {
      section: 'CurrentAddress',
      field: 'village_code',
      label: 'Kelurahan/Desa',
      old_value: 'Tebet Barat',
      new_value: 'Depok Jaya',
    },
  ],
  history: [
    {
      status: 'PENDING',
      status_desc: 'Menunggu Verifikasi',
      at: '2026-08-15T02:05:00Z',
      note: null,
    },
    { status: 'REJECTED', status_desc: 'Ditolak', at: '2026-08-16T06:40:00Z', note: REJECT_REASON },
  ],
  has_document: false,
};

export const approvedDetail: KycDetail = {
  registration_number: APPROVED_NO,
  policy_number: UL,
  status: 'APPROVED',
  status_desc: 'Disetujui',
  submitted_at: '2026-02-02T07:45:10Z',
  decided_at: '2026-02-03T09:12:00Z',
  sections: ['Identity', 'data_email'],
  reason: null,
  changes: [
    {
      section: 'data_email',
      field: 'data_email',
      label: 'Email',
      old_value: 'budi.santoso@mail.example',
      new_value: 'budi.santoso@sentosa.example',
    },
    {
      section: 'Identity',
      field: 'marital_status',
      label: 'Status Pernikahan',
      old_value: 'Belum Kawin',
      new_value: 'Kawin',
    },
  ],
  history: [
    {
      status: 'PENDING',
      status_desc: 'Menunggu Verifikasi',
      at: '2026-02-02T07:45:10Z',
      note: null,
    },
    { status: 'APPROVED', status_desc: 'Disetujui', at: '2026-02-03T09:12:00Z', note: null },
  ],
  has_document: true,
};

/** Newest first, as the server answers. */
export const demoDetails: KycDetail[] = [pendingDetail, rejectedDetail, approvedDetail];

export function toSummary(detail: KycDetail): KycSummary {
  const { registration_number, policy_number, status, status_desc, submitted_at } = detail;
  return {
    registration_number,
    policy_number,
    status,
    status_desc,
    submitted_at,
    decided_at: detail.decided_at,
    sections: detail.sections,
  };
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * `count` approved e-mail updates, one a week back from 1 November 2026 (a long history for
 * the pagination), newest first.
 */
export function manyDetails(count: number): KycDetail[] {
  return Array.from({ length: count }, (_, i) => {
    const at = new Date(Date.UTC(2026, 10, 1, 3, 0) - i * 7 * 86_400_000);
    const day = at.toISOString().slice(0, 10).replaceAll('-', '');
    const suffix = `AB${CROCKFORD[Math.floor(i / 32) % 32]}${CROCKFORD[i % 32]}ZZ`;
    return {
      ...approvedDetail,
      registration_number: `KYC-${day}-${suffix}`,
      submitted_at: at.toISOString().replace('.000', ''),
      decided_at: new Date(at.getTime() + 86_400_000).toISOString().replace('.000', ''),
      sections: ['data_email'],
    };
  });
}

/** The page the list answers. */
export function kycPage(details: readonly KycDetail[], page: number, size: number): KycPage {
  return {
    data: details.slice((page - 1) * size, page * size).map(toSummary),
    page,
    size,
    total: details.length,
  };
}
