// Every text of the staff's underwriting desk (Indonesian): the admin home's card, the queue,
// one application, and the actions with their forms. Page titles: titles.ts.
import { spajStatusLabels } from '../../../api/generated/labels/spajStatus';
import { spajAskedByLabels } from '../../../api/generated/labels/spajAskedBy';
import { genderCodeLabels } from '../../../api/generated/labels/genderCode';
import type {
  SpajAuditEventAction,
  SpajAuditEventActorKind,
  SpajRequirementKind,
  SpajStatus,
} from '../../../api/generated/model';

export const spajStatusNames = spajStatusLabels;

export const askedByNames = spajAskedByLabels;

export const kindNames: Record<SpajRequirementKind, string> = {
  DOCUMENT: 'Dokumen',
  QUESTION: 'Pertanyaan',
};

export const genderNames = genderCodeLabels;

export const actorKindNames: Record<SpajAuditEventActorKind, string> = {
  STAFF: 'Petugas',
  APPLICANT: 'Pemohon',
  AGENT: 'Agen',
  SYSTEM: 'Sistem',
};

export const auditActionNames: Record<SpajAuditEventAction, string> = {
  RECEIVED: 'Diterima dari agen',
  REVIEW_STARTED: 'Seleksi risiko dimulai',
  REQUIREMENTS_ASKED: 'Permintaan dokumen atau pertanyaan',
  REQUIREMENT_ANSWERED: 'Dijawab pemohon',
  DECIDED: 'Keputusan diterbitkan',
  REJECTED: 'Ditolak underwriter',
  OFFER_APPROVED: 'Disetujui pemohon',
  OFFER_DECLINED: 'Ditolak pemohon',
  EXPIRED: 'Kedaluwarsa',
  ISSUED: 'Polis terbit',
};

