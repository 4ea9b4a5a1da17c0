// Every text of the staff's desk of personal-data requests (UU 27/2022; Indonesian): the admin
// home's card, the queue, one request and its two actions. The page titles: titles.ts.
import { privacyRequestStatusLabels } from '../../../api/generated/labels/privacyRequestStatus';
import type {
  PrivacyDecideRequestOutcome,
  PrivacyRequestAction,
  PrivacyRequestStatus,
} from '../../../api/generated/model';

/** The queue's tabs: what waits first, then what is answered. */
export const PRIVACY_STATUSES: readonly PrivacyRequestStatus[] = [
  'RECEIVED',
  'ACKNOWLEDGED',
  'COMPLETED',
  'PARTIAL',
  'DECLINED',
];

/** Answered: nothing waits any more. */
export const CLOSED_PRIVACY_STATUSES: readonly PrivacyRequestStatus[] = [
  'COMPLETED',
  'PARTIAL',
  'DECLINED',
];

/** The tabs' names: the contract's words. */
export const privacyStatusNames = privacyRequestStatusLabels;

/** The answer's length, from the contract (PrivacyDecideRequest). */
export const ANSWER_MIN = 20;
export const ANSWER_MAX = 4000;

export const OUTCOMES: readonly PrivacyDecideRequestOutcome[] = [
  'COMPLETED',
  'PARTIAL',
  'DECLINED',
];

