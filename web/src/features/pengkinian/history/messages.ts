// Every text of 'Riwayat Pengajuan Pengkinian Data' (Indonesian).
import { titles } from './titles';

export const messages = {
  pageTitle: titles.pageTitle,
  intro:
    'Pengajuan perubahan data Anda, terbaru lebih dulu. Perubahan berlaku setelah diverifikasi petugas; hasilnya juga dikirim ke email Anda.',
  startUpdate: 'Ajukan Pengkinian Data',

  list: {
    heading: 'Daftar pengajuan',
    count: (n: number) => `${n} pengajuan`,
    loading: 'Memuat riwayat pengajuan…',
    error: 'Riwayat pengajuan tidak dapat dimuat saat ini.',
    submitted: 'Diajukan',
    sections: 'Data yang diubah',
    open: (number: string, status: string) => `Lihat detail pengajuan ${number}, ${status}`,
    empty: 'Belum ada pengajuan Pengkinian Data.',
    emptyHint:
      'Data diri, alamat, pekerjaan, email atau nomor ponsel Anda berubah? Ajukan pembaruannya di sini tanpa datang ke kantor cabang.',
    emptyAction: 'Mulai Pengkinian Data',
    pastLastPage: 'Halaman ini tidak berisi pengajuan.',
    backToPolicies: 'Kembali ke Data Polis',
  },

  pagination: {
    label: 'Halaman riwayat pengajuan',
  },

  detail: {
    heading: (number: string) => `Pengajuan ${number}`,
    headingPrefix: 'Pengajuan',
    choose: 'Pilih salah satu pengajuan untuk melihat detailnya.',
    back: 'Kembali ke daftar pengajuan',
    loading: 'Memuat detail pengajuan…',
    error: 'Detail pengajuan tidak dapat dimuat saat ini.',
    registrationNumber: 'Nomor registrasi',
    policy: 'Nomor polis',
    submitted: 'Diajukan',
    decided: 'Diputuskan',
    status: 'Status',
    document: 'Dokumen identitas',
    documentAttached: 'Dilampirkan',
    changes: 'Data yang diubah',
    noChanges: 'Tidak ada rincian perubahan.',
    history: 'Riwayat status',
    pending:
      'Pengajuan ini sedang diverifikasi petugas. Data Anda berubah setelah pengajuan disetujui; kami memberi tahu Anda lewat email.',
    approved: 'Pengajuan ini sudah disetujui. Data Anda sudah diperbarui.',
    rejectedTitle: 'Alasan penolakan',
    rejectedHint: 'Data Anda tidak berubah. Perbaiki datanya lalu ajukan kembali.',
    resubmit: 'Ajukan kembali',
  },
} as const;
