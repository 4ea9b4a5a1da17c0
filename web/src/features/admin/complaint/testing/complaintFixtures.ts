// The staff's complaint desk for tests and stories: complaints in every state the desk shows,
// around REVIEW_NOW (Friday 27 November 2026, 10.00 WIB). Being handled: one three working
// days past its deadline, one due today, one with two days left, one extended (its reason), one
// just received with an attachment of each kind; answered: two; closed: one. The working days
// are the server's (Monday to Friday; no holiday in these weeks).
import type {
  ComplaintDetail,
  ComplaintEvent,
  ComplaintReviewDetail,
  ComplaintStatus,
} from '../../../../api/generated/model';
import { complaintStatusLabels } from '../../../../api/generated/labels/complaintStatus';

export const REVIEW_NOW = '2026-11-27T03:00:00Z';
export const REVIEW_TODAY = '2026-11-27';
export const STAFF = 'siti.rahma';

export const LATE_NO = 'ADU-2026-000101';
export const TODAY_NO = 'ADU-2026-000115';
export const SOON_NO = 'ADU-2026-000119';
export const EXTENDED_NO = 'ADU-2026-000108';
export const FRESH_NO = 'ADU-2026-000131';
export const ANSWERED_NO = 'ADU-2026-000094';
export const ANSWERED_2_NO = 'ADU-2026-000090';
export const CLOSED_NO = 'ADU-2026-000071';

export const EXTENSION_REASON =
  'Kami menunggu keterangan dari rumah sakit tentang tagihan rawat inap.';
export const ANSWER_TEXT =
  'Premi yang terdebet dua kali sudah kami kembalikan ke rekening Bapak pada 25 November 2026.';

export const event = (
  action: ComplaintEvent['action'],
  at: string,
  actor: string,
  note: string | null = null,
): ComplaintEvent => ({
  action,
  action_desc: {
    RECEIVED: 'Pengaduan diterima',
    EXTENDED: 'Batas waktu diperpanjang',
    ANSWERED: 'Pengaduan dijawab',
    CLOSED: 'Pengaduan ditutup',
  }[action],
  actor,
  at,
  note,
});

/** Monday to Friday: the working day `n` days after `from` ('2026-11-20', 5 → '2026-11-27'). */
export function addWorkingDays(from: string, n: number): string {
  const day = new Date(`${from}T00:00:00Z`);
  let left = n;
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) left -= 1;
  }
  return day.toISOString().slice(0, 10);
}

/** Working days from today to `due` (today not counted; negative once past). */
export function workingDaysLeft(today: string, due: string): number {
  if (due === today) return 0;
  const sign = due > today ? 1 : -1;
  let count = 0;
  let day = today;
  while (day !== due) {
    day = sign > 0 ? addWorkingDays(day, 1) : previousWorkingDay(day);
    count += 1;
    if ((sign > 0 && day > due) || (sign < 0 && day < due)) break;
  }
  return sign * count;
}

function previousWorkingDay(from: string): string {
  const day = new Date(`${from}T00:00:00Z`);
  do day.setUTCDate(day.getUTCDate() - 1);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6);
  return day.toISOString().slice(0, 10);
}

interface Case {
  number: string;
  customer: [name: string, user: string, email: string | null, mobile: string | null];
  category: ComplaintDetail['category'];
  subject: string;
  description: string;
  policy: string | null;
  status: ComplaintStatus;
  /** The day it came in (WIB) and the hour (UTC). */
  received: string;
  extended?: boolean;
  answer?: string;
  documents?: ComplaintDetail['documents'];
  events?: ComplaintEvent[];
}

const CATEGORY: Record<ComplaintDetail['category'], string> = {
  CLAIM: 'Klaim',
  PREMIUM_PAYMENT: 'Pembayaran premi',
  POLICY_SERVICE: 'Layanan polis',
  INVESTMENT: 'Investasi unit link',
  AGENT: 'Agen atau tenaga pemasar',
  PORTAL: 'Portal TManKu',
  OTHER: 'Lainnya',
};

function complaint(c: Case): ComplaintReviewDetail {
  const at = `${c.received}T02:30:00Z`;
  const days = c.extended ? 10 : 5;
  const due = addWorkingDays(c.received, days);
  const open = c.status === 'RECEIVED';
  const events = [event('RECEIVED', at, 'budi.santoso'), ...(c.events ?? [])];
  return {
    complaint: {
      complaint_number: c.number,
      category: c.category,
      category_desc: CATEGORY[c.category],
      subject: c.subject,
      description: c.description,
      policy_number: c.policy,
      status: c.status,
      status_desc: complaintStatusLabels[c.status],
      submitted_at: at,
      deadline: {
        due_date: due,
        working_days: days,
        extended: Boolean(c.extended),
        extension_reason: c.extended ? EXTENSION_REASON : null,
        overdue: open && due < REVIEW_TODAY,
      },
      answer: c.answer ?? null,
      answered_at: events.find((e) => e.action === 'ANSWERED')?.at ?? null,
      closed_at: events.find((e) => e.action === 'CLOSED')?.at ?? null,
      documents: c.documents ?? [],
      timeline: events,
    },
    customer_name: c.customer[0],
    user_name: c.customer[1],
    email: c.customer[2],
    mobile_number: c.customer[3],
    working_days_left: open ? workingDaysLeft(REVIEW_TODAY, due) : null,
    allowed_actions: open
      ? c.extended
        ? ['ANSWER']
        : ['ANSWER', 'EXTEND']
      : c.status === 'ANSWERED'
        ? ['CLOSE']
        : [],
  };
}

