// Every text of the claims desk's actions (Indonesian): the buttons, the confirmations, the
// forms with their rules, and the notices after an action.
import type { ClaimAction } from '../../../api/generated/model';

export const claimActionMessages = {
  buttons: {
    VERIFY: 'Mulai verifikasi',
    ANALYSE: 'Dokumen lengkap, lanjut analisa',
    REQUEST_DOCUMENTS: 'Minta dokumen',
    APPROVE: 'Setujui',
    REJECT: 'Tolak',
    PAY: 'Tandai dibayar',
  } satisfies Record<ClaimAction, string>,

  charsForbidden: 'tidak boleh memuat karakter < > { } atau \\.',

  verify: {
    title: 'Mulai verifikasi dokumen?',
    message: (number: string) =>
      `Klaim ${number} Anda ambil untuk verifikasi dokumen (status Verifikasi Dokumen). Tindakan dicatat atas nama Anda dan nasabah diberi tahu lewat email.`,
    ok: 'Ya, mulai verifikasi',
    done: (number: string) => `Klaim ${number} sedang diverifikasi dokumennya.`,
  },

  analyse: {
    title: 'Dokumen sudah lengkap?',
    message: (number: string) =>
      `Dokumen klaim ${number} dinyatakan lengkap dan klaim dilanjutkan ke analisa (status Dianalisa). Tindakan dicatat atas nama Anda dan nasabah diberi tahu lewat email.`,
    ok: 'Ya, lanjut analisa',
    done: (number: string) => `Klaim ${number} dilanjutkan ke analisa.`,
  },

  request: {
    title: 'Minta dokumen kepada nasabah',
    intro:
      'Pilih dokumen yang kurang. Nasabah menerima email dan mengunggahnya dari halaman klaimnya.',
    legend: 'Dokumen yang diminta',
    attached: (n: number) => `${n} berkas sudah dilampirkan`,
    itemNote: (type: string) => `Catatan untuk ${type} (opsional)`,
    itemNoteHint: (max: number) => `Paling banyak ${max} karakter, dibaca nasabah.`,
    note: 'Catatan umum untuk nasabah (opsional)',
    noteHint: (max: number) => `Paling banyak ${max} karakter.`,
    required: 'Pilih setidaknya satu dokumen yang diminta.',
    tooMany: (max: number) => `Paling banyak ${max} dokumen sekali minta.`,
    itemNoteLong: (max: number) => `Catatan paling banyak ${max} karakter.`,
    noteLong: (max: number) => `Catatan paling banyak ${max} karakter.`,
    submit: 'Kirim permintaan',
    done: (number: string) =>
      `Permintaan dokumen klaim ${number} terkirim. Klaim menunggu dokumen dari nasabah.`,
  },

  approve: {
    title: 'Setujui klaim',
    claimed: 'Jumlah diklaim',
    remaining: 'Sisa limit manfaat',
    max: 'Paling banyak disetujui',
    amount: 'Jumlah disetujui',
    amountHint: 'Rupiah bulat, tanpa sen.',
    amountRequired: 'Isi jumlah yang disetujui.',
    amountZero:
      'Jumlah yang disetujui paling sedikit Rp 1. Untuk tidak membayar klaim, tolak klaim.',
    overClaimed: (max: string) => `Jumlah disetujui paling banyak jumlah yang diklaim, ${max}.`,
    overLimit: (max: string) => `Jumlah disetujui melebihi sisa limit manfaat, ${max}.`,
    deductions: 'Potongan',
    deductionsIntro: (difference: string) =>
      `Jumlah disetujui kurang dari yang diklaim. Jelaskan potongan sebesar ${difference}; nasabah membaca setiap baris.`,
    deductionLabel: (n: number) => `Keterangan potongan ${n}`,
    deductionAmount: (n: number) => `Jumlah potongan ${n}`,
    addDeduction: 'Tambah potongan',
    removeDeduction: (n: number) => `Hapus potongan ${n}`,
    labelRequired: 'Isi keterangan potongan.',
    labelShort: (min: number) => `Keterangan paling sedikit ${min} karakter.`,
    labelLong: (max: number) => `Keterangan paling banyak ${max} karakter.`,
    deductionAmountRequired: 'Isi jumlah potongan.',
    deductionAmountZero: 'Jumlah potongan paling sedikit Rp 1.',
    deductionsRequired: (difference: string) =>
      `Tambahkan potongan yang menjelaskan selisih ${difference}.`,
    deductionsTooMany: (max: number) => `Paling banyak ${max} baris potongan.`,
    sumMismatch: (sum: string, difference: string) =>
      `Jumlah potongan ${sum} harus sama dengan selisih ${difference}.`,
    check: {
      difference: 'Selisih (diklaim − disetujui)',
      sum: 'Jumlah potongan',
      left: 'Belum dijelaskan',
      over: 'Potongan berlebih',
      balanced: 'Potongan sama dengan selisihnya.',
    },
    note: 'Catatan untuk nasabah (opsional)',
    noteLong: (max: number) => `Catatan paling banyak ${max} karakter.`,
    submit: 'Setujui klaim',
    done: (number: string, amount: string) => `Klaim ${number} disetujui sebesar ${amount}.`,
  },

  reject: {
    title: 'Tolak klaim',
    label: 'Alasan penolakan (dibaca nasabah)',
    hint: (min: number, max: number) =>
      `${min} sampai ${max} karakter. Jelaskan dengan jelas mengapa klaim tidak dapat dibayar.`,
    required: 'Isi alasan penolakan.',
    short: (min: number) => `Alasan penolakan paling sedikit ${min} karakter.`,
    long: (max: number) => `Alasan penolakan paling banyak ${max} karakter.`,
    submit: 'Kirim penolakan',
    done: (number: string) => `Klaim ${number} ditolak. Nasabah diberi tahu lewat email.`,
  },

  pay: {
    title: 'Tandai klaim dibayar',
    transfer: (amount: string) => `Transfer ${amount} ke rekening nasabah:`,
    holder: (name: string) => `a.n. ${name}`,
    date: 'Tanggal transfer',
    dateHint: (from: string) => `Dari ${from} sampai hari ini.`,
    dateRequired: 'Isi tanggal transfer.',
    dateFuture: 'Tanggal transfer tidak boleh di masa depan.',
    dateBeforeApproval: (date: string) =>
      `Tanggal transfer tidak boleh sebelum klaim disetujui (${date}).`,
    reference: 'Referensi transfer bank',
    referenceHint: 'Huruf besar, angka dan tanda hubung (-), 6 sampai 40 karakter.',
    referenceRequired: 'Isi referensi transfer bank.',
    referenceInvalid:
      'Referensi transfer 6 sampai 40 karakter: huruf besar, angka dan tanda hubung (-), diawali huruf atau angka.',
    submit: 'Tandai dibayar',
    done: (number: string) =>
      `Klaim ${number} dibayar. Pembayaran tercatat di Riwayat Transaksi polis.`,
  },
} as const;
