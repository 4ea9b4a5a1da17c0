// Texts of 'Pengalihan Dana' and 'Ubah Alokasi Premi' (the page titles are in titles.ts), apart
// from Investasi's messages.ts so that page's chunk does not carry them.
import { formatDate } from '../../../components/format';

export const changeMessages = {
  back: 'Kembali ke Investasi',
  noPolicy: 'Pilih polis unit link di halaman Investasi terlebih dahulu.',
  error: 'Data dana investasi tidak dapat dimuat.',
  priceDate: (date: string) => `Harga unit terakhir ${formatDate(date)}`,
  errors: {
    sourcePercent: 'Isi persen bulat 1 sampai 100.',
    sourceUnits: 'Isi jumlah unit dengan paling banyak 4 desimal, lebih dari 0.',
    sourceUnitsMax: (units: string) => `Paling banyak ${units} unit (unit yang dimiliki).`,
    noSource: 'Pilih paling sedikit satu dana asal.',
    noTarget: 'Pilih paling sedikit satu dana tujuan.',
    both: (fund: string) => `${fund} tidak boleh menjadi dana asal sekaligus dana tujuan.`,
    sameAllocation: 'Alokasi baru sama dengan alokasi saat ini.',
  },
  switch: {
    intro:
      'Jual unit dari satu atau beberapa dana dan belikan dana lain polis ini. Konfirmasi dengan kode OTP.',
    sourcesHeading: 'Dana asal',
    sourcesHint: 'Pilih dana yang unitnya dijual, per persen unit atau per jumlah unit.',
    held: (units: string) => `${units} unit dimiliki`,
    noUnits: 'Belum ada unit',
    choose: (fund: string) => `Jual dari ${fund}`,
    byLegend: (fund: string) => `Cara menjual ${fund}`,
    byPercent: 'Persen unit',
    byUnits: 'Jumlah unit',
    amountLabel: (fund: string, byUnits: boolean) =>
      byUnits ? `Jumlah unit ${fund}` : `Persen unit ${fund}`,
    targetsHeading: 'Dana tujuan',
    targetsHint: 'Kelipatan 5%, paling sedikit 10% per dana, jumlahnya 100%.',
    sourceTaken: 'Dana asal',
    summaryHeading: 'Ringkasan pengalihan',
    estimate: 'Perkiraan nilai dialihkan',
    estimateHint: (date: string) =>
      `Dihitung dengan harga unit ${formatDate(date)}; nilai akhirnya memakai harga unit tanggal transaksi.`,
    fee: 'Biaya pengalihan',
    feeRule: (free: number, fee: string) =>
      `Gratis untuk ${free} pengalihan pertama setiap tahun polis; berikutnya ${fee}.`,
    feeFree: 'Gratis',
    freeLeft: (left: number, free: number, yearEnd: string) =>
      `Sisa ${left} dari ${free} pengalihan gratis tahun polis ini (sampai ${formatDate(yearEnd)}).`,
    noneFree: (free: number, nextYear: string) =>
      `${free} pengalihan gratis tahun polis ini sudah dipakai; gratis lagi mulai ${formatDate(nextYear)}. Biaya diambil dari nilai yang dialihkan.`,
    tradeDate: 'Tanggal transaksi',
    tradeRule:
      'Sebelum 12.00 WIB pada hari kerja: harga hari itu; setelahnya: hari kerja berikutnya.',
    soldUnits: (units: string) => `${units} unit`,
    submit: 'Lanjutkan ke kode OTP',
    fixFirst: 'Periksa isian yang ditandai terlebih dahulu.',
    codeHeading: 'Konfirmasi pengalihan dana',
    codeSubmit: 'Alihkan dana',
    edit: 'Ubah pengalihan',
    doneHeading: 'Pengalihan dana diterima',
    doneText: (date: string | null) =>
      date
        ? `Unit dijual dan dibeli dengan harga unit ${formatDate(date)}. Anda akan menerima email setelah selesai.`
        : 'Unit dijual dan dibeli dengan harga unit tanggal transaksi. Anda akan menerima email setelah selesai.',
    orderNumber: 'Nomor order',
  },
  allocation: {
    intro:
      'Alokasi premi menentukan dana yang dibelikan unit dari premi berikutnya. Unit yang sudah dimiliki tidak berubah.',
    currentHeading: 'Alokasi saat ini',
    newHeading: 'Alokasi baru',
    hint: 'Kelipatan 5%, paling sedikit 10% untuk dana yang dipilih, jumlahnya 100%. Dana yang tidak dipilih mendapat 0%.',
    submit: 'Lanjutkan ke kode OTP',
    codeHeading: 'Konfirmasi alokasi premi',
    codeSubmit: 'Ubah alokasi',
    edit: 'Ubah isian alokasi',
    doneHeading: 'Alokasi premi diubah',
    doneText: 'Alokasi baru berlaku untuk premi berikutnya. Konfirmasinya dikirim ke email Anda.',
  },
  code: {
    intro: 'Kami akan mengirim kode OTP untuk mengonfirmasi perubahan ini.',
    channelLegend: 'Kirim kode lewat',
    channelSms: 'SMS ke nomor ponsel terdaftar',
    channelEmail: 'Email ke alamat email terdaftar',
    send: 'Kirim kode OTP',
    sending: 'Mengirim kode…',
    resent: 'Kode OTP baru telah dikirim.',
  },
} as const;
