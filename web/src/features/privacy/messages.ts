// Every text of the customer's privacy screens (Indonesian): the page of their rights over their
// personal data (UU 27/2022 tentang Pelindungan Data Pribadi) and the form of a request. The
// names of kinds and statuses come from the contract (labels/).
import { privacyRequestKindLabels } from '../../api/generated/labels/privacyRequestKind';
import type { PrivacyRequestKind } from '../../api/generated/model';
import { titles } from './titles';

export const kindLabels = privacyRequestKindLabels;

/** The description's length, from the contract (PrivacyRequestSubmitRequest). */
export const DESCRIPTION_MIN = 20;
export const DESCRIPTION_MAX = 2000;

export const messages = {
  pageTitle: titles.privacy,
  intro:
    'Hak Anda atas data pribadi Anda menurut UU 27/2022 tentang Pelindungan Data Pribadi: salinan data yang kami simpan, persetujuan yang Anda berikan beserta buktinya, dan permintaan untuk memperbaiki, membatasi atau menghapus data Anda.',
  loading: 'Memuat data privasi…',
  error: 'Data privasi tidak dapat dimuat saat ini.',

  exports: {
    heading: 'Salinan data pribadi',
    intro:
      'Salinan semua data tentang Anda yang disimpan portal: profil, polis, transaksi, pembayaran, klaim, Pengkinian Data, persetujuan, sesi, notifikasi, pengaduan dan permintaan data pribadi. PDF untuk dibaca, JSON untuk dibawa ke penyedia lain. Berkas dapat diunduh selama 7 hari; paling banyak 3 salinan per 24 jam.',
    request: 'Minta salinan data',
    requesting: 'Meminta salinan…',
    requested:
      'Salinan data Anda sedang disiapkan. Kami memberi tahu Anda lewat notifikasi saat siap diunduh.',
    listLabel: 'Salinan yang diminta dalam 30 hari terakhir',
    empty: 'Belum ada salinan yang diminta dalam 30 hari terakhir.',
    requestedAt: (at: string) => `Diminta ${at}`,
    preparing: 'Sedang disiapkan, biasanya kurang dari satu menit. Halaman ini diperbarui sendiri.',
    availableUntil: (at: string) => `Tersedia sampai ${at}`,
    expired:
      'Berkas salinan ini sudah dihapus 7 hari setelah siap. Minta salinan baru bila Anda memerlukannya.',
    failed: 'Salinan ini gagal disiapkan. Silakan minta salinan baru.',
    download: (format: string) => `Unduh ${format}`,
    downloadLabel: (format: string, size: string) =>
      `Unduh salinan data pribadi (${format}, ${size})`,
    downloadName: (format: string) => `salinan data (${format})`,
  },

  consents: {
    heading: 'Persetujuan',
    intro:
      'Persetujuan yang Anda berikan kepada kami dan buktinya: kapan, lewat mana dan dari alamat mana. Penawaran produk dapat Anda aktifkan atau tarik kapan saja.',
    required: 'Wajib',
    version: (version: string) => `Versi ${version}`,
    requiredNote:
      'Persetujuan ini diperlukan untuk menjalankan polis Anda dan memakai portal, sehingga tidak dapat ditarik di sini. Untuk mengakhiri polis, hubungi kami.',
    granted: 'Aktif',
    withdrawn: 'Tidak aktif',
    never: 'Belum pernah diberikan.',
    proof: (action: 'GRANTED' | 'WITHDRAWN', at: string, channel: string, address: string | null) =>
      `${action === 'GRANTED' ? 'Disetujui' : 'Ditarik'} ${at} lewat ${channel}${address ? ` dari ${address}` : ''}`,
    switchLabel: (name: string) => `Izinkan ${name.charAt(0).toLowerCase()}${name.slice(1)}`,
    saving: 'Menyimpan…',
    savedOn: (name: string) => `${name} diaktifkan.`,
    savedOff: (name: string) => `${name} ditarik.`,
    showProof: 'Lihat bukti',
    hideProof: 'Sembunyikan bukti',
    proofLabel: (name: string) => `Bukti persetujuan ${name.toLowerCase()}`,
    actions: { GRANTED: 'Diberikan', WITHDRAWN: 'Ditarik' },
    channel: 'Lewat',
    address: 'Alamat IP',
    unknownAddress: 'Tidak tercatat',
    noHistory: 'Belum ada catatan.',
  },

  requests: {
    heading: 'Permintaan atas data pribadi',
    intro:
      'Anda dapat meminta kami memperbaiki data yang salah, membatasi pemrosesan atau menghapus data Anda. Petugas meninjau permintaan paling lambat 3 × 24 jam dan menjawabnya paling lambat 14 hari sejak diterima.',
    submit: 'Ajukan permintaan',
    listLabel: 'Permintaan Anda',
    empty: 'Belum ada permintaan atas data pribadi.',
    submittedAt: (at: string) => `Diajukan ${at}`,
    acknowledgeDue: (at: string) => `Ditinjau paling lambat ${at}`,
    acknowledgedAt: (at: string) => `Mulai ditinjau ${at}`,
    answerDue: (at: string) => `Dijawab paling lambat ${at}`,
    answeredAt: (at: string) => `Dijawab ${at}`,
    overdue:
      'Batas waktu permintaan ini sudah lewat. Kami mohon maaf atas keterlambatannya; permintaan Anda tetap kami selesaikan secepatnya.',
    overdueBadge: 'Lewat batas waktu',
    description: 'Uraian Anda',
    answer: 'Jawaban kami',
  },

  form: {
    intro:
      'Pilih jenis permintaan dan uraikan data mana yang dimaksud. Kami memberi tahu Anda lewat notifikasi dan email saat permintaan ditinjau dan dijawab.',
    kindLegend: 'Jenis permintaan',
    kindHints: {
      CORRECT: 'Data Anda salah atau tidak lengkap, misalnya tanggal lahir atau alamat.',
      RESTRICT: 'Kami menunda atau membatasi pemrosesan data Anda untuk keperluan tertentu.',
      ERASE: 'Kami menghapus data Anda, kecuali data yang wajib kami simpan menurut undang-undang.',
    } satisfies Record<PrivacyRequestKind, string>,
    kindRequired: 'Pilih jenis permintaan.',
    retentionHeading: 'Data yang wajib kami simpan walau Anda minta dihapus',
    retentionIntro:
      'Data berikut tetap kami simpan selama masa simpannya karena diwajibkan undang-undang, lalu kami hapus.',
    retentionData: 'Data',
    retentionPeriod: 'Masa simpan',
    retentionBasis: 'Dasar hukum',
    description: 'Uraian permintaan',
    descriptionHint: {
      CORRECT: 'Sebutkan data yang salah dan data yang benar.',
      RESTRICT: 'Sebutkan data dan pemrosesan yang ingin Anda batasi, dan alasannya.',
      ERASE: 'Sebutkan data yang ingin Anda hapus.',
    } satisfies Record<PrivacyRequestKind, string>,
    descriptionRule: `${DESCRIPTION_MIN} sampai ${DESCRIPTION_MAX} karakter.`,
    counter: (n: number) => `${n}/${DESCRIPTION_MAX}`,
    required: 'Uraikan permintaan Anda.',
    short: `Uraian paling sedikit ${DESCRIPTION_MIN} karakter.`,
    long: `Uraian paling banyak ${DESCRIPTION_MAX} karakter.`,
    submit: 'Kirim permintaan',
    sending: 'Mengirim…',
    cancel: 'Batal',
    network:
      'Permintaan belum terkirim karena koneksi terputus. Periksa koneksi internet Anda lalu kirim lagi; permintaan yang sama tidak tercatat dua kali.',
    done: (number: string, acknowledgeDue: string, answerDue: string) =>
      `Permintaan ${number} diterima. Kami meninjaunya paling lambat ${acknowledgeDue} dan menjawabnya paling lambat ${answerDue}.`,
    leave: {
      title: 'Tinggalkan formulir?',
      message: 'Permintaan yang sudah Anda tulis belum dikirim dan akan hilang.',
      ok: 'Tinggalkan',
      cancel: 'Tetap di sini',
    },
  },
} as const;

/** The requests' status badges (the colour is never the only sign: the text always shows). */
export const statusVariants = {
  RECEIVED: 'text-bg-warning',
  ACKNOWLEDGED: 'text-bg-primary',
  COMPLETED: 'text-bg-success',
  PARTIAL: 'text-bg-info',
  DECLINED: 'text-bg-secondary',
} as const;

/** The copies' status badges. */
export const exportVariants = {
  PREPARING: 'text-bg-primary',
  READY: 'text-bg-success',
  FAILED: 'text-bg-danger',
  EXPIRED: 'text-bg-secondary',
} as const;
