// Budi Santoso's privacy page as the tests and stories see it. "Now" is 29 November 2026,
// 10.00 WIB (PRIVACY_NOW). The terms agreed to on 5 January 2026 through the portal; product
// offers by e-mail given, by SMS given then withdrawn, by telephone never asked; the data the
// law makes us keep (the server's words, server/privacy/messages.py); and builders of copies
// and requests in each state.
import { consentKindLabels } from '../../../api/generated/labels/consentKind';
import { privacyExportStatusLabels } from '../../../api/generated/labels/privacyExportStatus';
import { privacyRequestKindLabels } from '../../../api/generated/labels/privacyRequestKind';
import { privacyRequestStatusLabels } from '../../../api/generated/labels/privacyRequestStatus';
import type {
  Consent,
  PrivacyExport,
  PrivacyExportStatus,
  PrivacyOverview,
  PrivacyRequest,
  PrivacyRequestKind,
  PrivacyRequestStatus,
  PrivacyRetention,
} from '../../../api/generated/model';

export const PRIVACY_NOW = '2026-11-29T03:00:00Z';
export const PORTAL = 'Portal TManKu';
export const ADDRESS = '203.0.113.24';
export const USER = 'budi.santoso';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
export const shift = (at: string, ms: number) => new Date(Date.parse(at) + ms).toISOString();

export const retention: PrivacyRetention[] = [
  {
    data: 'Polis, premi, klaim dan transaksi',
    period: '10 tahun setelah polis berakhir',
    basis: 'UU 8/1997 tentang Dokumen Perusahaan',
  },
  {
    data: 'Data identitas dan Pengkinian Data (APU-PPT)',
    period: '5 tahun setelah hubungan usaha berakhir',
    basis: 'POJK 8/2023 tentang Penerapan Program APU, PPT dan PPPSPM di Sektor Jasa Keuangan',
  },
];

export function consents(): Consent[] {
  return [
    {
      consent: 'TERMS',
      consent_desc: consentKindLabels.TERMS,
      required: true,
      granted: true,
      updated_at: '2026-01-05T03:12:00Z',
      history: [
        {
          action: 'GRANTED',
          at: '2026-01-05T03:12:00Z',
          version: '2026.1',
          channel: PORTAL,
          client_address: ADDRESS,
        },
      ],
    },
    {
      consent: 'MARKETING_EMAIL',
      consent_desc: consentKindLabels.MARKETING_EMAIL,
      required: false,
      granted: true,
      updated_at: '2026-01-05T03:12:00Z',
      history: [
        {
          action: 'GRANTED',
          at: '2026-01-05T03:12:00Z',
          version: null,
          channel: 'Formulir SPAJ',
          client_address: null,
        },
      ],
    },
    {
      consent: 'MARKETING_SMS',
      consent_desc: consentKindLabels.MARKETING_SMS,
      required: false,
      granted: false,
      updated_at: '2026-06-14T08:40:00Z',
      history: [
        {
          action: 'WITHDRAWN',
          at: '2026-06-14T08:40:00Z',
          version: null,
          channel: PORTAL,
          client_address: '198.51.100.7',
        },
        {
          action: 'GRANTED',
          at: '2026-01-05T03:12:00Z',
          version: null,
          channel: 'Formulir SPAJ',
          client_address: null,
        },
      ],
    },
    {
      consent: 'MARKETING_PHONE',
      consent_desc: consentKindLabels.MARKETING_PHONE,
      required: false,
      granted: false,
      updated_at: null,
      history: [],
    },
  ];
}

export const fileName = (format: 'PDF' | 'JSON', day = '2026-11-29') =>
  `data-pribadi-${USER}-${day}.${format.toLowerCase()}`;

export const PDF_SIZE = 48_211;
export const JSON_SIZE = 23_090;