export const privacyDeskMessages = {
  desk: {
    title: 'Permintaan Data Pribadi',
    waiting: (n: number) =>
      n === 0
        ? 'Tidak ada permintaan data pribadi yang menunggu ditinjau.'
        : `${n} permintaan data pribadi menunggu ditinjau petugas.`,
    loading: 'Menghitung permintaan yang menunggu…',
    error: 'Jumlah permintaan data pribadi tidak dapat dimuat saat ini.',
    open: 'Lihat antrean permintaan data pribadi',
  },

  queue: {
    intro:
      'Permintaan nasabah untuk memperbaiki, membatasi pemrosesan atau menghapus data pribadinya (UU 27/2022). Tinjau paling lambat 3 × 24 jam sejak diterima dan jawab paling lambat 14 hari; yang paling dekat atau sudah lewat batas waktunya lebih dulu.',
    tabs: 'Status permintaan data pribadi',
    countUnit: 'permintaan',
    caption: (status: string) => `Permintaan berstatus ${status}`,
    count: (n: number) => `${n} permintaan`,
    number: 'Nomor',
    customer: 'Nasabah',
    kind: 'Jenis',
    received: 'Diterima',
    deadline: 'Batas waktu',
    answered: 'Dijawab',
    acknowledgeDue: 'Tinjau paling lambat',
    answerDue: 'Jawab paling lambat',
    overdue: 'Lewat batas waktu',
    overdueCount: (n: number) =>
      n === 0
        ? 'Tidak ada permintaan yang lewat batas waktu.'
        : `${n} permintaan sudah lewat batas waktu. Tangani lebih dulu.`,
    open: 'Periksa',
    openLabel: (number: string, customer: string) => `Periksa permintaan ${number}, ${customer}`,
    loading: 'Memuat antrean permintaan data pribadi…',
    error: 'Antrean permintaan data pribadi tidak dapat dimuat saat ini.',
    empty: {
      RECEIVED: 'Tidak ada permintaan yang menunggu ditinjau.',
      ACKNOWLEDGED: 'Tidak ada permintaan yang sedang ditinjau.',
      COMPLETED: 'Belum ada permintaan yang dilaksanakan.',
      PARTIAL: 'Belum ada permintaan yang dilaksanakan sebagian.',
      DECLINED: 'Belum ada permintaan yang tidak dapat dilaksanakan.',
    } satisfies Record<PrivacyRequestStatus, string>,
    pastLastPage: 'Halaman ini tidak berisi permintaan.',
    pagination: 'Halaman antrean permintaan data pribadi',
  },

  review: {
    back: 'Kembali ke antrean permintaan data pribadi',
    headingPrefix: 'Permintaan Data Pribadi',
    loading: 'Memuat permintaan data pribadi…',
    error: 'Permintaan data pribadi tidak dapat dimuat saat ini.',
    missing: 'Nomor permintaan data pribadi tidak valid.',
    actions: 'Tindakan',
    noActions: 'Permintaan ini sudah dijawab; tidak ada tindakan petugas lagi.',
    received:
      'Mulai tinjau permintaan ini paling lambat 3 × 24 jam sejak diterima; nasabah diberi tahu.',
    acknowledged:
      'Jawab permintaan ini paling lambat 14 hari sejak diterima; jawaban dikirim ke kotak masuk dan email nasabah.',
    overdue: 'Batas waktu langkah berikutnya sudah lewat.',
    request: 'Permintaan',
    number: 'Nomor register',
    kind: 'Jenis',
    description: 'Uraian nasabah',
    submittedAt: 'Diterima',
    acknowledgeDue: 'Tinjau paling lambat',
    acknowledgedAt: 'Mulai ditinjau',
    answerDue: 'Jawab paling lambat',
    answeredAt: 'Dijawab',
    answer: 'Jawaban',
    customer: 'Nasabah',
    name: 'Nama',
    userName: 'Nama pengguna',
    email: 'Email',
    noEmail: 'Tidak tercatat',
    history: 'Riwayat permintaan',
    by: (actor: string) => `oleh ${actor}`,
    late: 'lewat batas waktu',
    conflictReloaded: 'Permintaan dimuat ulang dengan status terbaru.',
  },

  actions: {
    buttons: {
      ACKNOWLEDGE: 'Mulai tinjau',
      DECIDE: 'Jawab',
    } satisfies Record<PrivacyRequestAction, string>,
    acknowledge: {
      title: 'Mulai tinjau permintaan?',
      message: (number: string, customer: string, answerDue: string) =>
        `Permintaan ${number} dari ${customer} mulai ditinjau atas nama Anda. Nasabah diberi tahu bahwa permintaannya sedang ditinjau dan dijawab paling lambat ${answerDue}.`,
      ok: 'Ya, mulai tinjau',
      done: (number: string) => `Permintaan ${number} sedang ditinjau.`,
    },
    decide: {
      title: 'Jawab permintaan',
      outcome: 'Hasil',
      outcomes: {
        COMPLETED: 'Dilaksanakan',
        PARTIAL: 'Dilaksanakan sebagian',
        DECLINED: 'Tidak dapat dilaksanakan',
      } satisfies Record<PrivacyDecideRequestOutcome, string>,
      outcomeHints: {
        COMPLETED: 'Semua yang diminta nasabah sudah dilaksanakan.',
        PARTIAL: 'Sebagian dilaksanakan; jelaskan apa yang tidak dan dasarnya.',
        DECLINED: 'Tidak dilaksanakan; jelaskan alasan dan dasarnya.',
      } satisfies Record<PrivacyDecideRequestOutcome, string>,
      outcomeRequired: 'Pilih hasil permintaan.',
      answer: 'Jawaban untuk nasabah',
      hint: `${ANSWER_MIN} sampai ${ANSWER_MAX} karakter. Dikirim ke kotak masuk dan email nasabah.`,
      eraseHint:
        'Permintaan penghapusan: sebutkan data yang tetap disimpan karena diwajibkan undang-undang, berapa lama, dan dasar hukumnya (misalnya catatan polis dan pembayaran 10 tahun setelah polis berakhir, UU 8/1997 tentang Dokumen Perusahaan).',
      counter: (n: number) => `${n}/${ANSWER_MAX}`,
      required: 'Tulis jawaban untuk nasabah.',
      short: `Jawaban paling sedikit ${ANSWER_MIN} karakter.`,
      long: `Jawaban paling banyak ${ANSWER_MAX} karakter.`,
      submit: 'Kirim jawaban',
      done: (number: string, outcome: string) =>
        `Permintaan ${number} dijawab: ${outcome.toLowerCase()}.`,
    },
  },
} as const;

/** The history's marks: what each step did (the colour is never the only sign). */
export const eventVariants: Record<PrivacyRequestStatus, string> = {
  RECEIVED: 'text-bg-info',
  ACKNOWLEDGED: 'text-bg-primary',
  COMPLETED: 'text-bg-success',
  PARTIAL: 'text-bg-warning',
  DECLINED: 'text-bg-secondary',
};
