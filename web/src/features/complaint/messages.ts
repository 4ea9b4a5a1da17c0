// Texts of Pengaduan Saya, the complaint form and one complaint (Indonesian). The category
// and status names are the contract's labels (generated): the filter and the form need them
// before any answer.
import { complaintCategoryLabels } from '../../api/generated/labels/complaintCategory';
import { complaintStatusLabels } from '../../api/generated/labels/complaintStatus';
import { titles } from './titles';

export const categoryLabels = complaintCategoryLabels;
export const statusLabels = complaintStatusLabels;

export const messages = {
  titles,
  list: {
    intro:
      'Sampaikan keluhan atas layanan kami. Setiap pengaduan mendapat nomor register dan kami jawab tertulis paling lambat 5 hari kerja.',
    start: 'Ajukan Pengaduan',
    heading: 'Daftar pengaduan',
    count: (n: number) => `${n} pengaduan`,
    loading: 'Memuat pengaduan…',
    error: 'Daftar pengaduan tidak dapat dimuat saat ini.',
    filter: 'Status',
    allStatuses: 'Semua status',
    filterEmpty: (status: string) => `Tidak ada pengaduan berstatus ${status}.`,
    showAll: 'Tampilkan semua pengaduan',
    pastLastPage: 'Halaman ini sudah tidak ada.',
    pagination: 'Halaman daftar pengaduan',
    empty: 'Belum ada pengaduan.',
    emptyHint:
      'Ada yang tidak sesuai dengan layanan kami? Sampaikan pengaduan Anda, kami menjawabnya tertulis lewat Notifikasi dan email.',
    open: (number: string, status: string) => `Pengaduan ${number}, ${status}`,
    submitted: 'Diajukan',
    due: 'Batas jawaban',
    answered: 'Dijawab',
    closed: 'Selesai',
    extended: 'Diperpanjang',
    overdue: 'Lewat batas waktu',
    policy: (number: string) => `Polis ${number}`,
  },
  form: {
    intro:
      'Ceritakan keluhan Anda selengkapnya. Kami mengirim tanda terima dengan nomor register dan menjawab tertulis paling lambat 5 hari kerja.',
    label: 'Formulir pengaduan',
    category: 'Pokok pengaduan',
    categoryPlaceholder: 'Pilih pokok pengaduan',
    policy: 'Polis',
    policyNone: 'Tidak terkait polis tertentu',
    policyOption: (product: string, number: string) => `${product} · ${number}`,
    policyLoading: 'Memuat polis Anda…',
    policyError:
      'Daftar polis tidak dapat dimuat. Anda tetap dapat mengajukan pengaduan tanpa polis.',
    subject: 'Judul',
    subjectHint: (min: number, max: number) => `Ringkas, ${min} sampai ${max} karakter.`,
    description: 'Uraian',
    descriptionHint: (min: number, max: number) =>
      `Apa yang terjadi, kapan, dan apa yang Anda harapkan. ${min} sampai ${max} karakter.`,
    counter: (n: number, max: number) => `${n}/${max}`,
    attachments: 'Lampiran (bila ada)',
    attachmentsHint:
      'Foto atau pindaian yang mendukung pengaduan: surat, kuitansi, tangkapan layar.',
    attachmentsTitle: 'lampiran pengaduan',
    cancel: 'Batal',
    submit: 'Kirim Pengaduan',
    sending: 'Mengirim…',
    fix: 'Periksa kembali isian yang ditandai.',
    waitUploads: 'Tunggu sampai semua lampiran selesai diunggah.',
    network: 'Pengaduan belum terkirim karena koneksi terputus. Coba kirim lagi.',
    rules: {
      category: 'Pilih pokok pengaduan.',
      subjectRequired: 'Isi judul pengaduan.',
      subjectShort: (min: number) => `Judul paling sedikit ${min} karakter.`,
      subjectLong: (max: number) => `Judul paling banyak ${max} karakter.`,
      subjectChars: 'Judul tidak boleh memuat tanda < > { }.',
      descriptionRequired: 'Isi uraian pengaduan.',
      descriptionShort: (min: number) => `Uraian paling sedikit ${min} karakter.`,
      descriptionLong: (max: number) => `Uraian paling banyak ${max} karakter.`,
    },
    leave: {
      title: 'Tinggalkan formulir pengaduan?',
      message: 'Isian dan lampiran yang belum dikirim akan hilang.',
      ok: 'Tinggalkan',
      cancel: 'Tetap di sini',
    },
  },
  upload: {
    totalFull: (max: string) => `Total lampiran satu pengaduan paling besar ${max}.`,
    tooMany: (max: number) => `Paling banyak ${max} lampiran untuk satu pengaduan.`,
  },
  detail: {
    back: 'Kembali ke Pengaduan Saya',
    loading: 'Memuat pengaduan…',
    error: 'Pengaduan tidak dapat dimuat saat ini.',
    received: 'Pengaduan Anda kami terima',
    registerNumber: 'Nomor register',
    promise: (date: string, days: number) =>
      `Kami menjawab paling lambat ${date} (${days} hari kerja).`,
    receiptSent: 'Tanda terima juga kami kirim ke Notifikasi dan email Anda.',
    extendedNote: (date: string) =>
      `Batas waktu jawaban diperpanjang menjadi ${date} (10 hari kerja).`,
    extensionReason: 'Alasan perpanjangan',
    overdue: (date: string) =>
      `Mohon maaf, jawaban kami melewati batas waktu ${date}. Petugas kami tetap menyelesaikan pengaduan Anda dan jawabannya akan dikirim ke Notifikasi dan email Anda.`,
    status: 'Status',
    category: 'Pokok pengaduan',
    policy: 'Polis',
    noPolicy: 'Tidak terkait polis tertentu',
    submitted: 'Diajukan',
    deadline: 'Batas waktu jawaban',
    deadlineValue: (date: string, days: number) => `${date} (${days} hari kerja)`,
    subject: 'Judul',
    description: 'Uraian',
    answer: 'Jawaban kami',
    answeredAt: (at: string) => `Dijawab ${at}`,
    closedAt: (at: string) => `Pengaduan selesai ${at}`,
    attachments: 'Lampiran',
    noAttachments: 'Tanpa lampiran.',
    download: (name: string) => `Unduh ${name}`,
    downloadShort: 'Unduh',
    downloading: 'Mengunduh…',
    timeline: 'Riwayat pengaduan',
    by: (actor: string) => `Oleh ${actor}`,
  },
} as const;
