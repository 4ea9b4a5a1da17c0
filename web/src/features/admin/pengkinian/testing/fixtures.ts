// The staff review queue as the demo seeds it and a few more: Budi Santoso's address and
// mobile number change (waiting, no document), Siti Rahma's new identity card (waiting, with
// a photo of the card and a NIK warning she confirmed), Andi Wijaya's passport scan (waiting,
// a PDF), and one approved and one rejected. "Now" is 24 November 2026, 13.40 WIB.
import type { KycReviewDetail, KycReviewItem } from '../../../../api/generated/model';

/** The moment the tests and stories take as now. */
export const REVIEW_NOW = '2026-11-24T06:40:00Z';

export const BUDI_NO = 'KYC-20261120-7QH2MX';
export const SITI_NO = 'KYC-20261123-S1T2RA';
export const ANDI_NO = 'KYC-20261124-A4D1WJ';
export const APPROVED_NO = 'KYC-20260203-K4D9PR';
export const REJECTED_NO = 'KYC-20260815-R8T2WN';

export const REJECT_REASON =
  'Kode pos dan kelurahan tidak sesuai dengan bukti domisili. Silakan ajukan kembali.';

/** A small PNG picture of an identity card (what the document call answers for Siti). */
export const ID_CARD_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAUAAAADICAIAAAAWZq/8AAACgklEQVR42u3bMQ2AMBCG0TqpI/QwM7NgozMO8ICEOmDHAAlje7mXPAVNv+nPlbrsQFDFE4CAAQEDAgYBAwIGBAwIGAQMCBgQMAgYEDAgYEDAIGBAwICAAQGDgAEBAwIGAQMCBgQMCBgEDAgYEDAgYBAwIGBAwJAw4Ls/QCACBgEDAgYEDAIGBAwIGBAwCBgQMCBgELCAQcCAgAEBg4D/tfNKxadBwAIGAQsYAQtYwAhYwCBgAYOABYyABSxgBCxgELCAQcAjA163Az4JWMAIWMACRsACFjACFjACFrCAEbCAzUiYkQQMAhYwCFjACFjAIGABg4AFjIAFLGAELGAQsIBBwAJGwAL2bxCwgEHAAkbAAnZOiHNCAQsYAQsYAQtYwAhYwAJGwAIWMAI2I4GABYyABQwCFjAIWMAIWMACRsACBgELGAQsYAQsYAEjYAGDgAUMAhYwAhYwCNg5Ic4JBSxgBCxgASNgAQsYAQsYAQtYwAhYwGYkzEgCBgELGAQsYAQsYBCwgEHAAkbAAhYwAhYwCFjAIGABI2ABg4AFDAIWMAIWsHNCnBMKWMAIWMAIWMACRsACFjACFrCAEbAZCQQsYAQsYBCwgEHAAkbAAhYwAhYwCFjAIGABI2ABCxgBCxgELGAQsIARsIBBwM4JcU4oYAEjYAELGAELWMAIWMAIWMACRsACNiNhRhIwCFjACFjAAiZzwICAAQGDgAEBAwIGBAwCBgQMCBgELGAQMCBgQMAgYEDAgIABAYOAAQEDAgYBCxgEDAgYEDAIGBAwIGBAwCBgQMCAgEHAgIABAQMCBgEDAgYEDAgYBAwIGBAwCBgQMCBgQMAgYGDOgIGIBAyBvUckbRydg2JXAAAAAElFTkSuQmCC';

export function idCardPng(): ArrayBuffer {
  return Uint8Array.from(atob(ID_CARD_PNG_BASE64), (c) => c.charCodeAt(0)).buffer;
}

/** A one-page PDF (Andi's passport scan). */
export const PASSPORT_PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

const submitted = (at: string) => ({
  status: 'PENDING' as const,
  status_desc: 'Menunggu Verifikasi',
  at,
  actor: 'nasabah',
  note: null,
});

