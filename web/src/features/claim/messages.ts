// Texts of Riwayat Klaim, the benefit chooser, Detail Pengajuan Klaim and the page that sends
// requested documents (Indonesian). The claim form's texts: formMessages.ts; the upload
// slots' own words (shared by both forms): documents/uploadMessages.ts.
import { claimStatusLabels } from '../../api/generated/labels/claimStatus';
import { claimBenefitKindLabels } from '../../api/generated/labels/claimBenefitKind';
import { titles } from './titles';

/** The status names the server gives as status_desc (the filter needs them before any data):
 * the contract's labels, generated from it. */
export const statusLabels = claimStatusLabels;

export const kindLabels = claimBenefitKindLabels;

export const messages = {
  titles,
  list: {
    intro:
      'Pantau klaim yang sudah Anda ajukan, lengkapi dokumen yang diminta, atau ajukan klaim baru.',
    start: 'Ajukan Klaim',
    heading: 'Daftar klaim',
    count: (n: number) => `${n} klaim`,
    loading: 'Memuat riwayat klaim…',
    error: 'Riwayat klaim tidak dapat dimuat saat ini.',
    filter: 'Status',
    allStatuses: 'Semua status',
    filterEmpty: (status: string) => `Tidak ada klaim berstatus ${status}.`,
    showAll: 'Tampilkan semua klaim',
    pastLastPage: 'Halaman ini sudah tidak ada.',
    pagination: 'Halaman riwayat klaim',
    empty: 'Belum ada klaim.',
    emptyHint:
      'Klaim rawat inap, rawat jalan, penyakit kritis dan manfaat lain polis Anda dapat diajukan di sini, lengkap dengan dokumennya.',
    claimNumber: 'Nomor klaim',
    open: (claimNumber: string, status: string) =>
      `Lihat detail klaim ${claimNumber}, status ${status}`,
    policy: (product: string, policyNumber: string) => `${product} · Polis ${policyNumber}`,
    eventDate: 'Tanggal kejadian',
    submitted: 'Tanggal pengajuan',
    claimed: 'Diklaim',
    approved: 'Disetujui',
    paid: 'Dibayar',
    needsAction: 'Perlu tindakan Anda: petugas meminta dokumen tambahan.',
    sendDocuments: 'Kirim Dokumen',
    sendDocumentsFor: (claimNumber: string) => `Kirim dokumen untuk klaim ${claimNumber}`,
    detail: 'Lihat detail',
  },
  chooser: {
    heading: 'Ajukan Klaim',
    intro: 'Pilih polis, tertanggung dan manfaat yang akan diklaim.',
    loading: 'Memuat polis dan manfaat Anda…',
    error: 'Daftar polis dan manfaat tidak dapat dimuat saat ini.',
    none: 'Belum ada polis yang dapat Anda klaim.',
    policy: '1. Polis',
    insured: '2. Tertanggung',
    benefit: '3. Manfaat',
    noBenefits: 'Tertanggung ini tidak memiliki manfaat yang dapat diklaim melalui portal.',
    policyNumber: (n: string) => `Polis ${n}`,
    notClaimable: 'Tidak dapat diklaim',
    insuredLabel: (name: string, relation: string) => `${name} (${relation})`,
    benefitSource: (kind: string, source: string) => `${kind} · ${source}`,
    chooseAll: 'Pilih polis, tertanggung dan manfaat terlebih dahulu.',
    next: 'Lanjut ke Formulir',
    checking: 'Memeriksa manfaat…',
    cancel: 'Batal',
  },
  detail: {
    loading: 'Memuat detail klaim…',
    error: 'Detail klaim tidak dapat dimuat saat ini.',
    back: 'Kembali ke Riwayat Klaim',
    heading: (claimNumber: string) => `Klaim ${claimNumber}`,
    summary: 'Ringkasan',
    policy: 'Polis',
    insured: 'Tertanggung',
    benefit: 'Manfaat',
    submitted: 'Tanggal pengajuan',
    updated: 'Perubahan terakhir',
    claimed: 'Jumlah diklaim',
    computed: 'Jumlah manfaat',
    event: 'Kejadian',
    eventDate: 'Tanggal kejadian',
    admission: 'Tanggal masuk',
    discharge: 'Tanggal keluar',
    diagnosis: 'Diagnosis',
    hospital: 'Rumah sakit/klinik',
    partner: 'Rekanan',
    bank: 'Rekening pembayaran',
    bankName: 'Bank',
    accountNumber: 'Nomor rekening',
    accountHolder: 'Atas nama',
    documents: 'Dokumen',
    noDocuments: 'Belum ada dokumen.',
    requested: 'Dikirim atas permintaan petugas',
    download: (name: string) => `Unduh ${name}`,
    downloadShort: 'Unduh',
    downloading: 'Mengunduh…',
    fileMeta: (name: string, size: string, at: string) => `${name} · ${size} · ${at}`,
    request: {
      heading: 'Dokumen yang diminta petugas',
      intro: (at: string) => `Diminta ${at}. Kirim dokumen berikut agar klaim dapat diproses.`,
      action: 'Kirim Dokumen',
    },
    decision: {
      heading: 'Keputusan',
      approved: 'Jumlah disetujui',
      deductions: 'Potongan',
      deduction: 'Keterangan',
      amount: 'Jumlah',
      totalDeductions: 'Jumlah potongan',
      noDeductions: 'Tanpa potongan: disetujui sebesar jumlah yang diklaim.',
      note: 'Catatan petugas',
      rejected: 'Alasan penolakan',
    },
    payout: {
      heading: 'Pembayaran',
      transferDate: 'Tanggal transfer',
      reference: 'Referensi transfer',
      transaction: 'Nomor transaksi',
    },
    timeline: 'Riwayat status',
    by: (actor: string) => `Oleh ${actor}`,
    approvedAmount: (amount: string) => `Disetujui ${amount}`,
    deductionLine: (label: string, amount: string) => `Potongan ${amount}: ${label}`,
    rejectedReason: (reason: string) => `Alasan: ${reason}`,
    paidLine: (date: string, transaction: string) =>
      `Ditransfer ${date}, nomor transaksi ${transaction}`,
  },
  supportDocs: {
    intro: (claimNumber: string) =>
      `Petugas klaim meminta dokumen tambahan untuk klaim ${claimNumber}. Unggah setiap dokumen yang diminta, lalu kirim.`,
    requestNote: 'Catatan petugas',
    itemNote: (note: string) => `Catatan petugas: ${note}`,
    submit: 'Kirim Dokumen',
    sending: 'Mengirim…',
    missing: (name: string) => `Lampirkan ${name}.`,
    fix: 'Lampirkan setiap dokumen yang diminta.',
    waitUploads: 'Tunggu hingga semua berkas selesai diunggah.',
    notWaiting: 'Klaim ini tidak sedang menunggu dokumen dari Anda.',
    sent: 'Dokumen terkirim. Klaim Anda kembali diverifikasi petugas.',
    network: 'Dokumen belum terkirim karena koneksi terputus. Periksa koneksi Anda lalu coba lagi.',
    cancel: 'Kembali ke detail klaim',
  },
  leave: {
    title: 'Tinggalkan halaman?',
    message:
      'Berkas yang sedang diunggah atau belum dikirim akan hilang bila Anda meninggalkan halaman ini.',
    ok: 'Tinggalkan',
    cancel: 'Tetap di sini',
  },
} as const;