export const spajMessages = {
  number: (value: string) => `SPAJ ${value.replace(/(\d{4})(?=\d)/g, '$1 ')}`,

  desk: {
    title: 'Underwriting SPAJ',
    waiting: (n: number) =>
      n === 0
        ? 'Tidak ada SPAJ yang menunggu underwriter.'
        : `${n} SPAJ menunggu tindakan underwriter.`,
    loading: 'Menghitung SPAJ yang menunggu…',
    error: 'Jumlah SPAJ tidak dapat dimuat saat ini.',
    open: 'Lihat antrean SPAJ',
  },

  queue: {
    intro:
      'Pengajuan asuransi (SPAJ) menurut status, yang paling lama menunggu lebih dulu. Periksa data dan dokumennya, minta yang kurang, lalu terbitkan keputusan.',
    tabs: 'Status SPAJ',
    countUnit: 'SPAJ',
    caption: (status: string) => `SPAJ berstatus ${status}`,
    count: (n: number) => `${n} SPAJ`,
    spaj: 'SPAJ',
    applicant: 'Pemohon',
    product: 'Produk',
    sumAssured: 'Uang pertanggungan',
    agent: 'Agen',
    open: 'Permintaan terbuka',
    openCount: (n: number) => (n === 0 ? 'Tidak ada' : `${n} belum dijawab`),
    review: 'Periksa',
    reviewLabel: (number: string, name: string) => `Periksa SPAJ ${number}, ${name}`,
    loading: 'Memuat antrean SPAJ…',
    error: 'Antrean SPAJ tidak dapat dimuat saat ini.',
    empty: {
      RECEIVED: 'Tidak ada SPAJ baru yang menunggu diperiksa.',
      WAITING_DOCUMENTS: 'Tidak ada SPAJ yang menunggu dokumen atau jawaban pemohon.',
      RISK_SELECTION: 'Tidak ada SPAJ dalam seleksi risiko.',
      DECISION: 'Tidak ada keputusan yang menunggu persetujuan pemohon.',
      WAITING_PAYMENT: 'Tidak ada SPAJ yang menunggu premi pertama.',
      ISSUED: 'Belum ada polis yang terbit dari SPAJ.',
      REJECTED: 'Belum ada SPAJ yang ditolak.',
      DECLINED: 'Belum ada SPAJ yang dibatalkan pemohon.',
      EXPIRED: 'Belum ada SPAJ yang kedaluwarsa.',
    } satisfies Record<SpajStatus, string>,
    pastLastPage: 'Halaman ini tidak berisi SPAJ.',
    pagination: 'Halaman antrean SPAJ',
  },

  review: {
    back: 'Kembali ke antrean SPAJ',
    loading: 'Memuat SPAJ…',
    error: 'SPAJ tidak dapat dimuat saat ini.',
    missing: 'Nomor SPAJ tidak valid.',
    actions: 'Tindakan',
    noActions: 'Tidak ada tindakan underwriter pada status ini.',
    waitingApplicant: 'Menunggu pemohon menjawab permintaan yang terbuka.',
    openFirst: 'Keputusan dapat diterbitkan setelah semua permintaan dijawab.',
    conflictReloaded: 'SPAJ dimuat ulang dengan status terbaru.',
    submitted: 'Diajukan',
    updated: 'Perubahan terakhir',
    applicant: 'Pemohon',
    name: 'Nama',
    nik: 'NIK',
    birthDate: 'Tanggal lahir',
    gender: 'Jenis kelamin',
    phone: 'Ponsel',
    email: 'Email',
    address: 'Alamat',
    holder: 'Pemegang polis',
    holderYes: (client: string) => `Ya, nomor klien ${client}`,
    holderNo: 'Belum (nasabah baru)',
    insured: 'Tertanggung',
    relation: 'Hubungan',
    coverage: 'Pertanggungan',
    product: 'Produk',
    sumAssured: 'Uang pertanggungan',
    premium: 'Premi produk utama',
    frequency: 'Cara bayar',
    term: 'Masa asuransi',
    termYears: (n: number) => `${n} tahun`,
    riders: 'Asuransi tambahan',
    noRiders: 'Tidak ada',
    riderLine: (sum: string, premium: string) => `UP ${sum}, premi ${premium}`,
    benefits: 'Manfaat',
    agent: 'Agen',
    agentLine: (code: string, phone: string) => `${code} · ${phone}`,
    requirements: 'Permintaan kepada pemohon',
    noRequirements: 'Belum ada permintaan.',
    askedBy: (who: string, when: string) => `${who}, ${when}`,
    open: 'Belum dijawab',
    answered: (when: string) => `Dijawab ${when}`,
    answer: 'Jawaban',
    documents: 'Dokumen',
    noDocuments: 'Pemohon belum mengirim dokumen.',
    documentsList: 'Dokumen dari pemohon',
    view: 'Lihat',
    viewLabel: (title: string, name: string) => `Lihat ${title}: ${name}`,
    viewer: (title: string, name: string) => `Pratinjau ${title}: ${name}`,
    uploaded: (at: string) => `Diunggah ${at}`,
    offer: 'Keputusan',
    offerStatus: {
      OPEN: 'Menunggu persetujuan pemohon',
      APPROVED: 'Disetujui pemohon',
      DECLINED: 'Ditolak pemohon',
      EXPIRED: 'Kedaluwarsa',
    },
    validUntil: 'Berlaku sampai',
    basePremium: 'Premi dasar',
    extraPremium: 'Ekstra premi',
    finalPremium: 'Premi akhir',
    loadings: 'Ekstra premi',
    loadingLine: (percent: number, amount: string) => `${percent}% premi produk utama: ${amount}`,
    exclusions: 'Pengecualian',
    rejection: 'Alasan penolakan',
    payment: 'Premi pertama',
    policy: 'Nomor polis',
    payBefore: 'Bayar sebelum',
    paidAt: 'Dibayar',
    audit: 'Jejak tindakan',
    by: (actor: string, kind: string) => `${actor} (${kind})`,
    from: (address: string) => `dari ${address}`,
    device: 'Perangkat',
  },

  actions: {
    buttons: {
      REVIEW: 'Mulai seleksi risiko',
      REQUIREMENTS: 'Minta dokumen atau jawaban',
      DECIDE: 'Terbitkan keputusan',
      REJECT: 'Tolak SPAJ',
    },
    cancel: 'Batal',
    remove: 'Hapus',
    back: 'Kembali ke isian',
    busy: 'Memproses…',
    confirmTitle: 'Periksa sebelum mengirim',
    charsForbidden: 'tidak boleh diawali atau diakhiri spasi.',

    review: {
      title: 'Mulai seleksi risiko?',
      message: (number: string) =>
        `SPAJ ${number} Anda ambil untuk seleksi risiko (status Seleksi Risiko). Tindakan dicatat atas nama Anda.`,
      ok: 'Ya, mulai seleksi risiko',
      done: (number: string) => `SPAJ ${number} dalam seleksi risiko.`,
    },

    requirements: {
      title: 'Minta dokumen atau jawaban',
      intro:
        'Tulis setiap dokumen atau pertanyaan yang diminta dari pemohon. Pemohon menerima email dan menjawab dari halaman pantau SPAJ; SPAJ menjadi Menunggu Dokumen.',
      item: (n: number) => `Permintaan ${n}`,
      kind: 'Jenis',
      askedBy: 'Diminta oleh',
      titleLabel: { DOCUMENT: 'Dokumen yang diminta', QUESTION: 'Pertanyaan' },
      titleHint: (max: number) => `3 sampai ${max} karakter, dibaca pemohon.`,
      note: 'Penjelasan (opsional)',
      noteHint: (max: number) => `Paling banyak ${max} karakter.`,
      add: 'Tambah permintaan',
      remove: (n: number) => `Hapus permintaan ${n}`,
      titleRequired: 'Tulis dokumen atau pertanyaannya.',
      titleShort: 'Paling sedikit 3 karakter.',
      titleLong: (max: number) => `Paling banyak ${max} karakter.`,
      noteLong: (max: number) => `Penjelasan paling banyak ${max} karakter.`,
      tooMany: (max: number) => `Paling banyak ${max} permintaan sekali kirim.`,
      confirm: (n: number, number: string) =>
        `Kirim ${n} permintaan kepada pemohon SPAJ ${number}? Pemohon diberi tahu lewat email.`,
      submit: 'Kirim permintaan',
      done: (number: string) => `Permintaan terkirim. SPAJ ${number} menunggu jawaban pemohon.`,
    },

    decide: {
      title: 'Terbitkan keputusan underwriter',
      intro:
        'Terima pengajuan dengan premi standar, atau dengan ekstra premi (persen premi produk utama) dan pengecualian. Premi dihitung server; pratinjau di bawah memakai aturan yang sama.',
      loadings: 'Ekstra premi',
      noLoadings: 'Tanpa ekstra premi.',
      addLoading: 'Tambah ekstra premi',
      percent: 'Persen premi produk utama',
      percentOption: (n: number) => `${n}%`,
      percentInvalid: 'Pilih persen ekstra premi.',
      reason: 'Alasan',
      removeLoading: (n: number) => `Hapus ekstra premi ${n}`,
      exclusions: 'Pengecualian',
      noExclusions: 'Tanpa pengecualian.',
      addExclusion: 'Tambah pengecualian',
      exclusionTitle: 'Risiko yang tidak ditanggung',
      removeExclusion: (n: number) => `Hapus pengecualian ${n}`,
      validDays: 'Berlaku untuk disetujui (hari)',
      validDaysHint: (min: number, max: number) => `${min} sampai ${max} hari, tanggal WIB.`,
      validDaysInvalid: (min: number, max: number) => `Masa berlaku ${min} sampai ${max} hari.`,
      reasonRequired: 'Tulis alasannya.',
      reasonShort: (min: number) => `Alasan paling sedikit ${min} karakter.`,
      reasonLong: (max: number) => `Alasan paling banyak ${max} karakter.`,
      titleRequired: 'Tulis risiko yang tidak ditanggung.',
      titleShort: (min: number) => `Paling sedikit ${min} karakter.`,
      titleLong: (max: number) => `Paling banyak ${max} karakter.`,
      duplicate: 'Sama dengan baris lain.',
      previewTitle: 'Pratinjau premi',
      mainPremium: 'Premi produk utama',
      riderPremium: (name: string) => `Premi ${name}`,
      basePremium: 'Premi dasar',
      loadingLine: (percent: number) => `Ekstra premi ${percent}%`,
      extraPremium: 'Jumlah ekstra premi',
      finalPremium: 'Premi akhir',
      rule: 'Ekstra premi = persen × premi produk utama (tanpa asuransi tambahan), dibulatkan ke rupiah terdekat (setengah ke atas).',
      confirm: (number: string, final: string) =>
        `Terbitkan keputusan untuk SPAJ ${number} dengan premi akhir ${final}? Pemohon diberi tahu untuk menyetujuinya.`,
      submit: 'Terbitkan keputusan',
      done: (number: string) => `Keputusan SPAJ ${number} terbit dan menunggu persetujuan pemohon.`,
    },

    reject: {
      title: 'Tolak SPAJ',
      label: 'Alasan penolakan (dibaca pemohon)',
      hint: (min: number, max: number) => `${min} sampai ${max} karakter.`,
      required: 'Tulis alasan penolakan.',
      short: (min: number) => `Alasan paling sedikit ${min} karakter.`,
      long: (max: number) => `Alasan paling banyak ${max} karakter.`,
      chars:
        'Tulis alasan penolakan dalam satu paragraf, tanpa baris baru, tab atau karakter kontrol lain.',
      confirm: (number: string) =>
        `Tolak SPAJ ${number}? Pengajuan berakhir dan pemohon serta agen diberi tahu. Tindakan ini tidak dapat dibatalkan.`,
      submit: 'Tolak SPAJ',
      done: (number: string) => `SPAJ ${number} ditolak.`,
    },
  },
} as const;
