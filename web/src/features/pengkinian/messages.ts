// Every text of the 'Pengkinian Data Nasabah' page (Indonesian). Section names and KYC
// statuses shared with the history page and the review desk are in shared/kycLabels.ts.
import { titles } from './titles';

export const messages = {
  pageTitle: titles.pageTitle,
  intro:
    'Periksa data Anda dan ubah yang sudah tidak sesuai. Perubahan berlaku setelah diverifikasi petugas.',
  policy: (policyNumber: string) => `Polis ${policyNumber}`,
  loading: 'Memuat data Anda…',
  loadError: 'Data Anda tidak dapat dimuat saat ini.',

  refused: {
    heading: 'Pengkinian Data belum dapat dilakukan',
    history: 'Lihat Riwayat Pengajuan Pengkinian Data',
    back: 'Kembali ke Data Polis',
  },

  steps: {
    label: 'Langkah pengisian',
    identity: 'Identitas',
    idCardAddress: 'Alamat KTP',
    currentAddress: 'Alamat Domisili',
    work: 'Pekerjaan',
    finance: 'Keuangan',
    contact: 'Kontak & Korespondensi',
    position: (n: number, total: number) => `Langkah ${n} dari ${total}`,
    changed: 'ada perubahan',
    current: 'langkah saat ini',
  },

  actions: {
    next: 'Lanjut',
    back: 'Kembali',
    review: 'Periksa Perubahan',
    edit: 'Ubah Data',
    toOtp: 'Lanjut ke Verifikasi',
    processing: 'Memproses…',
  },

  change: {
    badge: 'Diubah',
    before: (old: string) => `Sebelumnya: ${old}`,
    empty: '(kosong)',
    noChanges: 'Belum ada data yang Anda ubah.',
    count: (n: number) => `${n} isian diubah`,
  },

  fields: {
    idType: 'Jenis identitas',
    nationality: 'Kewarganegaraan',
    country: 'Negara',
    nik: 'NIK',
    passport: 'Nomor paspor',
    idExpiry: 'Paspor berlaku sampai',
    fullName: 'Nama lengkap',
    birthPlace: 'Tempat lahir',
    birthDate: 'Tanggal lahir',
    gender: 'Jenis kelamin',
    religion: 'Agama',
    marital: 'Status perkawinan',
    addressLine: 'Alamat',
    rt: 'RT',
    rw: 'RW',
    province: 'Provinsi',
    district: 'Kabupaten/Kota',
    subDistrict: 'Kecamatan',
    village: 'Kelurahan/Desa',
    postalCode: 'Kode pos',
    sameAsIdCard: 'Sama dengan alamat KTP',
    occupation: 'Pekerjaan',
    business: 'Bidang usaha',
    companyName: 'Nama perusahaan',
    jobTitle: 'Jabatan',
    workingAddress: 'Alamat Kantor',
    income: 'Penghasilan per bulan',
    sourceFund: 'Sumber dana',
    npwp: 'NPWP',
    bank: 'Bank',
    accountNumber: 'Nomor rekening',
    accountName: 'Nama pemilik rekening',
    email: 'Email',
    phone: 'Nomor ponsel',
    mailingAddress: 'Alamat surat-menyurat',
    statementDelivery: 'Pengiriman laporan polis',
    choose: 'Pilih…',
    chooseParentFirst: (parent: string) => `Pilih ${parent} terlebih dahulu`,
    loadingOptions: 'Memuat pilihan…',
    optionsError: 'Pilihan tidak dapat dimuat. Coba lagi.',
  },

  hints: {
    nik: '16 angka sesuai KTP.',
    rtRw: '3 angka, isi 000 bila tidak ada.',
    postalCode: 'Terisi otomatis dari kelurahan/desa yang dipilih.',
    npwp: '15 atau 16 angka tanpa tanda baca. Kosongkan bila tidak memiliki NPWP.',
    phone: 'Diawali 08 atau +628. Nomor baru diverifikasi dengan kode OTP.',
    email: 'Email baru diverifikasi dengan kode OTP.',
    companyOptional: 'Diisi bila bekerja pada perusahaan.',
  },

  mailing: {
    ID_CARD_ADDRESS: 'Alamat KTP',
    CURRENT_ADDRESS: 'Alamat domisili',
    WORKING_ADDRESS: 'Alamat kantor',
  },
  delivery: {
    EMAIL: 'Email',
    POST: 'Pos',
  },

  rules: {
    required: (label: string) => `${label} wajib diisi.`,
    choose: (label: string) => `Pilih ${label.toLowerCase()}.`,
    nik: 'NIK harus 16 angka sesuai KTP; angka ke-7 sampai ke-10 adalah tanggal dan bulan lahir.',
    passport: 'Nomor paspor 6 sampai 12 huruf besar atau angka.',
    name: 'Gunakan huruf, spasi, titik, koma, apostrof atau tanda hubung.',
    birthPlace: 'Tempat lahir hanya huruf, spasi, titik, apostrof atau tanda hubung.',
    date: 'Tanggal tidak valid.',
    birthFuture: 'Tanggal lahir tidak boleh setelah hari ini.',
    expiryPast: 'Paspor harus masih berlaku setelah hari ini.',
    addressLine: 'Alamat 5 sampai 200 karakter, tanpa tanda < > { } \\.',
    rtRw: 'Isi 3 angka, misalnya 005 (000 bila tidak ada).',
    postalCode: 'Kode pos 5 angka, tidak diawali 0.',
    text: 'Paling banyak 100 karakter, tanpa tanda < > { } \\.',
    npwp: 'NPWP 15 atau 16 angka tanpa tanda baca.',
    accountNumber: 'Nomor rekening 6 sampai 20 angka.',
    email: 'Format email tidak valid, contoh: nama@contoh.com.',
    phone: 'Nomor ponsel diawali 08 atau +628, 10 sampai 14 angka.',
    companyRequired: 'Nama perusahaan wajib diisi untuk pekerjaan ini.',
    workingMailing: 'Alamat kantor hanya dapat dipilih bila pekerjaan Anda memiliki alamat kantor.',
    document: 'Lampirkan foto atau pindaian identitas baru karena data identitas berubah.',
    fixStep: 'Periksa kembali isian yang ditandai.',
    fixServer: 'Periksa kembali isian yang ditandai pada langkah yang disorot.',
  },

  document: {
    heading: 'Dokumen identitas baru',
    explain:
      'Data identitas Anda berubah. Lampirkan foto atau pindaian KTP/paspor baru (JPEG, PNG atau PDF, paling besar 5 MB).',
    label: 'Foto atau pindaian KTP/paspor',
    uploading: (percent: number) => `Mengunggah… ${percent}%`,
    progress: 'Kemajuan unggahan',
    done: 'Terlampir.',
    /** Beside the file control when the draft holds a document chosen in an earlier visit. */
    attachedBefore: 'Dokumen identitas sudah terlampir.',
    tooLarge:
      'Ukuran berkas paling besar 5 MB. Perkecil foto atau pindai ulang dengan resolusi lebih rendah.',
    wrongType: 'Berkas harus berupa foto JPEG atau PNG, atau PDF.',
    failed: 'Berkas tidak dapat diunggah. Silakan coba lagi.',
  },

  summary: {
    heading: 'Ringkasan Perubahan',
    intro: 'Periksa perubahan berikut sebelum verifikasi dengan kode OTP.',
    field: 'Isian',
    old: 'Data lama',
    new: 'Data baru',
    arrow: 'menjadi',
    warningsHeading: 'Perlu Anda periksa',
    confirm: 'Saya menyatakan data yang saya isi sudah benar dan sesuai dokumen identitas.',
    confirmRequired: 'Centang pernyataan ini untuk melanjutkan.',
    expires: (time: string) => `Ringkasan ini berlaku sampai pukul ${time}.`,
  },

  otp: {
    heading: 'Verifikasi Kode OTP',
    stepOf: (n: number, total: number) => `Kode ${n} dari ${total}`,
    purpose: {
      PENGKINIAN_EMAIL: 'Verifikasi email baru',
      PENGKINIAN_HP: 'Verifikasi nomor ponsel baru',
      PENGKINIAN: 'Konfirmasi pengajuan',
    },
    explain: {
      PENGKINIAN_EMAIL: 'Masukkan kode yang kami kirim ke email baru Anda.',
      PENGKINIAN_HP: 'Masukkan kode yang kami kirim ke nomor ponsel baru Anda.',
      PENGKINIAN:
        'Masukkan kode yang kami kirim ke nomor ponsel terdaftar untuk mengirim pengajuan.',
    },
    sending: 'Mengirim kode OTP…',
    verify: 'Verifikasi',
    submitting: 'Mengirim pengajuan…',
    verified: 'Terverifikasi',
  },

  receipt: {
    heading: 'Pengajuan Terkirim',
    text: 'Pengajuan Pengkinian Data Anda sudah kami terima dan akan diverifikasi petugas. Kami memberi tahu hasilnya melalui email.',
    number: 'Nomor registrasi',
    status: 'Status',
    submittedAt: 'Dikirim',
    history: 'Riwayat Pengajuan Pengkinian Data',
    back: 'Kembali ke Data Polis',
  },

  leave: {
    title: 'Tinggalkan halaman?',
    message: 'Perubahan yang belum dikirim akan hilang. Tinggalkan halaman ini?',
    ok: 'Tinggalkan',
    cancel: 'Tetap di sini',
  },
} as const;
