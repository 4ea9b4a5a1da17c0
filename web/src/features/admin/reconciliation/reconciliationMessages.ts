// Every text of the staff's reconciliation page (Indonesian): the schedule, 'Jalankan
// sekarang' and the runs with what each did. The page title: titles.ts.
import type {
  ReconciliationRunStatus,
  ReconciliationRunTrigger,
} from '../../../api/generated/model';

export const runStatusNames: Record<ReconciliationRunStatus, string> = {
  COMPLETED: 'Selesai',
  FAILED: 'Gagal',
};

export const runTriggerNames: Record<ReconciliationRunTrigger, string> = {
  SCHEDULE: 'Jadwal',
  STAFF: 'Petugas',
};

export const reconciliationMessages = {
  intro:
    'Tagihan di payment gateway dibandingkan dengan pembayaran portal: tagihan yang tidak dapat dibayar lagi dibatalkan, pembayaran yang terhenti di tengah pembuatan ditutup, status akhir yang notifikasinya tidak pernah sampai dibukukan, dan uang untuk pesanan yang tidak tercatat menjadi kasus pengembalian dana.',
  schedule: {
    title: 'Jadwal',
    every: (interval: string) =>
      `Berjalan otomatis setiap ${interval}, sekali per selang berapa pun proses server.`,
    off: 'Jadwal dimatikan: rekonsiliasi hanya berjalan bila dijalankan petugas.',
    next: 'Putaran berikutnya sekitar',
    minutes: (n: number) => `${n} menit`,
    hours: (n: number) => `${n} jam`,
    days: (n: number) => `${n} hari`,
    run: 'Jalankan sekarang',
    running: 'Menjalankan…',
    done: (checked: number, actions: number) =>
      `Rekonsiliasi selesai: ${checked} tagihan diperiksa, ${actions === 0 ? 'tidak ada tindakan' : `${actions} tindakan`}.`,
    failed: (error: string) => `Rekonsiliasi terhenti: ${error}`,
  },
  runs: {
    caption: 'Putaran rekonsiliasi, terbaru lebih dulu',
    count: (n: number) => `${n} putaran`,
    when: 'Waktu',
    trigger: 'Pemicu',
    status: 'Status',
    checked: 'Tagihan diperiksa',
    actions: 'Tindakan',
    by: (trigger: string, who: string) => `${trigger} · ${who}`,
    took: (duration: string) => `selesai dalam ${duration}`,
    seconds: (n: number) => `${n} detik`,
    minutes: (n: number) => `${n} menit`,
    unfinished: 'belum selesai',
    noActions: 'Tidak ada tindakan',
    openRefund: (number: string) => `Buka kasus ${number}`,
    loading: 'Memuat putaran rekonsiliasi…',
    error: 'Putaran rekonsiliasi tidak dapat dimuat saat ini.',
    empty: 'Belum ada putaran rekonsiliasi.',
    pastLastPage: 'Halaman ini tidak berisi putaran.',
    pagination: 'Halaman putaran rekonsiliasi',
  },
} as const;
