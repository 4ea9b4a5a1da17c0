// Every text of Notifikasi and Pengaturan Notifikasi (Indonesian), but the header's bell's
// (unread.ts, in every signed-in page's download). A notice's own words (its kind, subject
// and text) and a topic's name come from the server; the server's refusals are shown as they
// come.
import { componentMessages } from '../../components/messages';
import { titles } from './titles';

export const messages = {
  titles,

  inbox: {
    intro: 'Pemberitahuan tentang polis dan akun Anda, terbaru lebih dulu.',
    label: 'Daftar notifikasi',
    loading: 'Memuat notifikasi…',
    error: 'Notifikasi tidak dapat dimuat saat ini.',
    unreadCount: (n: number) => (n > 0 ? `${n} belum dibaca` : 'Semua sudah dibaca'),
    markAll: 'Tandai semua dibaca',
    markAllDone: 'Semua notifikasi ditandai dibaca.',
    markOne: 'Tandai dibaca',
    markOneLabel: (subject: string) => `Tandai dibaca: ${subject}`,
    unread: 'Belum dibaca',
    settings: 'Pengaturan notifikasi',
    empty: 'Belum ada notifikasi.',
    emptyHint:
      'Pemberitahuan tentang klaim, Pengkinian Data, pembayaran dan investasi, pengembalian dana, SPAJ dan keamanan akun Anda akan muncul di sini.',
    pastLastPage: 'Halaman ini sudah tidak berisi notifikasi.',
    pagination: 'Halaman notifikasi',
  },

  settings: {
    intro:
      'Semua notifikasi selalu masuk ke Notifikasi di portal ini. Pilih notifikasi mana yang juga dikirim lewat email atau SMS.',
    always:
      'Kode OTP dan pemberitahuan keamanan akun selalu dikirim, apa pun pilihan Anda di sini.',
    destinations: 'Dikirim ke',
    email: 'Email',
    sms: 'SMS',
    emailTo: (address: string) => `Email: ${address}`,
    smsTo: (phone: string) => `SMS: ${phone}`,
    noPhone:
      'SMS tidak dapat dipilih karena polis Anda tidak memiliki nomor ponsel. Anda dapat menambahkannya melalui Pengkinian Data.',
    legend: 'Saluran untuk setiap kelompok notifikasi',
    topic: 'Kelompok',
    switchLabel: (channel: string, topic: string) => `${channel} untuk ${topic}`,
    emailRequired: 'Email selalu dikirim',
    smsUnavailable: 'Tidak ada nomor ponsel',
    loading: 'Memuat pengaturan notifikasi…',
    error: 'Pengaturan notifikasi tidak dapat dimuat saat ini.',
    save: 'Simpan',
    saving: componentMessages.processing,
    unchanged: 'Belum ada perubahan.',
    saved: 'Pengaturan notifikasi disimpan.',
    back: 'Kembali ke Notifikasi',
    leave: {
      title: 'Tinggalkan halaman?',
      message: 'Perubahan pengaturan notifikasi yang belum disimpan akan hilang.',
      ok: 'Tinggalkan',
      cancel: 'Tetap di sini',
    },
  },
};