const BUDI: Case['customer'] = [
  'Budi Santoso',
  'budi.santoso',
  'budi.santoso@example.com',
  '+6281234567890',
];
const DEWI: Case['customer'] = ['Dewi Lestari', 'dewi.lestari', 'dewi.lestari@example.com', null];
const RINA: Case['customer'] = ['Rina Wijaya', 'rina.w', null, '+6281298765432'];

export const demoComplaints: readonly ComplaintReviewDetail[] = [
  complaint({
    number: LATE_NO,
    customer: DEWI,
    category: 'PORTAL',
    subject: 'Tidak bisa mengunduh e-polis',
    description: 'Setiap kali saya menekan Unduh pada Dokumen Polis, halaman menampilkan galat.',
    policy: null,
    status: 'RECEIVED',
    received: '2026-11-16',
  }),
  complaint({
    number: TODAY_NO,
    customer: RINA,
    category: 'AGENT',
    subject: 'Agen sulit dihubungi',
    description: 'Agen saya tidak pernah membalas pesan sejak polis terbit tiga bulan lalu.',
    policy: 'UL24000777',
    status: 'RECEIVED',
    received: '2026-11-20',
  }),
  complaint({
    number: SOON_NO,
    customer: BUDI,
    category: 'PREMIUM_PAYMENT',
    subject: 'Premi terdebet dua kali',
    description: 'Premi bulan November terdebet dua kali dari rekening saya pada 18 November 2026.',
    policy: 'UL24000123',
    status: 'RECEIVED',
    received: '2026-11-24',
  }),
  complaint({
    number: EXTENDED_NO,
    customer: BUDI,
    category: 'CLAIM',
    subject: 'Klaim rawat inap ditolak tanpa alasan jelas',
    description:
      'Klaim rawat inap saya ditolak dengan alasan pengecualian, padahal diagnosis saya tidak termasuk pengecualian polis.',
    policy: 'KS23000456',
    status: 'RECEIVED',
    received: '2026-11-18',
    extended: true,
    events: [event('EXTENDED', '2026-11-24T04:00:00Z', STAFF, EXTENSION_REASON)],
  }),
  complaint({
    number: FRESH_NO,
    customer: BUDI,
    category: 'CLAIM',
    subject: 'Klaim rawat inap belum diproses',
    description:
      'Klaim rawat inap saya KLM-2026-001204 sudah 20 hari kerja belum ada kabar, padahal semua dokumen sudah lengkap.\nMohon segera diproses.',
    policy: 'KS23000456',
    status: 'RECEIVED',
    received: REVIEW_TODAY,
    documents: [
      {
        document_id: 'Yb2kR7wQx9LmP0sTn4Vc8A',
        file_name: 'surat-penolakan-klaim.pdf',
        content_type: 'application/pdf',
        size: 182044,
      },
      {
        document_id: 'Zc3lS8xRy0MnQ1tUo5Wd9B',
        file_name: 'foto-kuitansi.png',
        content_type: 'image/png',
        size: 96211,
      },
    ],
  }),
  complaint({
    number: ANSWERED_NO,
    customer: BUDI,
    category: 'PREMIUM_PAYMENT',
    subject: 'Premi Oktober belum tercatat',
    description: 'Premi Oktober sudah saya bayar lewat virtual account tetapi belum tercatat.',
    policy: 'UL24000123',
    status: 'ANSWERED',
    received: '2026-11-10',
    answer: ANSWER_TEXT,
    events: [event('ANSWERED', '2026-11-13T07:00:00Z', STAFF)],
  }),
  complaint({
    number: ANSWERED_2_NO,
    customer: DEWI,
    category: 'OTHER',
    subject: 'Surat tagihan salah alamat',
    description: 'Surat tagihan premi dikirim ke alamat lama saya.',
    policy: null,
    status: 'ANSWERED',
    received: '2026-11-05',
    answer: 'Alamat surat-menyurat Ibu sudah kami perbarui sesuai Pengkinian Data terakhir.',
    events: [event('ANSWERED', '2026-11-06T07:00:00Z', 'andi.pratama')],
  }),
  complaint({
    number: CLOSED_NO,
    customer: RINA,
    category: 'INVESTMENT',
    subject: 'Nilai unit tidak diperbarui',
    description: 'Nilai unit dana saya tidak berubah selama seminggu.',
    policy: 'UL24000777',
    status: 'CLOSED',
    received: '2026-10-19',
    answer: 'Harga unit sempat tertunda karena hari libur bursa; kini sudah diperbarui.',
    events: [
      event('ANSWERED', '2026-10-21T07:00:00Z', STAFF),
      event('CLOSED', '2026-10-28T07:00:00Z', STAFF, 'Nasabah menyatakan puas lewat telepon.'),
    ],
  }),
];
