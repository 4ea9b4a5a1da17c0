// Texts of the shared components (Indonesian).
export const componentMessages = {
  ok: 'OK',
  cancel: 'TIDAK',
  confirmTitle: 'Konfirmasi',
  loading: 'Memuat…',
  retry: 'Coba lagi',
  toastClose: 'Tutup notifikasi',
  policySwitcher: {
    label: 'Polis',
    change: 'Ganti polis',
    listLabel: 'Pilih polis',
    shown: (product: string, policyNumber: string) =>
      `Menampilkan polis ${product}, nomor ${policyNumber}.`,
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

/** Technical labels of the error page variants (specification section 2). */
export const NOT_FOUND_LABEL = 'Page Not Found';
export const INTERNAL_ERROR_LABEL = 'Internal Server Error';
