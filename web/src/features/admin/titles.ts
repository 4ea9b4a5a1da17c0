// The page titles of this feature's routes, apart from its other texts: the route table
// (part of the first download) needs only these, not the whole messages module.
export const titles = {
  pageTitle: 'Beranda Admin',
  queueTitle: 'Verifikasi Pengkinian Data',
  reviewTitle: 'Periksa Pengajuan Pengkinian Data',
  claimQueueTitle: 'Antrean Klaim',
  claimReviewTitle: 'Periksa Klaim',
  spajQueueTitle: 'Antrean SPAJ',
  spajReviewTitle: 'Periksa SPAJ',
  refundQueueTitle: 'Pengembalian Dana',
  refundReviewTitle: 'Periksa Pengembalian Dana',
  reconciliationTitle: 'Rekonsiliasi Pembayaran',
  noticeTitle: 'Notifikasi Gagal',
  unitPriceTitle: 'Harga Unit',
  complaintQueueTitle: 'Antrean Pengaduan',
  complaintReviewTitle: 'Periksa Pengaduan',
  privacyQueueTitle: 'Permintaan Data Pribadi',
  privacyReviewTitle: 'Periksa Permintaan Data Pribadi',
} as const;
