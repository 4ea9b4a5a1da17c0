// Every text of the staff's Pengkinian Data review desk (Indonesian).
import { titles } from '../titles';

export const kycMessages = {
  queueTitle: titles.queueTitle,
  reviewTitle: titles.reviewTitle,

  desk: {
    title: 'Verifikasi Pengkinian Data',
    waiting: (n: number) =>
      n === 0 ? 'Tidak ada pengajuan yang menunggu.' : `${n} pengajuan menunggu verifikasi.`,
    loading: 'Menghitung pengajuan yang menunggu…',
    error: 'Jumlah pengajuan tidak dapat dimuat saat ini.',
    open: 'Buka antrean',
  },

  queue: {
    intro:
      'Pengajuan perubahan data nasabah. Periksa nilai lama dan baru serta dokumen identitasnya, lalu setujui atau tolak dengan alasan.',
    tabs: 'Status pengajuan',
    countUnit: 'pengajuan',
    tab: { PENDING: 'Menunggu', APPROVED: 'Disetujui', REJECTED: 'Ditolak' },
    caption: (status: string) => `Pengajuan berstatus ${status}`,
    count: (n: number) => `${n} pengajuan`,
    customer: 'Nasabah',
    clientNumber: 'No. klien',
    policy: 'Polis',
    submitted: 'Diajukan',
    sections: 'Data yang diubah',
    flags: 'Tanda',
    open: 'Periksa',
    openLabel: (name: string, number: string) => `Periksa pengajuan ${name}, ${number}`,
    document: 'Dokumen',
    documentTitle: 'Melampirkan dokumen identitas',
    warnings: 'Peringatan NIK',
    warningsTitle: 'Nasabah mengonfirmasi peringatan NIK',
    none: '–',
    loading: 'Memuat antrean…',
    error: 'Antrean tidak dapat dimuat saat ini.',
    empty: {
      PENDING: 'Tidak ada pengajuan yang menunggu verifikasi.',
      APPROVED: 'Belum ada pengajuan yang disetujui.',
      REJECTED: 'Belum ada pengajuan yang ditolak.',
    },
    pastLastPage: 'Halaman ini tidak berisi pengajuan.',
    pagination: 'Halaman antrean',
  },

  review: {
    back: 'Kembali ke antrean',
    heading: (number: string) => `Pengajuan ${number}`,
    headingPrefix: 'Pengajuan',
    loading: 'Memuat pengajuan…',
    error: 'Pengajuan tidak dapat dimuat saat ini.',
    missing: 'Nomor registrasi pengajuan tidak valid.',
    customer: 'Nasabah',
    clientNumber: 'Nomor klien',
    policy: 'Nomor polis',
    submitted: 'Diajukan',
    decided: 'Diputuskan',
    changes: 'Perubahan data',
    noChanges: 'Tidak ada rincian perubahan.',
    warnings: 'Peringatan yang dikonfirmasi nasabah',
    warningsHint:
      'Nasabah menyatakan datanya benar meskipun ada ketidakcocokan berikut. Cocokkan dengan dokumen identitas.',
    reason: 'Alasan penolakan',
    history: 'Jejak audit',
  },

  document: {
    title: 'Dokumen identitas',
    none: 'Pengajuan ini tidak melampirkan dokumen identitas.',
    loading: 'Memuat dokumen…',
    error: 'Dokumen tidak dapat dimuat saat ini.',
    image: (name: string) => `Dokumen identitas yang dilampirkan: ${name}`,
    openPdf: (name: string) => `Buka ${name} (PDF) di tab baru`,
    pdfHint: 'Dokumen berbentuk PDF; buka untuk memeriksanya.',
    fallbackName: 'dokumen-identitas',
  },

  decision: {
    title: 'Keputusan',
    approve: 'Setujui',
    reject: 'Tolak',
    confirmTitle: 'Setujui pengajuan?',
    confirmMessage: (name: string, number: string) =>
      `Semua perubahan pada pengajuan ${number} akan diterapkan ke data ${name}, dan nasabah diberi tahu lewat email. Keputusan tidak dapat dibatalkan.`,
    confirmOk: 'Ya, setujui',
    confirmCancel: 'Batal',
    reasonLabel: 'Alasan penolakan (dibaca nasabah)',
    reasonHint: (min: number, max: number) =>
      `${min} sampai ${max} karakter. Jelaskan apa yang perlu diperbaiki nasabah.`,
    reasonCount: (n: number, max: number) => `${n}/${max}`,
    reasonRequired: 'Isi alasan penolakan.',
    reasonShort: (min: number) => `Alasan penolakan paling sedikit ${min} karakter.`,
    reasonLong: (max: number) => `Alasan penolakan paling banyak ${max} karakter.`,
    reasonChars: 'Alasan penolakan tidak boleh memuat karakter < > { } atau \\.',
    sendReject: 'Kirim penolakan',
    cancelReject: 'Batal',
    busy: 'Memproses…',
    approved: (number: string) => `Pengajuan ${number} disetujui. Data nasabah sudah diperbarui.`,
    rejected: (number: string) => `Pengajuan ${number} ditolak. Nasabah diberi tahu lewat email.`,
    decided: 'Pengajuan ini sudah diputuskan.',
  },
} as const;
