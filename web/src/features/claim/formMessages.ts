// Texts of the claim form ('Pengajuan Klaim'): what is claimed, the fields, their rules, the
// documents, the submission and its result (Indonesian).
import type { ClaimBenefit } from '../../api/generated/model';

/** The event date's name for each benefit (the contract's event_date). */
export const eventDateLabels: Record<ClaimBenefit, string> = {
  RAWAT_INAP: 'Tanggal masuk rumah sakit',
  RAWAT_JALAN: 'Tanggal berobat',
  PENYAKIT_KRITIS: 'Tanggal diagnosis',
  CACAT_TETAP: 'Tanggal kejadian',
  MENINGGAL_DUNIA: 'Tanggal meninggal',
};

export const formMessages = {
  formLabel: 'Formulir pengajuan klaim',
  loading: 'Memuat formulir klaim…',
  loadError: 'Formulir klaim tidak dapat dimuat saat ini.',
  restored: 'Draf pengajuan Anda dipulihkan. Periksa kembali isian dan dokumennya.',
  expired: (n: number) =>
    `${n} berkas draf sudah lebih dari 24 jam dan tidak dapat dipakai lagi. Unggah ulang berkasnya.`,
  draftNote:
    'Isian dan dokumen tersimpan sementara di tab ini sampai klaim diajukan atau Anda keluar.',
  summary: {
    heading: 'Yang diklaim',
    policy: 'Polis',
    insured: 'Tertanggung',
    benefit: 'Manfaat',
    limit: 'Limit manfaat',
    used: 'Terpakai',
    reserved: 'Sedang diproses',
    remaining: 'Sisa limit yang dapat diajukan',
    remainingNote:
      'Sisa limit sudah dikurangi klaim yang sedang diproses. Bila klaim itu tidak disetujui penuh, selisihnya kembali ke sisa limit.',
    period: 'Periode',
    wholeTerm: 'Sepanjang masa polis',
    waiting: 'Dijamin untuk kejadian mulai',
    within: 'Batas pengajuan',
    withinDays: (days: number) => `${days} hari setelah kejadian atau selesai perawatan`,
    range: (from: string, to: string) => `${from} – ${to}`,
  },
  sections: {
    event: 'Kejadian',
    amount: 'Jumlah klaim',
    bank: 'Rekening pembayaran',
    documents: 'Dokumen',
  },
  fields: {
    endDate: 'Tanggal keluar rumah sakit',
    diagnosis: 'Diagnosis atau uraian kejadian',
    diagnosisHint: 'Tulis dengan kata-kata Anda, misalnya "Demam berdarah dengue".',
    hospital: 'Rumah sakit/klinik',
    hospitalOptional: 'Rumah sakit/klinik (bila ada)',
    hospitalHint:
      'Ketik nama lalu pilih dari daftar rekanan. Bila tidak ada di daftar, cukup ketik nama lengkapnya.',
    amount: 'Jumlah yang diklaim',
    amountHint: (remaining: string) =>
      `Sesuai kwitansi, dalam rupiah. Sisa limit yang dapat diajukan ${remaining}.`,
    bank: 'Bank',
    bankHint: (checkedOn: string) =>
      `Bank yang dapat menerima pembayaran klaim, dengan namanya sekarang (diperiksa ${checkedOn}).`,
    bankLoading: 'Memuat daftar bank…',
    chooseBank: 'Pilih bank',
    accountNumber: 'Nomor rekening',
    accountNumberHint: 'Angka saja, tanpa spasi atau tanda baca.',
    accountHolder: 'Nama pemilik rekening',
    accountHolderHint: 'Sesuai buku tabungan.',
  },
  hospital: {
    searching: 'Mencari rekanan…',
    suggestions: 'Rumah sakit rekanan',
    none: 'Tidak ada rekanan dengan nama itu. Nama yang Anda ketik tetap dapat dikirim.',
    error: 'Daftar rekanan tidak dapat dimuat. Nama yang Anda ketik tetap dapat dikirim.',
    chosen: (name: string) => `Rekanan dipilih: ${name}`,
    typed: 'Bukan rekanan: nama yang Anda ketik akan dikirim.',
    option: (name: string, place: string) => `${name}, ${place}`,
  },
  amount: {
    dailyHeading: 'Santunan harian',
    daily: (amount: string) => `${amount} per malam rawat inap.`,
    nights: (nights: number, daily: string, total: string) =>
      `Perkiraan: ${nights} malam × ${daily} = ${total}.`,
    nightsPending: 'Isi tanggal masuk dan keluar untuk melihat perkiraannya.',
    lumpHeading: 'Uang pertanggungan',
    lump: (amount: string) => `${amount}, dibayar sekaligus.`,
    computed: 'Jumlah akhirnya dihitung oleh kami dari data polis; Anda tidak perlu mengisinya.',
  },
  documents: {
    intro:
      'Unggah dokumen berikut, berupa foto atau hasil pindai yang jelas. Dokumen wajib dilampirkan setidaknya satu berkas; satu dokumen boleh terdiri atas beberapa berkas.',
    missing: (name: string) => `Lampirkan ${name}.`,
    waitUploads: 'Tunggu hingga semua berkas selesai diunggah.',
  },
  rules: {
    required: (label: string) => `${label} wajib diisi.`,
    choose: (label: string) => `Pilih ${label.toLowerCase()}.`,
    date: 'Tanggal tidak valid.',
    future: 'Tanggal tidak boleh di masa depan.',
    endBeforeStart: 'Tanggal keluar tidak boleh sebelum tanggal masuk.',
    waiting: (date: string) => `Kejadian sebelum ${date} tidak dijamin (masa tunggu).`,
    late: (days: number) =>
      `Klaim diajukan paling lambat ${days} hari setelah kejadian atau selesai perawatan.`,
    diagnosis: 'Uraikan diagnosis atau kejadian dalam 3–500 karakter.',
    hospitalRequired: 'Pilih rumah sakit rekanan atau ketik nama rumah sakit/klinik.',
    hospitalName: 'Nama rumah sakit/klinik 3–150 karakter, tanpa tanda < > { }.',
    amountRequired: 'Isi jumlah yang diklaim sesuai kwitansi.',
    amountMin: (min: string) => `Jumlah yang diklaim paling sedikit ${min}.`,
    amountMax: (max: string) => `Jumlah yang diklaim paling banyak ${max}.`,
    accountNumber: 'Nomor rekening terdiri atas 6–20 angka.',
    accountHolder:
      'Nama pemilik rekening diawali huruf dan hanya berisi huruf, spasi, titik, koma, apostrof atau tanda hubung.',
    fix: 'Periksa kembali isian yang ditandai.',
  },
  submit: {
    action: 'Ajukan Klaim',
    sending: 'Mengajukan…',
    network:
      'Pengajuan belum terkirim karena koneksi terputus. Tekan Ajukan Klaim lagi: klaim yang sama tidak akan tercatat dua kali.',
    cancel: 'Kembali ke Riwayat Klaim',
  },
  success: {
    heading: 'Klaim berhasil diajukan',
    number: 'Nomor klaim',
    status: (status: string) => `Status: ${status}`,
    email: 'Kami juga mengirimkan nomor klaim ini ke email Anda. Simpan untuk memantau klaim.',
    detail: 'Lihat Detail Pengajuan',
    list: 'Ke Riwayat Klaim',
  },
} as const;
