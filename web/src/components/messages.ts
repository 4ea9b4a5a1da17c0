// Texts of the shared components (Indonesian).
export const componentMessages = {
  ok: 'OK',
  cancel: 'TIDAK',
  confirmTitle: 'Konfirmasi',
  loading: 'Memuat…',
  processing: 'Memproses…',
  retry: 'Coba lagi',
  toastClose: 'Tutup notifikasi',
  policySwitcher: {
    label: 'Polis',
    change: 'Ganti polis',
    listLabel: 'Pilih polis',
    shown: (product: string, policyNumber: string) =>
      `Menampilkan polis ${product}, nomor ${policyNumber}.`,
  },
  pagination: {
    pageOf: (page: number, pages: number) => `Halaman ${page} dari ${pages}`,
    previous: 'Sebelumnya',
    next: 'Berikutnya',
    firstPage: 'Ke halaman pertama',
  },
  kyc: {
    field: 'Data',
    before: 'Sebelumnya',
    after: 'Menjadi',
    empty: '(kosong)',
    changesOf: (section: string) => `Perubahan ${section}`,
    timeline: 'Riwayat status',
    by: (actor: string) => `oleh ${actor}`,
  },
  errorPage: {
    notFoundTitle: 'Halaman tidak ditemukan',
    notFoundText:
      'Alamat yang Anda buka tidak ada atau sudah dipindahkan. Periksa kembali alamatnya, atau kembali ke halaman utama.',
    errorTitle: 'Terjadi kesalahan',
    errorText:
      'Maaf, halaman ini tidak dapat ditampilkan saat ini. Silakan muat ulang halaman atau coba kembali beberapa saat lagi.',
    code: 'Kode kesalahan',
    home: 'Kembali ke halaman utama',
    reload: 'Muat ulang halaman',
  },
} as const;

/** Texts of the one-time code form (sign-in, password recovery, Pengkinian Data). */
export const otpMessages = {
  sentTo: (channel: 'SMS' | 'EMAIL') =>
    channel === 'EMAIL'
      ? 'Kode 6 angka telah dikirim ke email'
      : 'Kode 6 angka telah dikirim melalui SMS ke nomor',
  label: 'Kode OTP (6 angka)',
  required: 'Masukkan 6 angka kode OTP.',
  invalid: 'Kode OTP terdiri dari 6 angka.',
  validFor: 'Kode berlaku',
  expired: 'Kode sudah tidak berlaku. Silakan kirim ulang kode.',
  resend: 'Kirim ulang kode',
  resendIn: (time: string) => `Kirim ulang kode dalam ${time}`,
  resent: 'Kode OTP baru telah dikirim.',
  lockedUntil: (time: string) =>
    `Terlalu banyak percobaan. Silakan coba lagi setelah pukul ${time}.`,
  attemptsLeft: (n: number) => `Sisa percobaan ${n} kali.`,
  /** The SMS reached the phone (the gateway's delivery report). */
  delivered: 'Kode telah diterima ponsel Anda.',
  /** The SMS could not be delivered: '… ke +62 812-****-7890.' */
  undeliverableTo: 'SMS tidak dapat dikirim ke',
  /** What to do then, unless the page points to its other way. */
  undeliverableHint: 'Kirim ulang kode, atau pilih email bila tersedia.',
  /** The same send again after the server could not send the code (503). */
  retry: 'Coba lagi',
} as const;

/** Texts of the password fields and of a new password's rules (sign-in, Pengaturan). */
export const passwordMessages = {
  showPassword: 'Tampilkan kata sandi',
  hidePassword: 'Sembunyikan kata sandi',
  newLabel: 'Kata sandi baru',
  confirmLabel: 'Ulangi kata sandi baru',
  hint: 'Gunakan kalimat yang mudah Anda ingat tetapi sulit ditebak orang lain. Hindari kata sandi yang umum dipakai.',
  rulesTitle: 'Syarat kata sandi',
  ruleMin: (n: number) => `Minimal ${n} karakter`,
  ruleMax: (n: number) => `Maksimal ${n} karakter`,
  ruleMatch: 'Kedua kata sandi sama',
  ruleMet: 'terpenuhi',
  ruleUnmet: 'belum terpenuhi',
  required: 'Masukkan kata sandi baru.',
  confirmRequired: 'Ulangi kata sandi baru Anda.',
  tooShort: (n: number) => `Kata sandi minimal ${n} karakter.`,
  tooLong: (n: number) => `Kata sandi maksimal ${n} karakter.`,
  mismatch: 'Ulangan kata sandi tidak sama dengan kata sandi baru.',
} as const;

/** Technical labels of the error page variants (docs/product.md P2.9). */
export const NOT_FOUND_LABEL = 'Page Not Found';
export const INTERNAL_ERROR_LABEL = 'Internal Server Error';
