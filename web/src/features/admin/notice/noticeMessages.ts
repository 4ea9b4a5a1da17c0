// Every text of the staff's notice page (Indonesian): the admin home's card, the list of
// e-mail notices that failed or wait to be sent, and 'Kirim ulang'. The page title:
// titles.ts. What each kind of notice is comes from the server (kind_desc).
import type { NoticeStatus } from '../../../api/generated/model';

/** The page's tabs: what failed first (the default), then what waits to be sent. */
export const NOTICE_STATUSES: readonly NoticeStatus[] = ['FAILED', 'PENDING'];

export const noticeStatusNames: Record<NoticeStatus, string> = {
  FAILED: 'Gagal',
  PENDING: 'Menunggu dikirim',
};

export const noticeMessages = {
  desk: {
    title: 'Notifikasi Gagal',
    waiting: (n: number) =>
      n === 0
        ? 'Tidak ada notifikasi gagal.'
        : `${n} email notifikasi tidak terkirim setelah semua percobaan.`,
    loading: 'Menghitung notifikasi gagal…',
    error: 'Jumlah notifikasi gagal tidak dapat dimuat saat ini.',
    open: 'Lihat notifikasi gagal',
  },

  list: {
    intro:
      'Email pemberitahuan kepada nasabah (tanda terima, keputusan, peringatan keamanan) yang tidak diterima server email setelah semua percobaan. Periksa galat terakhirnya, pastikan penyebabnya sudah teratasi (misalnya server email kembali berjalan), lalu kirim ulang. Alamat penerima disamarkan.',
    tabs: 'Status notifikasi',
    countUnit: 'notifikasi',
    caption: (status: string) => `Notifikasi berstatus ${status}`,
    count: (n: number) => `${n} notifikasi`,
    created: 'Waktu dibuat',
    kind: 'Jenis',
    recipient: 'Penerima',
    attempts: 'Percobaan',
    attemptsCount: (n: number) => `${n}×`,
    next: 'berikutnya',
    lastError: 'Galat terakhir',
    noError: 'Belum ada percobaan yang gagal',
    action: 'Tindakan',
    loading: 'Memuat notifikasi…',
    error: 'Notifikasi tidak dapat dimuat saat ini.',
    empty: {
      FAILED: 'Tidak ada notifikasi gagal.',
      PENDING: 'Tidak ada notifikasi yang menunggu dikirim.',
    } satisfies Record<NoticeStatus, string>,
    pastLastPage: 'Halaman ini tidak berisi notifikasi.',
    pagination: 'Halaman notifikasi',
  },

  retry: {
    button: 'Kirim ulang',
    sending: 'Mengirim ulang…',
    label: (kind: string, recipient: string) => `Kirim ulang ${kind} ke ${recipient}`,
    title: 'Kirim ulang notifikasi?',
    confirm: (kind: string, subject: string, recipient: string) =>
      `${kind} “${subject}” dikirim ulang ke ${recipient}. Notifikasi masuk antrean pengiriman lagi dan dicoba sampai server email menerimanya. Tindakan dicatat atas nama Anda.`,
    ok: 'Ya, kirim ulang',
    done: (kind: string, recipient: string) =>
      `${kind} untuk ${recipient} masuk antrean pengiriman lagi dan segera dikirim.`,
  },
} as const;
