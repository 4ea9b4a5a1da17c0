// The staff's desk of personal-data requests as the tests and stories see it: six requests,
// at least one in each status. Received: Siti Rahma's erasure past its 3 × 24 hours (overdue,
// first) and Budi Santoso's correction of his birth date; being reviewed: Rina Kartika's
// restriction; answered: Dewi Lestari's correction (Dilaksanakan), Agus Salim's erasure
// (Dilaksanakan sebagian, the payment records kept by law) and Rudi Hartono's erasure of all
// his data while his policy runs (Tidak dapat dilaksanakan). "Now" is 29 November 2026, 10.00
// WIB (DESK_NOW).
import { privacyRequestKindLabels } from '../../../../api/generated/labels/privacyRequestKind';
import { privacyRequestStatusLabels } from '../../../../api/generated/labels/privacyRequestStatus';
import type {
  PrivacyRequestKind,
  PrivacyRequestStatus,
  PrivacyReviewDetail,
} from '../../../../api/generated/model';

export const DESK_NOW = '2026-11-29T03:00:00Z';
export const PRIVACY_STAFF = 'admin.portal';

export const SITI_REQUEST = 'PDP-2026-000024';
export const BUDI_REQUEST = 'PDP-2026-000027';
export const RINA_REQUEST = 'PDP-2026-000019';
export const DEWI_REQUEST = 'PDP-2026-000011';
export const AGUS_REQUEST = 'PDP-2026-000008';
export const RUDI_REQUEST = 'PDP-2026-000005';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const shift = (at: string, ms: number) => new Date(Date.parse(at) + ms).toISOString();

/** The server's words of each step (server/privacy/messages.py EVENT_DESC). */
export const eventNames: Record<PrivacyRequestStatus, string> = {
  RECEIVED: 'Permintaan diterima',
  ACKNOWLEDGED: 'Mulai ditinjau petugas',
  COMPLETED: 'Dijawab: dilaksanakan',
  PARTIAL: 'Dijawab: dilaksanakan sebagian',
  DECLINED: 'Dijawab: tidak dapat dilaksanakan',
};

export const PARTIAL_ANSWER =
  'Nomor telepon rumah lama Anda sudah kami hapus dari profil. Catatan pembayaran yang memuatnya tetap kami simpan 10 tahun setelah polis berakhir (UU 8/1997 tentang Dokumen Perusahaan).';

interface Case {
  number: string;
  kind: PrivacyRequestKind;
  status: PrivacyRequestStatus;
  name: string;
  user: string;
  email: string | null;
  description: string;
  submitted: string;
  answer?: string;
  overdue?: boolean;
}

const cases: Case[] = [
  {
    number: SITI_REQUEST,
    kind: 'ERASE',
    status: 'RECEIVED',
    name: 'Siti Rahma',
    user: 'siti.rahma',
    email: 'siti.rahma@example.com',
    description: 'Mohon hapus foto KTP lama saya yang diunggah waktu Pengkinian Data 2025.',
    submitted: shift(DESK_NOW, -4 * DAY),
    overdue: true,
  },
  {
    number: BUDI_REQUEST,
    kind: 'CORRECT',
    status: 'RECEIVED',
    name: 'Budi Santoso',
    user: 'budi.santoso',
    email: 'budi.santoso@example.com',
    description: 'Tanggal lahir saya tercatat 12-03-1985, seharusnya 21-03-1985 sesuai KTP.',
    submitted: shift(DESK_NOW, -20 * HOUR),
  },
  {
    number: RINA_REQUEST,
    kind: 'RESTRICT',
    status: 'ACKNOWLEDGED',
    name: 'Rina Kartika',
    user: 'rina.kartika',
    email: null,
    description: 'Mohon jangan gunakan data kesehatan saya untuk analisis pemasaran produk baru.',
    submitted: shift(DESK_NOW, -6 * DAY),
  },
  {
    number: DEWI_REQUEST,
    kind: 'CORRECT',
    status: 'COMPLETED',
    name: 'Dewi Lestari',
    user: 'dewi.lestari',
    email: 'dewi.lestari@example.com',
    description: 'Alamat saya sudah pindah ke Jl. Melati 12, Bandung. Mohon diperbarui.',
    submitted: shift(DESK_NOW, -20 * DAY),
    answer: 'Alamat Anda sudah kami perbarui menjadi Jl. Melati 12, Bandung.',
  },
  {
    number: AGUS_REQUEST,
    kind: 'ERASE',
    status: 'PARTIAL',
    name: 'Agus Salim',
    user: 'agus.salim',
    email: 'agus.salim@example.com',
    description: 'Mohon hapus nomor telepon rumah lama saya (021-555-0192) dari semua catatan.',
    submitted: shift(DESK_NOW, -25 * DAY),
    answer: PARTIAL_ANSWER,
  },
  {
    number: RUDI_REQUEST,
    kind: 'ERASE',
    status: 'DECLINED',
    name: 'Rudi Hartono',
    user: 'rudi.hartono',
    email: 'rudi.hartono@example.com',
    description: 'Mohon hapus semua data saya dari portal ini.',
    submitted: shift(DESK_NOW, -40 * DAY),
    answer:
      'Polis Anda masih berjalan, sehingga data polis, premi dan identitas Anda wajib kami simpan (UU 8/1997 dan POJK 8/2023). Data lain akan kami hapus setelah polis berakhir.',
  },
];

const answered = (status: PrivacyRequestStatus) =>
  status === 'COMPLETED' || status === 'PARTIAL' || status === 'DECLINED';

export function detailOf(c: Case): PrivacyReviewDetail {
  const acknowledged = c.status === 'RECEIVED' ? null : shift(c.submitted, 5 * HOUR);
  const answeredAt = answered(c.status) ? shift(c.submitted, 9 * DAY) : null;
  const events: PrivacyReviewDetail['events'] = [
    {
      action: 'RECEIVED',
      action_desc: eventNames.RECEIVED,
      actor: c.user,
      at: c.submitted,
      note: null,
    },
  ];
  if (acknowledged) {
    events.push({
      action: 'ACKNOWLEDGED',
      action_desc: eventNames.ACKNOWLEDGED,
      actor: PRIVACY_STAFF,
      at: acknowledged,
      note: null,
    });
  }
  if (answeredAt) {
    events.push({
      action: c.status,
      action_desc: eventNames[c.status],
      actor: PRIVACY_STAFF,
      at: answeredAt,
      note: c.answer ?? null,
    });
  }
  return {
    request: {
      request_number: c.number,
      kind: c.kind,
      kind_desc: privacyRequestKindLabels[c.kind],
      description: c.description,
      status: c.status,
      status_desc: privacyRequestStatusLabels[c.status],
      submitted_at: c.submitted,
      acknowledge_due_at: shift(c.submitted, 3 * DAY),
      acknowledged_at: acknowledged,
      answer_due_at: shift(c.submitted, 14 * DAY),
      answered_at: answeredAt,
      answer: c.answer ?? null,
      overdue: c.overdue ?? false,
    },
    customer_name: c.name,
    user_name: c.user,
    email: c.email,
    events,
    allowed_actions:
      c.status === 'RECEIVED' ? ['ACKNOWLEDGE'] : c.status === 'ACKNOWLEDGED' ? ['DECIDE'] : [],
  };
}

export const demoPrivacyRequests: readonly PrivacyReviewDetail[] = cases.map(detailOf);
