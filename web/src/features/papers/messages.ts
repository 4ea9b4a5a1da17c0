// Every text of the papers screens (Indonesian): 'Dokumen Polis' and the public verification
// of a document's code. A document kind's name comes from the contract (paperKindLabels).
import { paperKindLabels } from '../../api/generated/labels/paperKind';
import type { PaperKind } from '../../api/generated/model';
import { downloadMessages } from '../../components/download/messages';
import { titles } from './titles';

export const kindLabels = paperKindLabels;

/** A code as printed, with no-break hyphens (U+2011). */
const EXAMPLE = '7KQ2\u2011M9XD\u20114TRA\u2011PW3N';

/** What a download is called in its progress bar and its messages ('Mengunduh e-polis…'). */
const downloadNames: Record<PaperKind, string> = {
  EPOLICY: 'e-polis',
  TAX_CERTIFICATE: 'sertifikat premi',
  STATEMENT: 'laporan transaksi',
  HEALTH_CARD: 'kartu kesehatan',
};

export const messages = {
  pageTitle: titles.papers,
  intro:
    'Unduh e-polis, sertifikat premi untuk pelaporan pajak, kartu kesehatan dan laporan transaksi polis Anda. Setiap dokumen memuat kode verifikasi yang dapat diperiksa siapa pun di halaman Verifikasi Dokumen.',
  verifyLink: 'Periksa keaslian dokumen',

  list: {
    loading: 'Memuat dokumen polis…',
    error: 'Dokumen polis tidak dapat dimuat saat ini.',
    empty: 'Belum ada polis yang terbit.',
    emptyHint:
      'Dokumen polis tersedia setelah polis terbit, yaitu setelah premi pertama dibayar. Polis yang sudah terbit tampil di sini.',
    emptyLink: 'Ke Data Polis',
    policyLabel: (product: string, policyNumber: string) => `${product}, polis ${policyNumber}`,
    policyNumber: 'Nomor polis',
  },

  groups: {
    epolicy: 'E-Polis',
    tax: 'Sertifikat Premi untuk Pajak',
    taxHint: 'Lampiran SPT Tahunan: premi yang dibayar dalam satu tahun kalender.',
    taxNone: 'Belum ada premi yang dibayar untuk sertifikat premi.',
    cards: 'Kartu Kesehatan',
    cardsHint: 'Ukuran kartu, untuk dicetak atau ditunjukkan di rumah sakit rekanan.',
  },

  paper: {
    download: 'Unduh',
    // No size before the document's first download (the list prints nothing).
    downloadLabel: (title: string, size: string) =>
      size ? `Unduh ${title} (PDF, ${size})` : `Unduh ${title} (PDF)`,
    member: (name: string, card: string) => `${name} · ${card}`,
  },

  download: {
    name: (kind: PaperKind) => downloadNames[kind],
    failed: downloadMessages.failed,
    retry: 'Coba lagi',
  },

  statement: {
    heading: 'Laporan Transaksi',
    hint: (from: string, to: string) =>
      `Riwayat transaksi polis dalam satu periode, paling panjang 5 tahun. Tersedia untuk ${from} sampai ${to}.`,
    from: 'Tanggal awal',
    to: 'Tanggal akhir',
    format: 'Format',
    formats: {
      pdf: 'PDF',
      csv: 'CSV (lembar kerja)',
    },
    submit: 'Unduh Laporan',
    fromRequired: 'Isi tanggal awal.',
    toRequired: 'Isi tanggal akhir.',
    invalidDate: 'Tanggal tidak valid. Gunakan format HH/BB/TTTT.',
    fromAfterTo: 'Tanggal awal tidak boleh setelah tanggal akhir.',
    fromAfterToday: 'Tanggal awal tidak boleh setelah hari ini.',
    toAfterToday: 'Tanggal akhir tidak boleh setelah hari ini.',
    beforeStart: (start: string) =>
      `Laporan tersedia mulai ${start}, tanggal mulai polis. Pilih tanggal awal sejak tanggal itu.`,
    tooLong: 'Periode laporan transaksi paling panjang 5 tahun.',
  },

  verify: {
    title: titles.verify,
    intro:
      'Periksa keaslian e-polis, sertifikat premi, laporan transaksi atau kartu kesehatan yang diterbitkan portal TManKu. Ketik kode verifikasi yang tercetak di dokumen, atau pindai kode QR-nya.',
    codeLabel: 'Kode verifikasi',
    // The example with no-break hyphens, so that it never breaks across lines.
    codeHint: `16 huruf dan angka, misalnya ${EXAMPLE}. Tanda hubung boleh tidak diketik.`,
    codeRequired: 'Masukkan kode verifikasi yang tercetak di dokumen.',
    codeInvalid:
      'Kode ini tidak sesuai. Periksa kembali 16 huruf dan angka yang tercetak di dokumen (kode tidak memuat huruf U).',
    submit: 'Periksa Dokumen',
    checking: 'Memeriksa kode verifikasi…',
    error: 'Kode verifikasi tidak dapat diperiksa saat ini.',
    badFormat: 'Format kode tidak valid',
    badFormatText: (code: string) =>
      `"${code}" bukan kode verifikasi. Kode verifikasi terdiri dari 16 huruf dan angka dalam empat kelompok, misalnya ${EXAMPLE}.`,
    genuine: 'Dokumen asli',
    genuineText: 'Dokumen dengan kode ini diterbitkan oleh portal TManKu.',
    superseded: 'Dokumen asli, sudah diganti versi baru',
    supersededText: (since: string) =>
      `Dokumen ini asli, tetapi sejak ${since} sudah terbit versi yang lebih baru dari dokumen yang sama. Mintalah versi terbaru kepada pemegang polis.`,
    unknown: 'Kode tidak dikenal',
    unknownHint:
      'Periksa kembali kode yang Anda ketik. Bila kodenya sudah benar, dokumen tersebut bukan terbitan portal TManKu.',
    compare:
      'Cocokkan keterangan di bawah ini dengan dokumen yang Anda pegang. Halaman ini tidak menampilkan data pribadi.',
    kind: 'Jenis dokumen',
    docTitle: 'Judul',
    issuedAt: 'Diterbitkan',
    product: 'Produk',
    policyNumber: 'Nomor polis',
    subject: 'Cakupan',
    code: 'Kode verifikasi',
    another: 'Periksa kode lain',
  },
} as const;
