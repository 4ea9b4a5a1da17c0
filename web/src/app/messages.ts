// Texts of the app shell (layouts, menu, idle timeout).
export const appMessages = {
  brand: 'TManKu',
  company: 'PT Asuransi Jiwa Sentosa Raya',
  tagline: 'Portal Nasabah PT Asuransi Jiwa Sentosa Raya',
  brandPoints: [
    'Lihat data polis Anda kapan saja',
    'Bayar premi dan ajukan klaim secara daring',
    'Data Anda terlindungi dengan verifikasi berlapis',
  ],
  skipToContent: 'Langsung ke konten utama',
  menu: 'Menu utama',
  openMenu: 'Buka menu',
  closeMenu: 'Tutup menu',
  expandMenu: 'Perlebar menu',
  collapseMenu: 'Persempit menu',
  greeting: 'Halo,',
  logout: 'Keluar',
  logoutConfirm: 'Apakah Anda yakin ingin keluar dari TManKu?',
  logoutTitle: 'Keluar',
  footer:
    '© PT Asuransi Jiwa Sentosa Raya. Terdaftar dan diawasi oleh Otoritas Jasa Keuangan (OJK).',
  idle: {
    title: 'Sesi Anda akan segera berakhir',
    body: 'Demi keamanan, Anda akan dikeluarkan otomatis karena tidak ada aktivitas dalam',
    seconds: 'detik',
    stay: 'Tetap Masuk',
    leave: 'Keluar',
  },
  /** Popup of the claim request guard when the address does not name a benefit to claim. */
  claimRequestInvalid:
    "Pengajuan klaim tidak dikenali. Pilih polis, tertanggung dan manfaat melalui tombol 'Ajukan Klaim' di Riwayat Klaim.",
  adminTitle: 'Admin TManKu',
  adminMenu: 'Menu petugas',
  paymentTitle: 'Pembayaran TManKu',
  /** The payment layout's header on the SPAJ decision page, where nothing is paid yet. */
  spajDecisionTitle: 'Keputusan SPAJ',
} as const;
