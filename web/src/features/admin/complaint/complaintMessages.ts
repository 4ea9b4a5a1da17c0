// Every text of the staff's complaint desk (Indonesian): the admin home's card, the queue, one
// complaint and its three actions. The page titles: ../titles.ts.
import type { ComplaintAction, ComplaintStatus } from '../../../api/generated/model';

/** The queue's tabs: what is being handled first, then answered, then closed. */
export const COMPLAINT_STATUSES: readonly ComplaintStatus[] = ['RECEIVED', 'ANSWERED', 'CLOSED'];

/** The tab names (the contract's words for the statuses). */
export const complaintStatusNames: Record<ComplaintStatus, string> = {
  RECEIVED: 'Sedang ditangani',
  ANSWERED: 'Dijawab',
  CLOSED: 'Selesai',
};

/** What a deadline leaves, in working days (today not counted): the contract's number. */
export function daysLeftText(days: number): string {
  if (days > 0) return `Sisa ${days} hari kerja`;
  if (days === 0) return 'Batas hari ini';
  return `Lewat ${-days} hari kerja`;
}

export const complaintMessages = {
  desk: {
    title: 'Pengaduan Nasabah',
    waiting: (n: number) =>
      n === 0
        ? 'Tidak ada pengaduan yang menunggu jawaban.'
        : `${n} pengaduan menunggu jawaban petugas.`,
    loading: 'Menghitung pengaduan yang menunggu…',
    error: 'Jumlah pengaduan tidak dapat dimuat saat ini.',
    open: 'Lihat antrean pengaduan',
  },

  queue: {
    intro:
      'Pengaduan nasabah menurut POJK 22/2023: dijawab tertulis paling lambat 5 hari kerja sejak diterima, atau 10 hari kerja bila diperpanjang sekali dengan alasan. Yang paling dekat batas waktunya, atau sudah lewat, lebih dulu.',
    tabs: 'Status pengaduan',
    countUnit: 'pengaduan',
    caption: (status: string) => `Pengaduan berstatus ${status}`,
    count: (n: number) => `${n} pengaduan`,
    overdue: (n: number) =>
      n === 1
        ? '1 pengaduan lewat batas waktu dan belum dijawab.'
        : `${n} pengaduan lewat batas waktu dan belum dijawab.`,
    noneOverdue: 'Tidak ada pengaduan yang lewat batas waktu.',
    number: 'Nomor',
    customer: 'Nasabah',
    category: 'Pokok',
    subject: 'Judul',
    received: 'Diterima',
    deadline: 'Batas waktu',
    policy: (number: string) => `Polis ${number}`,
    noPolicy: 'Tanpa polis',
    extended: 'Diperpanjang',
    late: 'Lewat batas waktu',
    open: 'Periksa',
    openLabel: (number: string, customer: string) => `Periksa pengaduan ${number}, ${customer}`,
    loading: 'Memuat antrean pengaduan…',
    error: 'Antrean pengaduan tidak dapat dimuat saat ini.',
    empty: {
      RECEIVED: 'Tidak ada pengaduan yang sedang ditangani.',
      ANSWERED: 'Tidak ada pengaduan yang menunggu ditutup.',
      CLOSED: 'Belum ada pengaduan yang selesai.',
    } satisfies Record<ComplaintStatus, string>,
    pastLastPage: 'Halaman ini tidak berisi pengaduan.',
    pagination: 'Halaman antrean pengaduan',
  },

  review: {
    back: 'Kembali ke antrean pengaduan',
    headingPrefix: 'Pengaduan',
    loading: 'Memuat pengaduan…',
    error: 'Pengaduan tidak dapat dimuat saat ini.',
    missing: 'Nomor pengaduan tidak valid.',
    actions: 'Tindakan',
    noActions: 'Pengaduan ini sudah selesai; tidak ada tindakan petugas lagi.',
    receivedNote:
      'Jawab pengaduan secara tertulis; jawaban dikirim ke kotak masuk dan email nasabah. Bila perlu waktu lebih, perpanjang batas waktunya sekali dengan alasan.',
    extendedNote:
      'Jawab pengaduan secara tertulis; jawaban dikirim ke kotak masuk dan email nasabah. Batas waktunya sudah diperpanjang dan tidak dapat diperpanjang lagi.',
    answeredNote:
      'Pengaduan sudah dijawab. Tutup setelah nasabah tidak menanggapi lagi atau menyatakan puas.',
    customer: 'Pengirim',
    name: 'Nama',
    userName: 'Nama pengguna',
    email: 'Email',
    mobile: 'Ponsel',
    none: '–',
    complaint: 'Pengaduan',
    category: 'Pokok pengaduan',
    policy: 'Polis',
    noPolicy: 'Tidak terkait polis tertentu',
    subject: 'Judul',
    description: 'Uraian',
    submitted: 'Diterima',
    deadline: 'Batas waktu jawaban',
    deadlineValue: (date: string, days: number) => `${date} (${days} hari kerja)`,
    extension: 'Perpanjangan',
    notExtended: 'Belum diperpanjang',
    extensionReason: (reason: string) => `Diperpanjang: ${reason}`,
    answer: 'Jawaban',
    answeredAt: (at: string) => `Dijawab ${at}`,
    attachments: 'Lampiran',
    noAttachments: 'Tanpa lampiran.',
    history: 'Riwayat pengaduan',
    by: (actor: string) => `oleh ${actor}`,
    conflictReloaded: 'Pengaduan dimuat ulang dengan status terbaru.',
  },

  actions: {
    buttons: {
      ANSWER: 'Jawab',
      EXTEND: 'Perpanjang batas waktu',
      CLOSE: 'Tutup',
    } satisfies Record<ComplaintAction, string>,
    answer: {
      title: 'Jawab pengaduan',
      intro:
        'Jawaban dikirim kepada nasabah lewat kotak masuk dan email, atas nama perusahaan, dan dicatat atas nama Anda.',
      label: 'Jawaban untuk nasabah',
      hint: (min: number, max: number) => `${min} sampai ${max} karakter.`,
      required: 'Tulis jawaban untuk nasabah.',
      short: (min: number) => `Jawaban paling sedikit ${min} karakter.`,
      long: (max: number) => `Jawaban paling banyak ${max} karakter.`,
      submit: 'Kirim jawaban',
      done: (number: string) => `Jawaban pengaduan ${number} terkirim kepada nasabah.`,
    },
    extend: {
      title: 'Perpanjang batas waktu',
      intro: (date: string) =>
        `Batas waktu menjadi 10 hari kerja sejak pengaduan diterima, hanya sekali (POJK 22/2023). Batas saat ini ${date}. Alasannya disampaikan kepada nasabah.`,
      label: 'Alasan perpanjangan',
      hint: (min: number, max: number) => `${min} sampai ${max} karakter, satu paragraf.`,
      required: 'Isi alasan perpanjangan.',
      short: (min: number) => `Alasan perpanjangan paling sedikit ${min} karakter.`,
      long: (max: number) => `Alasan perpanjangan paling banyak ${max} karakter.`,
      chars: 'Tulis alasan dalam satu paragraf, tanpa baris baru, tab atau karakter kontrol lain.',
      submit: 'Perpanjang',
      done: (number: string, date: string) =>
        `Batas waktu pengaduan ${number} diperpanjang sampai ${date}.`,
    },
    close: {
      title: 'Tutup pengaduan',
      intro:
        'Pengaduan yang sudah dijawab ditutup. Catatan ini hanya untuk petugas, tidak dikirim kepada nasabah.',
      label: 'Catatan internal (boleh kosong)',
      hint: (max: number) => `Paling banyak ${max} karakter, satu paragraf.`,
      long: (max: number) => `Catatan paling banyak ${max} karakter.`,
      chars: 'Tulis catatan dalam satu paragraf, tanpa baris baru, tab atau karakter kontrol lain.',
      submit: 'Tutup pengaduan',
      done: (number: string) => `Pengaduan ${number} ditutup.`,
    },
  },
} as const;
