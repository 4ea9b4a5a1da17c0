// Every text of premium payment (Indonesian): 'Informasi Pembayaran Premi' and the payment
// page. The banks' payment steps are in instructions.ts (same feature, same rule).
import { titles } from './titles';
import type { PaymentChannel, PaymentStatus } from '../../api/generated/model';

export const messages = {
  infoTitle: titles.infoTitle,
  checkoutTitle: titles.checkoutTitle,

  summary: {
    policyNumber: 'Nomor polis',
    premium: 'Premi',
    nextDue: 'Jatuh tempo berikutnya',
    graceEnd: 'Batas masa tenggang',
    methodOnFile: 'Cara bayar terdaftar',
    outstanding: 'Total tagihan',
    noNextDue: 'Tidak ada',
    grace: (until: string | null) =>
      until
        ? `Polis dalam masa tenggang. Bayar sebelum ${until} agar perlindungan tetap aktif.`
        : 'Polis dalam masa tenggang. Segera bayar premi agar perlindungan tetap aktif.',
    autodebit:
      'Premi polis ini didebet otomatis dari rekening atau kartu kredit Anda. Anda tetap dapat membayar tagihan secara manual di sini.',
  },

  switcher: {
    pastDue: (date: string) => `Tagihan lewat jatuh tempo sejak ${date}`,
    due: (date: string) => `Jatuh tempo berikutnya ${date}`,
    autodebit: (date: string) => `Didebet otomatis, berikutnya ${date}`,
    noBill: 'Tidak ada tagihan',
    ended: 'Premi tidak dapat dibayar melalui portal',
  },

  bills: {
    heading: 'Tagihan Belum Dibayar',
    rule: 'Tagihan dibayar berurutan mulai dari yang terlama: memilih tagihan berikutnya ikut memilih tagihan sebelumnya.',
    select: (period: string) => `Pilih tagihan periode ${period}`,
    period: 'Periode',
    due: 'Jatuh tempo',
    amount: 'Jumlah',
    overdue: 'Lewat jatuh tempo',
    pending: 'Menunggu pembayaran',
    continuePayment: 'Lanjutkan pembayaran',
    blockedByPending: 'Dapat dipilih setelah pembayaran yang menunggu selesai atau dibatalkan.',
    selectedTotal: 'Total dipilih',
    selectedCount: (n: number) => (n === 0 ? 'Belum ada tagihan dipilih' : `${n} tagihan dipilih`),
    none: 'Tidak ada tagihan yang perlu dibayar.',
    noneNextDue: (date: string) => `Jatuh tempo premi berikutnya: ${date}.`,
    terminated: (status: string) =>
      `Polis berstatus ${status}. Premi tidak dapat dibayar melalui portal untuk polis ini.`,
    terminatedHint: 'Bila ada pertanyaan tentang status polis Anda, silakan hubungi kami.',
    contact: 'Hubungi Kami',
    waitingTitle: 'Ada pembayaran yang menunggu',
    waiting:
      'Tagihan terlama sedang dalam pembayaran yang belum selesai. Selesaikan pembayaran itu, atau batalkan untuk memilih metode lain.',
  },

  methods: {
    heading: 'Metode Pembayaran',
    legend: 'Pilih metode pembayaran',
    minimum: (amount: string) => `Minimal ${amount}`,
    maximum: (amount: string) => `Maksimal ${amount}`,
    chooseBills: 'Pilih tagihan terlebih dahulu.',
    validity: (duration: string) => `Berlaku ${duration}`,
  },

  pay: {
    button: (amount: string) => `Bayar ${amount}`,
    buttonEmpty: 'Bayar',
    busy: 'Memproses pembayaran…',
    needBills: 'Pilih minimal satu tagihan.',
    needMethod: 'Pilih metode pembayaran.',
    network:
      'Koneksi terputus sebelum pembayaran dikonfirmasi. Periksa jaringan Anda lalu coba lagi; pembayaran tidak akan dibuat dua kali.',
    retry: 'Coba lagi',
  },

  history: {
    heading: 'Riwayat Pembayaran',
    empty: 'Belum ada pembayaran melalui portal untuk polis ini.',
    created: 'Dibuat',
    paidAt: 'Dibayar',
    expiresAt: 'Batas bayar',
    download: 'Unduh bukti',
    downloadBusy: 'Mengunduh…',
    downloadLabel: (id: string) => `Unduh bukti pembayaran ${id}`,
    view: 'Lihat',
    viewLabel: (id: string) => `Lihat pembayaran ${id}`,
    bills: (n: number) => `${n} tagihan`,
    olderNote: (n: number) =>
      `Menampilkan ${n} pembayaran terbaru. Premi yang dibayar sebelumnya, dengan bukti pembayarannya, ada di`,
    olderLink: 'Riwayat Transaksi',
  },

  loading: 'Memuat informasi pembayaran…',
  error: 'Informasi pembayaran tidak dapat dimuat saat ini.',
  notFound: 'Data polis tidak ditemukan. Silakan pilih polis lain di Data Polis.',
  noPolicies: 'Anda belum memiliki polis yang dapat ditampilkan.',

  checkout: {
    loading: 'Memuat pembayaran…',
    error: 'Pembayaran tidak dapat dimuat saat ini.',
    notFound: 'Pembayaran tidak ditemukan.',
    back: 'Kembali',
    backTo: 'Kembali ke Informasi Pembayaran Premi',
    amountLabel: {
      PENDING: 'Jumlah yang harus dibayar',
      PAID: 'Jumlah dibayar',
      EXPIRED: 'Jumlah pembayaran',
      FAILED: 'Jumlah pembayaran',
      CANCELLED: 'Jumlah pembayaran',
    } satisfies Record<PaymentStatus, string>,
    policyNumber: 'Nomor polis',
    paymentId: 'Nomor pembayaran',
    method: 'Metode',
    bills: 'Periode tagihan',
    timeLeft: 'Selesaikan pembayaran dalam',
    timeLeftLabel: (time: string) => `Sisa waktu pembayaran ${time}`,
    deadline: (at: string) => `Batas waktu ${at}`,
    endingSoon: 'Waktu pembayaran tinggal kurang dari 5 menit.',
    timeUp: 'Waktu pembayaran habis. Memeriksa status pembayaran…',
    waiting: 'Menunggu pembayaran. Status diperbarui otomatis.',
    cancel: 'Batalkan pembayaran',
    cancelBusy: 'Membatalkan…',
    cancelTitle: 'Batalkan Pembayaran',
    cancelConfirm: (channel: PaymentChannel) =>
      channel === 'VIRTUAL_ACCOUNT'
        ? 'Batalkan pembayaran ini? Nomor virtual account tidak dapat dipakai lagi.'
        : channel === 'QRIS'
          ? 'Batalkan pembayaran ini? Kode QRIS tidak dapat dipakai lagi.'
          : 'Batalkan pembayaran ini? Tautan pembayaran tidak dapat dipakai lagi.',
    cancelled: 'Pembayaran dibatalkan',
  },

  va: {
    heading: 'Nomor Virtual Account',
    copy: 'Salin',
    copyLabel: 'Salin nomor virtual account',
    copied: 'Nomor virtual account disalin',
    copyFailed: 'Nomor tidak dapat disalin otomatis. Silakan salin secara manual.',
    howTo: 'Cara pembayaran',
  },

  qris: {
    heading: 'Pindai Kode QRIS',
    image: (amount: string) => `Kode QRIS pembayaran premi ${amount}`,
    download: 'Unduh QR',
    merchant: 'ASURANSI JIWA SENTOSA',
    howTo: 'Cara pembayaran',
    steps: [
      'Buka aplikasi pembayaran yang mendukung QRIS: GoPay, OVO, DANA, ShopeePay, LinkAja atau mobile banking Anda.',
      'Pilih menu Bayar atau Scan QR, lalu pindai kode QR di atas. Bila membuka halaman ini di ponsel yang sama, tekan Unduh QR lalu pilih gambarnya dari galeri di aplikasi pembayaran.',
      'Pastikan nama merchant ASURANSI JIWA SENTOSA dan jumlahnya sesuai.',
      'Konfirmasi pembayaran dengan PIN Anda. Status di halaman ini berubah otomatis setelah pembayaran diterima.',
    ],
  },

  ewallet: {
    open: (name: string) => `Bayar dengan ${name}`,
    howTo: 'Cara pembayaran',
    steps: (name: string) => [
      `Tekan tombol Bayar dengan ${name}. Aplikasi ${name} terbuka (atau halaman pembayarannya bila aplikasi belum terpasang).`,
      'Periksa nama merchant ASURANSI JIWA SENTOSA dan jumlah pembayaran.',
      `Konfirmasi dengan PIN ${name} Anda.`,
      'Kembali ke halaman ini: status berubah otomatis setelah pembayaran diterima.',
    ],
  },

  result: {
    paidTitle: 'Pembayaran berhasil',
    paidText: 'Terima kasih. Premi Anda sudah kami terima dan polis tetap aktif.',
    receiptNumber: 'Nomor bukti',
    paidAt: 'Dibayar pada',
    receipt: 'Unduh Bukti Pembayaran (PDF)',
    receiptBusy: 'Mengunduh…',
    expiredTitle: 'Waktu pembayaran habis',
    expiredText: 'Pembayaran ini tidak dapat dipakai lagi. Tagihan Anda dapat dibayar kembali.',
    chooseOther: 'Pilih metode lain',
    failedTitle: 'Pembayaran gagal',
    failedText: 'Pembayaran ditolak oleh bank atau dompet digital.',
    tryAgain: 'Coba lagi',
    cancelledTitle: 'Pembayaran dibatalkan',
    cancelledText: 'Tagihan Anda dapat dibayar dengan metode lain.',
    backToInfo: 'Kembali ke Informasi Pembayaran Premi',
  },

  /** A top-up's payment (purpose TOP_UP) on the payment page. */
  topup: {
    order: 'Nomor order',
    charge: 'Biaya top up',
    invested: 'Dana diinvestasikan',
    paidText:
      'Terima kasih. Dana top up sudah kami terima dan akan dibelikan unit dengan harga unit (NAB) hari kerja pertama setelah dana diterima.',
    endedText: 'Top up ini batal dan tidak ada unit yang dibeli. Anda dapat membuat top up baru.',
    back: 'Kembali ke Investasi',
  },

  /** The first premium of a SPAJ (/SPAJ_payment/{spaj_number}). */
  spaj: {
    title: titles.spajTitle,
    loading: 'Memuat premi pertama…',
    error: 'Informasi premi pertama tidak dapat dimuat saat ini.',
    number: (value: string) => `SPAJ ${value.replace(/(\d{4})(?=\d)/g, '$1 ')}`,
    intro: (name: string) =>
      `${name}, bayar premi pertama agar polis Anda terbit. Nomor polis sudah disiapkan dan aktif sejak premi ini lunas.`,
    product: 'Produk',
    policyNumber: 'Nomor polis',
    holder: 'Pemegang polis',
    period: 'Periode pertama',
    amount: 'Premi pertama',
    payBefore: 'Bayar sebelum',
    notApprovedTitle: 'Premi pertama belum dapat dibayar',
    toApproval: 'Periksa keputusan underwriter',
    toFollowUp: 'Kembali ke pantau SPAJ',
    issuedTitle: 'Polis terbit',
    issuedText: (policy: string) =>
      `Terima kasih, premi pertama sudah kami terima. Polis ${policy} telah terbit dan aktif.`,
    issuedPolicy: 'Nomor polis',
    receipt: 'Unduh Bukti Pembayaran (PDF)',
    receiptBusy: 'Mengunduh…',
    signInTitle: 'Cara melihat polis Anda di TManKu',
    signInHolder:
      'Sudah punya akun TManKu? Masuk seperti biasa: polis baru tampil di Data Polis bersama polis Anda yang lain.',
    signInNewTitle: 'Belum punya akun? Masuk pertama kali dengan NIK:',
    signInNew: [
      'Buka halaman masuk TManKu dan ketik NIK Anda (16 angka) pada kolom "Nama pengguna atau NIK".',
      'Masukkan tanggal lahir Anda sesuai SPAJ.',
      'Masukkan kode OTP yang dikirim ke nomor ponsel Anda.',
      'Buat kata sandi. Polis baru tampil di Data Polis.',
    ],
    signInEmail: 'Petunjuk yang sama juga kami kirim ke email Anda.',
    signIn: 'Masuk ke TManKu',
    dataPolis: 'Lihat di Data Polis',
    waitingIssue: 'Pembayaran berhasil. Polis sedang diterbitkan; halaman ini diperbarui otomatis.',
  },
} as const;

export const channelLabels: Record<PaymentChannel, string> = {
  VIRTUAL_ACCOUNT: 'Virtual Account',
  QRIS: 'QRIS',
  EWALLET: 'Dompet Digital',
};

/** Bootstrap badge classes of the payment statuses (the badge always carries text). */
export const paymentStatusVariants: Record<PaymentStatus, string> = {
  PENDING: 'text-bg-warning',
  PAID: 'text-bg-success',
  EXPIRED: 'text-bg-secondary',
  FAILED: 'text-bg-danger',
  CANCELLED: 'text-bg-secondary',
};

/** 1440 → '24 jam', 15 → '15 menit', 2880 → '2 hari'. */
export function formatValidity(minutes: number): string {
  if (minutes % 1440 === 0 && minutes >= 2880) return `${minutes / 1440} hari`;
  if (minutes % 60 === 0) return `${minutes / 60} jam`;
  return `${minutes} menit`;
}