/** A copy in `status`, asked for at `requestedAt`. */
export function dataExport(
  exportId: string,
  status: PrivacyExportStatus,
  requestedAt: string = shift(PRIVACY_NOW, -HOUR),
): PrivacyExport {
  const ready = status === 'PREPARING' || status === 'FAILED' ? null : shift(requestedAt, 20_000);
  const day = requestedAt.slice(0, 10);
  return {
    export_id: exportId,
    status,
    status_desc: privacyExportStatusLabels[status],
    requested_at: requestedAt,
    ready_at: ready,
    expires_at: ready && shift(ready, 7 * DAY),
    files:
      status === 'READY'
        ? [
            { format: 'PDF', file_name: fileName('PDF', day), size: PDF_SIZE },
            { format: 'JSON', file_name: fileName('JSON', day), size: JSON_SIZE },
          ]
        : [],
  };
}

export const READY_EXPORT = 'EXP-7KQ2M9XA4B';
export const PREPARING_EXPORT = 'EXP-3HD8P2LQ6N';
export const EXPIRED_EXPORT = 'EXP-9TR4W1ZC8M';
export const FAILED_EXPORT = 'EXP-5BN6Y3KV2J';

/** A request of `kind` in `status`, received at `submittedAt`. */
export function privacyRequest(
  requestNumber: string,
  kind: PrivacyRequestKind,
  status: PrivacyRequestStatus,
  description: string,
  submittedAt: string,
  extra: Partial<PrivacyRequest> = {},
): PrivacyRequest {
  const acknowledged = status === 'RECEIVED' ? null : shift(submittedAt, 5 * HOUR);
  const answered =
    status === 'RECEIVED' || status === 'ACKNOWLEDGED' ? null : shift(submittedAt, 6 * DAY);
  return {
    request_number: requestNumber,
    kind,
    kind_desc: privacyRequestKindLabels[kind],
    description,
    status,
    status_desc: privacyRequestStatusLabels[status],
    submitted_at: submittedAt,
    acknowledge_due_at: shift(submittedAt, 3 * DAY),
    acknowledged_at: acknowledged,
    answer_due_at: shift(submittedAt, 14 * DAY),
    answered_at: answered,
    answer: null,
    overdue: false,
    ...extra,
  };
}

export const CORRECT_TEXT =
  'Tanggal lahir saya tercatat 12-03-1985, seharusnya 21-03-1985 sesuai KTP.';
export const ERASE_TEXT =
  'Mohon hapus nomor telepon rumah lama saya (021-555-0192) dari semua catatan portal.';
export const RESTRICT_TEXT =
  'Mohon jangan gunakan data kesehatan saya untuk analisis pemasaran produk baru.';
export const PARTIAL_ANSWER =
  'Nomor telepon rumah lama Anda sudah kami hapus dari profil dan notifikasi. Catatan pembayaran yang memuat nomor itu tetap kami simpan 10 tahun setelah polis berakhir (UU 8/1997 tentang Dokumen Perusahaan).';

export const ACKNOWLEDGED_REQUEST = 'PDP-2026-000017';
export const ANSWERED_REQUEST = 'PDP-2026-000009';
export const OVERDUE_REQUEST = 'PDP-2026-000021';

/** Being reviewed: the correction of the birth date (answer due 10 December). */
export const acknowledgedRequest = () =>
  privacyRequest(
    ACKNOWLEDGED_REQUEST,
    'CORRECT',
    'ACKNOWLEDGED',
    CORRECT_TEXT,
    '2026-11-26T02:00:00Z',
  );

/** Answered: the old home number erased, the payment records kept by law. */
export const answeredRequest = () =>
  privacyRequest(ANSWERED_REQUEST, 'ERASE', 'PARTIAL', ERASE_TEXT, '2026-10-20T04:00:00Z', {
    answer: PARTIAL_ANSWER,
  });

/** Received four days ago and not yet reviewed: past the 3 × 24 hours. */
export const overdueRequest = () =>
  privacyRequest(OVERDUE_REQUEST, 'RESTRICT', 'RECEIVED', RESTRICT_TEXT, '2026-11-25T01:00:00Z', {
    overdue: true,
  });

/** The page with everything in it: a ready copy, the consents, two requests. */
export function overview(extra: Partial<PrivacyOverview> = {}): PrivacyOverview {
  return {
    consents: consents(),
    exports: [dataExport(READY_EXPORT, 'READY')],
    requests: [acknowledgedRequest(), answeredRequest()],
    retention,
    ...extra,
  };
}

/** Nothing asked yet: no copies, no requests. */
export const emptyOverview = () => overview({ exports: [], requests: [] });
