// Every text of the SPAJ pages (Indonesian): the entry, the policy holders' list, the
// follow-up, the underwriter's decision. The first premium's page is the payment feature's.
import { spajStatusLabels } from '../../api/generated/labels/spajStatus';
import { spajAskedByLabels } from '../../api/generated/labels/spajAskedBy';
import { productTypeLabels } from '../../api/generated/labels/productType';
import { genderCodeLabels } from '../../api/generated/labels/genderCode';
import type { SpajOfferDeclineRequestReason, SpajStatus } from '../../api/generated/model';
import { titles } from './titles';

/** '260417305882' → '2604 1730 5882' (read aloud and typed in groups of four). */
export function groupSpajNumber(value: string): string {
  return value.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export const statusNames = spajStatusLabels;

export const askedByNames = spajAskedByLabels;

export const productTypeNames = productTypeLabels;

export const genderNames = genderCodeLabels;

export const declineReasonNames: Record<SpajOfferDeclineRequestReason, string> = {
  PREMIUM_TOO_HIGH: 'Premi terlalu mahal',
  EXCLUSION_NOT_ACCEPTED: 'Saya tidak menerima pengecualian',
  NO_LONGER_NEEDED: 'Saya tidak memerlukan asuransi ini lagi',
  OTHER: 'Alasan lain',
};

export const messages = {
  number: (value: string) => `SPAJ ${groupSpajNumber(value)}`,
  channel: { SMS: 'SMS ke nomor ponsel pada SPAJ', EMAIL: 'Email pada SPAJ' },
  logout: 'Keluar',
  /** Beside the portal's own 'Keluar' (a signed-in customer): this SPAJ only. */
  closeSpaj: 'Tutup SPAJ ini',
  logoutBusy: 'Keluar…',
  logoutTitle: 'Keluar dari pemantauan SPAJ',
  logoutConfirm:
    'Anda akan keluar dari pemantauan SPAJ ini. Untuk membukanya lagi, masukkan nomor SPAJ, tanggal lahir dan kode OTP.',
  loggedOut: 'Anda telah keluar dari pemantauan SPAJ.',

  entry: {
    title: titles.entry,
    intro:
      'Masukkan nomor SPAJ yang tertera pada formulir pengajuan Anda dan tanggal lahir pemohon. Kami mengirim kode OTP ke nomor ponsel atau email yang Anda cantumkan pada SPAJ.',
    numberLabel: 'Nomor SPAJ',
    numberHint: '12 angka, tertera di kanan atas formulir SPAJ.',
    numberRequired: 'Masukkan nomor SPAJ.',
    numberInvalid: 'Nomor SPAJ terdiri dari 12 angka.',
    birthLabel: 'Tanggal lahir pemohon',
    birthHint: 'Tanggal lahir calon pemegang polis, bukan tertanggung.',
    birthRequired: 'Masukkan tanggal lahir pemohon.',
    birthInvalid: 'Tanggal lahir tidak valid.',
    birthFuture: 'Tanggal lahir tidak boleh di masa depan.',
    channelLegend: 'Kirim kode OTP melalui',
    submit: 'Kirim kode OTP',
    policyHolder: 'Sudah memegang polis TManKu?',
    policyHolderLink: 'Masuk dengan akun TManKu',
    backToLogin: 'Kembali ke halaman masuk',
    ended: 'Sesi pemantauan SPAJ Anda telah berakhir. Silakan masuk kembali.',
  },
  code: {
    title: 'Masukkan kode OTP',
    /** The answer never says whether the number exists. */
    intro:
      'Kode hanya dikirim bila nomor SPAJ dan tanggal lahir cocok dengan data pengajuan. Bila kode tidak datang dalam beberapa menit, periksa kembali data Anda.',
    sentText: 'Bila data cocok, kode 6 angka dikirim ke',
    submit: 'Verifikasi',
    sending: 'Mengirim kode OTP…',
    retry: 'Kirim kode OTP',
    resent: 'Kode OTP baru telah dikirim bila data cocok.',
    switchTo: { SMS: 'Kirim ke nomor ponsel saja', EMAIL: 'Kirim ke email saja' },
    change: 'Ubah data',
  },

  polis: {
    title: titles.polis,
    intro:
      'Pengajuan asuransi (SPAJ) atas nama Anda, sesuai NIK pemegang polis. Pilih satu untuk melihat statusnya, dokumen yang diminta, dan keputusan underwriter.',
    loading: 'Memuat pengajuan SPAJ Anda…',
    error: 'Daftar pengajuan SPAJ tidak dapat dimuat.',
    empty: 'Belum ada pengajuan SPAJ atas nama Anda.',
    emptyHint:
      'Pengajuan yang diisi bersama agen tampil di sini setelah kami terima. Punya nomor SPAJ tanpa akun? Pantau dengan nomor SPAJ dan tanggal lahir.',
    listLabel: 'Pengajuan SPAJ Anda',
    insured: 'Tertanggung',
    submitted: 'Diajukan',
    updated: 'Terakhir berubah',
    open: 'Buka',
    openLabel: (number: string, product: string) => `Buka SPAJ ${number}, ${product}`,
    opening: 'Membuka…',
    next: {
      NONE: 'Menunggu proses asuransi',
      ANSWER_REQUIREMENTS: 'Lengkapi dokumen atau jawaban',
      REVIEW_OFFER: 'Periksa keputusan underwriter',
      PAY_FIRST_PREMIUM: 'Bayar premi pertama',
      SIGN_IN: 'Polis sudah terbit',
    },
    signedOutTitle: 'Untuk pemegang polis TManKu',
    signedOutText:
      'Bila Anda sudah memegang polis dan memiliki akun TManKu, masuk dengan akun Anda: pengajuan SPAJ atas nama Anda tampil tanpa perlu kode baru.',
    signIn: 'Masuk dengan akun TManKu',
    withNumber: 'Belum punya akun TManKu? Pantau dengan nomor SPAJ',
    adminText:
      'Halaman ini untuk nasabah. Sesi admin tidak dapat membuka pengajuan SPAJ nasabah; gunakan Antrean SPAJ di area staf.',
    adminLink: 'Ke Antrean SPAJ',
  },

  followUp: {
    title: titles.followUp,
    loading: 'Memuat pengajuan SPAJ…',
    error: 'Pengajuan SPAJ tidak dapat dimuat.',
    notFound: 'SPAJ tidak ditemukan.',
    reload: 'Perbarui status',
    reloading: 'Memperbarui…',
    updatedAt: (when: string) => `Status per ${when}`,
    applicant: 'Pemohon',
    submittedAt: 'Diajukan',
    stepsLabel: 'Tahap pengajuan',
    stepDone: 'selesai',
    stepCurrent: 'tahap sekarang',
    stepUpcoming: 'belum',
    stepVoid: 'tidak dilanjutkan',
    stepEnded: 'pengajuan berakhir',
    ended: {
      REJECTED: 'Pengajuan ditolak',
      DECLINED: 'Pengajuan dibatalkan',
      EXPIRED: 'Pengajuan kedaluwarsa',
    } as Partial<Record<SpajStatus, string>>,
    rejectedText: 'Underwriter tidak dapat menerima pengajuan ini. Alasannya:',
    declinedText: 'Anda menolak keputusan underwriter, sehingga pengajuan berakhir.',
    declinedReason: (reason: string) => `Alasan Anda: ${reason}`,
    expiredOffer: (date: string) =>
      `Keputusan underwriter tidak disetujui sampai batasnya (${date}), sehingga pengajuan berakhir.`,
    expiredPayment: (date: string) =>
      `Premi pertama tidak dibayar sampai batasnya (${date}), sehingga pengajuan berakhir.`,
    expiredText: 'Batas waktu pengajuan ini telah lewat, sehingga pengajuan berakhir.',
    endedHint: 'Hubungi agen Anda bila ingin mengajukan kembali.',

    nextTitle: 'Langkah Anda berikutnya',
    next: {
      NONE: 'Tidak ada yang perlu Anda lakukan saat ini. Kami memberi tahu lewat email setiap kali status berubah.',
      ANSWER_REQUIREMENTS:
        'Underwriter atau agen meminta dokumen atau jawaban. Lengkapi permintaan di bawah agar pengajuan dapat diproses.',
      REVIEW_OFFER:
        'Underwriter telah memberi keputusan. Periksa premi akhir dan ketentuannya, lalu setujui atau tolak.',
      PAY_FIRST_PREMIUM: (amount: string, until: string) =>
        `Anda telah menyetujui keputusan. Bayar premi pertama ${amount} sebelum ${until} agar polis terbit.`,
      SIGN_IN: (policy: string) =>
        `Polis ${policy} telah terbit. Masuk ke TManKu untuk melihatnya di Data Polis.`,
    },
    nextButton: {
      ANSWER_REQUIREMENTS: 'Lengkapi permintaan',
      REVIEW_OFFER: 'Periksa keputusan underwriter',
      PAY_FIRST_PREMIUM: 'Bayar premi pertama',
      SIGN_IN: 'Masuk ke TManKu',
      DATA_POLIS: 'Lihat di Data Polis',
    },
    newCustomerNote:
      'Belum punya akun TManKu? Masuk dengan NIK: pada halaman masuk ketik NIK Anda (16 angka), lalu tanggal lahir dan kode OTP, dan buat kata sandi.',
    waitingNone: {
      RECEIVED: 'SPAJ Anda telah diterima dan menunggu diperiksa underwriter.',
      RISK_SELECTION: 'Underwriter sedang menilai risiko pengajuan Anda.',
    } as Partial<Record<SpajStatus, string>>,

    requirementsTitle: 'Yang diminta dari Anda',
    requirementsOpen: (n: number) => `${n} permintaan belum dijawab`,
    answeredTitle: 'Sudah dijawab',
    noRequirements: 'Tidak ada permintaan dokumen atau pertanyaan.',
    askedBy: (who: string, when: string) => `Diminta oleh ${who}, ${when}`,
    answeredAt: (when: string) => `Dijawab ${when}`,
    kind: { DOCUMENT: 'Dokumen', QUESTION: 'Pertanyaan' },
    yourAnswer: 'Jawaban Anda',
    yourDocuments: 'Dokumen yang dikirim',
    answerLabel: 'Jawaban Anda',
    answerHint: (max: number) => `Paling banyak ${max} karakter.`,
    answerRequired: 'Tulis jawaban Anda.',
    answerTooLong: (max: number) => `Jawaban paling banyak ${max} karakter.`,
    sendAnswer: 'Kirim jawaban',
    docNoteLabel: 'Catatan untuk underwriter (bila perlu)',
    sendDocuments: 'Kirim dokumen',
    sending: 'Mengirim…',
    docsRequired: (title: string) => `Unggah dokumen yang diminta: ${title}.`,
    docsUploading: 'Tunggu sampai semua berkas selesai diunggah.',
    answered: 'Terima kasih, jawaban Anda telah terkirim.',
    allAnswered:
      'Terima kasih, semua permintaan telah dijawab. Pengajuan kembali ke Seleksi Risiko.',

    coverageTitle: 'Ringkasan pertanggungan',
    product: 'Produk',
    sumAssured: 'Uang pertanggungan',
    premium: 'Premi dasar',
    term: 'Masa asuransi',
    termYears: (n: number) => `${n} tahun`,
    frequency: 'Cara bayar',
    riders: 'Asuransi tambahan',
    riderLine: (sum: string, premium: string) => `UP ${sum} · premi ${premium}`,
    noRiders: 'Tidak ada',
    benefits: 'Manfaat utama',
    insured: 'Tertanggung',
    insuredLine: (relation: string, gender: string, birth: string) =>
      `${relation} · ${gender} · lahir ${birth}`,

    agentTitle: 'Agen Anda',
    agentCode: (code: string) => `Kode agen ${code}`,
    agentCall: 'Telepon',
    agentCallLabel: (name: string, phone: string) => `Telepon agen ${name}, ${phone}`,
    agentWhatsapp: 'WhatsApp',
    agentWhatsappLabel: (name: string) => `Kirim pesan WhatsApp ke agen ${name}`,

    timelineTitle: 'Riwayat pengajuan',
  },

  // The application's own words on its uploads; the texts every upload shares are in
  // components/upload/uploadMessages.ts.
  upload: {
    totalFull: (maxTotal: string) =>
      `Total berkas satu SPAJ paling besar ${maxTotal}. Hapus atau perkecil berkas lain lebih dulu.`,
    tooMany: (max: number) => `Paling banyak ${max} berkas untuk satu permintaan.`,
  },

  offer: {
    title: titles.approved,
    loading: 'Memuat keputusan underwriter…',
    error: 'Keputusan underwriter tidak dapat dimuat.',
    intro: (name: string) =>
      `${name}, underwriter telah menilai pengajuan Anda dan bersedia menerimanya dengan ketentuan berikut.`,
    finalPremium: 'Premi akhir',
    perPeriod: (frequency: string) => `dibayar ${frequency.toLowerCase()}`,
    validUntil: (date: string) => `Berlaku untuk disetujui sampai ${date}.`,
    decidedAt: (when: string) => `Diputuskan ${when}`,
    breakdownTitle: 'Rincian premi',
    amountsPer: (frequency: string) => `Semua jumlah per pembayaran ${frequency.toLowerCase()}.`,
    basePremium: 'Premi dasar (produk utama dan asuransi tambahan)',
    mainPremium: (product: string) => `Premi ${product}`,
    riderPremium: (rider: string) => `Premi ${rider}`,
    loadingsTitle: 'Ekstra premi',
    loadingLine: (percent: number) => `Ekstra premi ${percent}% dari premi produk utama`,
    extraPremium: 'Jumlah ekstra premi',
    noLoadings: 'Tanpa ekstra premi: premi standar.',
    exclusionsTitle: 'Pengecualian',
    exclusionsIntro: 'Risiko berikut tidak ditanggung polis ini:',
    noExclusions: 'Tanpa pengecualian.',
    reason: 'Alasan',
    approve: 'Setujui',
    decline: 'Tolak',
    approveTitle: 'Setujui dengan kode OTP',
    approveIntro:
      'Persetujuan Anda dicatat dengan waktu dan perangkat yang Anda gunakan. Pilih ke mana kode OTP dikirim.',
    channelLegend: 'Kirim kode OTP ke',
    channelSms: (masked: string) => `SMS ke ${masked}`,
    channelEmail: (masked: string) => `Email ke ${masked}`,
    sendCode: 'Kirim kode OTP',
    sending: 'Mengirim kode OTP…',
    approveSubmit: 'Setujui keputusan',
    cancel: 'Batal',
    approved: 'Keputusan underwriter telah Anda setujui. Silakan bayar premi pertama.',
    declineTitle: 'Tolak keputusan underwriter',
    declineIntro:
      'Bila Anda menolak, pengajuan ini berakhir dan tidak dapat dilanjutkan. Agen Anda akan diberi tahu.',
    reasonLegend: 'Alasan Anda',
    reasonRequired: 'Pilih alasan Anda.',
    noteLabel: 'Keterangan',
    noteLabelOptional: 'Keterangan (bila perlu)',
    noteRequired: 'Tulis alasan Anda.',
    noteTooLong: (max: number) => `Keterangan paling banyak ${max} karakter.`,
    declineSubmit: 'Tolak keputusan',
    declineConfirmTitle: 'Tolak keputusan underwriter?',
    declineConfirm:
      'Pengajuan SPAJ ini akan berakhir dan tidak dapat dilanjutkan lagi. Lanjutkan menolak?',
    declined: 'Anda telah menolak keputusan underwriter. Pengajuan berakhir.',
    state: {
      approvedTitle: 'Keputusan sudah Anda setujui',
      approvedText: (when: string) => `Anda menyetujui keputusan ini ${when}.`,
      pay: 'Bayar premi pertama',
      issuedTitle: 'Polis telah terbit',
      issuedText: (policy: string) => `Premi pertama telah dibayar dan polis ${policy} terbit.`,
      declinedTitle: 'Keputusan sudah Anda tolak',
      declinedText: (when: string) => `Anda menolak keputusan ini ${when}; pengajuan berakhir.`,
      expiredTitle: 'Keputusan sudah tidak berlaku',
      expiredText: (date: string) =>
        `Keputusan ini hanya dapat disetujui sampai ${date}; pengajuan berakhir.`,
      noneTitle: 'Keputusan underwriter belum ada',
      noneText: (status: string) =>
        `Pengajuan Anda berstatus ${status}. Kami memberi tahu lewat email saat keputusan underwriter terbit.`,
      rejectedTitle: 'Pengajuan ditolak',
      toFollowUp: 'Kembali ke pantau SPAJ',
    },
  },
} as const;
