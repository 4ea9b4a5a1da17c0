// The demo customer's complaints (Budi Santoso, as in the contract's examples), one in each
// state the pages show: just received, extended, past its deadline, answered, closed. Dates
// around DEMO_NOW (Friday 27 November 2026, WIB); the deadlines are the server's working days
// (Monday to Friday, no holiday in these weeks).
import type { ComplaintDetail, ComplaintSummary } from '../../../api/generated/model';

export const DEMO_NOW = '2026-11-27T02:10:00Z';
export const UNIT_LINK = 'UL24000123';
export const HEALTH = 'KS23000456';

export const RECEIVED_NO = 'ADU-2026-000131';
export const EXTENDED_NO = 'ADU-2026-000127';
export const OVERDUE_NO = 'ADU-2026-000120';
export const ANSWERED_NO = 'ADU-2026-000112';
export const CLOSED_NO = 'ADU-2026-000098';
export const NEW_NO = 'ADU-2026-000140';

export const EXTENSION_REASON =
  'Kami menunggu keterangan dari rumah sakit tentang tagihan rawat inap.';
export const ANSWER =
  'Klaim Bapak sudah kami setujui pada 2 Desember 2026 dan dana ditransfer dalam 3 hari kerja ke rekening yang terdaftar.';

const received = (at: string) => ({
  action: 'RECEIVED' as const,
  action_desc: 'Pengaduan diterima',
  actor: 'Nasabah',
  at,
  note: null,
});

const deadline = (due_date: string, extra: Partial<ComplaintDetail['deadline']> = {}) => ({
  due_date,
  working_days: 5 as const,
  extended: false,
  extension_reason: null,
  overdue: false,
  ...extra,
});

export const complaints: readonly ComplaintDetail[] = [
  {
    complaint_number: RECEIVED_NO,
    category: 'CLAIM',
    category_desc: 'Klaim',
    subject: 'Klaim rawat inap belum diproses',
    description:
      'Klaim rawat inap saya KLM-2026-001204 sudah 20 hari kerja belum ada kabar, padahal semua dokumen sudah lengkap.\nMohon segera diproses.',
    policy_number: HEALTH,
    status: 'RECEIVED',
    status_desc: 'Sedang ditangani',
    submitted_at: DEMO_NOW,
    deadline: deadline('2026-12-04'),
    answer: null,
    answered_at: null,
    closed_at: null,
    documents: [
      {
        document_id: 'Yb2kR7wQx9LmP0sTn4Vc8A',
        file_name: 'kuitansi-rs.pdf',
        content_type: 'application/pdf',
        size: 182044,
      },
    ],
    timeline: [received(DEMO_NOW)],
  },
  {
    complaint_number: EXTENDED_NO,
    category: 'PREMIUM_PAYMENT',
    category_desc: 'Pembayaran premi',
    subject: 'Premi terdebet dua kali',
    description:
      'Premi bulan November terdebet dua kali dari rekening saya pada tanggal 18 November 2026.',
    policy_number: UNIT_LINK,
    status: 'RECEIVED',
    status_desc: 'Sedang ditangani',
    submitted_at: '2026-11-20T04:30:00Z',
    deadline: deadline('2026-12-04', {
      working_days: 10,
      extended: true,
      extension_reason: EXTENSION_REASON,
    }),
    answer: null,
    answered_at: null,
    closed_at: null,
    documents: [],
    timeline: [
      received('2026-11-20T04:30:00Z'),
      {
        action: 'EXTENDED',
        action_desc: 'Batas waktu diperpanjang',
        actor: 'Petugas',
        at: '2026-11-25T08:00:00Z',
        note: EXTENSION_REASON,
      },
    ],
  },
  {
    complaint_number: OVERDUE_NO,
    category: 'PORTAL',
    category_desc: 'Portal TManKu',
    subject: 'Tidak bisa mengunduh e-polis',
    description: 'Setiap kali saya menekan Unduh pada Dokumen Polis, halaman menampilkan galat.',
    policy_number: null,
    status: 'RECEIVED',
    status_desc: 'Sedang ditangani',
    submitted_at: '2026-11-13T03:00:00Z',
    deadline: deadline('2026-11-20', { overdue: true }),
    answer: null,
    answered_at: null,
    closed_at: null,
    documents: [],
    timeline: [received('2026-11-13T03:00:00Z')],
  },
  {
    complaint_number: ANSWERED_NO,
    category: 'CLAIM',
    category_desc: 'Klaim',
    subject: 'Pembayaran klaim rawat jalan terlambat',
    description: 'Klaim rawat jalan saya sudah disetujui tetapi dananya belum masuk ke rekening.',
    policy_number: HEALTH,
    status: 'ANSWERED',
    status_desc: 'Dijawab',
    submitted_at: '2026-11-09T02:00:00Z',
    deadline: deadline('2026-11-16'),
    answer: ANSWER,
    answered_at: '2026-11-12T07:15:00Z',
    closed_at: null,
    documents: [],
    timeline: [
      received('2026-11-09T02:00:00Z'),
      {
        action: 'ANSWERED',
        action_desc: 'Pengaduan dijawab',
        actor: 'Petugas',
        at: '2026-11-12T07:15:00Z',
        note: null,
      },
    ],
  },
  {
    complaint_number: CLOSED_NO,
    category: 'AGENT',
    category_desc: 'Agen atau tenaga pemasar',
    subject: 'Agen tidak menjelaskan biaya asuransi',
    description:
      'Agen tidak menjelaskan biaya asuransi dan biaya akuisisi saat saya membeli polis.',
    policy_number: UNIT_LINK,
    status: 'CLOSED',
    status_desc: 'Selesai',
    submitted_at: '2026-10-05T02:00:00Z',
    deadline: deadline('2026-10-12'),
    answer:
      'Kami sudah menegur agen yang bersangkutan dan mengirimkan ringkasan biaya polis Bapak lewat email.',
    answered_at: '2026-10-09T03:00:00Z',
    closed_at: '2026-10-16T03:00:00Z',
    documents: [],
    timeline: [
      received('2026-10-05T02:00:00Z'),
      {
        action: 'ANSWERED',
        action_desc: 'Pengaduan dijawab',
        actor: 'Petugas',
        at: '2026-10-09T03:00:00Z',
        note: null,
      },
      {
        action: 'CLOSED',
        action_desc: 'Pengaduan ditutup',
        actor: 'Petugas',
        at: '2026-10-16T03:00:00Z',
        note: null,
      },
    ],
  },
];

export const complaintByNumber = (number: string) =>
  complaints.find((c) => c.complaint_number === number)!;

/** A list row of a complaint (ComplaintSummary). */
export function summaryOf(c: ComplaintDetail): ComplaintSummary {
  return {
    complaint_number: c.complaint_number,
    category: c.category,
    category_desc: c.category_desc,
    subject: c.subject,
    policy_number: c.policy_number,
    status: c.status,
    status_desc: c.status_desc,
    submitted_at: c.submitted_at,
    deadline: c.deadline,
  };
}

/** `count` answered complaints, one a day back from DEMO_NOW (pages of the list). */
export function manyComplaints(count: number): ComplaintDetail[] {
  const base = complaintByNumber(ANSWERED_NO);
  return Array.from({ length: count }, (_, i) => {
    const at = new Date(Date.parse(DEMO_NOW) - (i + 1) * 86_400_000).toISOString();
    return {
      ...base,
      complaint_number: `ADU-2026-${String(90 - i).padStart(6, '0')}`,
      subject: `Pengaduan nomor ${i + 1}`,
      submitted_at: at,
      timeline: [received(at)],
    };
  });
}