export const budi: KycReviewDetail = {
  registration_number: BUDI_NO,
  client_number: 'C000123456',
  customer_name: 'Budi Santoso',
  policy_number: 'UL24000123',
  status: 'PENDING',
  status_desc: 'Menunggu Verifikasi',
  submitted_at: '2026-11-20T03:12:40Z',
  decided_at: null,
  sections: ['CurrentAddress', 'data_hp'],
  has_document: false,
  has_warnings: false,
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
  warnings: [],
  reason: null,
  history: [submitted('2026-11-20T03:12:40Z')],
};

export const siti: KycReviewDetail = {
  registration_number: SITI_NO,
  client_number: 'C000234567',
  customer_name: 'Siti Rahma',
  policy_number: 'KS24000811',
  status: 'PENDING',
  status_desc: 'Menunggu Verifikasi',
  submitted_at: '2026-11-23T01:05:00Z',
  decided_at: null,
  sections: ['Identity', 'IdCarddAddress'],
  has_document: true,
  has_warnings: true,
  changes: [
    {
      section: 'Identity',
      field: 'id_number',
      label: 'NIK',
      old_value: '3273016406900002',
      new_value: '3273016406900012',
    },
    {
      section: 'IdCarddAddress',
      field: 'address_line',
      label: 'Alamat',
      old_value: 'Jl. Dago No. 12',
      new_value: 'Jl. Cihampelas No. 150',
    },
  ],
  warnings: [
    {
      code: 'NIK_BIRTH_DATE_MISMATCH',
      field: 'Identity.id_number',
      message:
        'Tanggal lahir pada NIK (24-06-1990) berbeda dengan tanggal lahir yang diisi (25-06-1990). Pastikan keduanya sesuai KTP.',
    },
  ],
  reason: null,
  history: [submitted('2026-11-23T01:05:00Z')],
};

export const andi: KycReviewDetail = {
  registration_number: ANDI_NO,
  client_number: 'C000345678',
  customer_name: 'Andi Wijaya',
  policy_number: 'TL19000342',
  status: 'PENDING',
  status_desc: 'Menunggu Verifikasi',
  submitted_at: '2026-11-24T05:55:00Z',
  decided_at: null,
  sections: ['Identity'],
  has_document: true,
  has_warnings: false,
  changes: [
    {
      section: 'Identity',
      field: 'id_type',
      label: 'Jenis Identitas',
      old_value: 'KTP',
      new_value: 'Paspor',
    },
  ],
  warnings: [],
  reason: null,
  history: [submitted('2026-11-24T05:55:00Z')],
};

export const approved: KycReviewDetail = {
  ...budi,
  registration_number: APPROVED_NO,
  status: 'APPROVED',
  status_desc: 'Disetujui',
  submitted_at: '2026-02-02T07:45:10Z',
  decided_at: '2026-02-03T09:12:00Z',
  sections: ['data_email'],
  changes: [
    {
      section: 'data_email',
      field: 'data_email',
      label: 'Email',
      old_value: 'budi.santoso@mail.example',
      new_value: 'budi.santoso@sentosa.example',
    },
  ],
  history: [
    submitted('2026-02-02T07:45:10Z'),
    {
      status: 'APPROVED',
      status_desc: 'Disetujui',
      at: '2026-02-03T09:12:00Z',
      actor: 'admin.portal',
      note: null,
    },
  ],
};

export const rejected: KycReviewDetail = {
  ...budi,
  registration_number: REJECTED_NO,
  status: 'REJECTED',
  status_desc: 'Ditolak',
  submitted_at: '2026-08-15T02:05:00Z',
  decided_at: '2026-08-16T06:40:00Z',
  sections: ['CurrentAddress'],
  changes: [budi.changes[1]!],
  reason: REJECT_REASON,
  history: [
    submitted('2026-08-15T02:05:00Z'),
    {
      status: 'REJECTED',
      status_desc: 'Ditolak',
      at: '2026-08-16T06:40:00Z',
      actor: 'admin.portal',
      note: REJECT_REASON,
    },
  ],
};

export const demoReviews: KycReviewDetail[] = [budi, siti, andi, approved, rejected];

export function toItem(detail: KycReviewDetail): KycReviewItem {
  const { changes: _c, warnings: _w, reason: _r, history: _h, ...item } = detail;
  return item;
}
