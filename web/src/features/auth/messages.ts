// Every text of the sign-in pages (Indonesian).
import { componentMessages, otpMessages, passwordMessages } from '../../components/messages';
import type { LoginNotice } from '../../shared/loginNotice';

/** Why the last session ended, shown once on the login page. */
const notices: Record<LoginNotice, string> = {
  idle: 'Sesi Anda telah berakhir karena tidak ada aktivitas.',
  expired: 'Sesi Anda telah berakhir. Silakan masuk kembali.',
  loggedOut: 'Anda telah keluar dari TManKu.',
};

export const loginMessages = {
  notices,
  common: {
    back: 'Kembali',
    changeUser: 'Bukan Anda? Ganti pengguna',
    processing: componentMessages.processing,
    lockedUntil: otpMessages.lockedUntil,
    attemptsLeft: otpMessages.attemptsLeft,
    fixFields: 'Periksa kembali isian yang ditandai.',
  },
  login: {
    title: 'Masuk',
    heading: 'Selamat datang di TManKu',
    intro: 'Masuk untuk melihat polis, membayar premi, dan mengajukan klaim.',
    adminIntro: 'Masuk ke area admin TManKu.',
    label: 'Nama pengguna atau NIK',
    hint: 'NIK terdiri dari 16 angka sesuai KTP.',
    required: 'Masukkan nama pengguna atau NIK Anda.',
    invalidNik: 'NIK tidak valid. Periksa kembali 16 angka NIK sesuai KTP Anda.',
    invalidUserName:
      'Nama pengguna tidak valid. Gunakan 3–50 karakter huruf, angka, titik, garis bawah atau tanda hubung.',
    submit: 'Lanjutkan',
    help: 'Belum pernah masuk? Masukkan NIK Anda untuk membuat akun.',
    spajTitle: 'Mengajukan asuransi melalui agen?',
    spaj: 'Pantau pengajuan SPAJ',
    spajPolis: 'Pemegang polis: lihat pengajuan SPAJ Anda',
    withNik:
      'Masukkan NIK Anda (16 angka sesuai KTP). Setelah NIK dan tanggal lahir Anda cocok, Anda dapat membuat kata sandi atau mengaktifkan kembali akun Anda.',
  },
  idCard: {
    title: 'Verifikasi Identitas',
    intro: 'Untuk keamanan akun Anda, masukkan NIK dan tanggal lahir sesuai KTP.',
    reactivateIntro:
      'Akun Anda tidak aktif karena lama tidak digunakan. Verifikasi identitas Anda untuk mengaktifkannya kembali.',
    nikLabel: 'NIK (Nomor Induk Kependudukan)',
    nikHint: '16 angka sesuai KTP.',
    nikRequired: 'Masukkan NIK Anda.',
    nikInvalid: 'NIK harus 16 angka yang sesuai dengan KTP Anda.',
    birthLabel: 'Tanggal lahir',
    birthRequired: 'Masukkan tanggal lahir Anda.',
    birthInvalid: 'Tanggal lahir tidak valid.',
    birthFuture: 'Tanggal lahir tidak boleh setelah hari ini.',
    submit: 'Verifikasi',
  },
  verifyPassword: {
    title: 'Kata Sandi',
    heading: 'Masukkan Kata Sandi',
    intro: 'Masukkan kata sandi akun TManKu Anda.',
    signingInAs: 'Masuk sebagai',
    label: 'Kata sandi',
    required: 'Masukkan kata sandi Anda.',
    tooLong: (max: number) => `Kata sandi maksimal ${max} karakter.`,
    forgot: 'Lupa kata sandi?',
    submit: 'Masuk',
    noPassword: 'Belum punya kata sandi, atau akun Anda tidak aktif?',
    withNik: 'Masuk dengan NIK',
  },
  otp: {
    ...otpMessages,
    title: 'Kode OTP',
    heading: 'Masukkan Kode OTP',
    sending: 'Mengirim kode OTP…',
    submit: 'Verifikasi',
    toEmail: (email: string) => `Kirim kode ke email ${email}`,
    toSms: 'Kirim kode melalui SMS',
    /** The SMS could not be delivered: the e-mail offered below. */
    undeliverableToEmail: (email: string) => `Kirim ulang kode, atau kirim kode ke email ${email}.`,
  },
  password: passwordMessages,
  createPassword: {
    title: 'Buat Kata Sandi',
    intro: 'Buat kata sandi untuk masuk ke TManKu selanjutnya.',
    reactivateTitle: 'Aktifkan Kembali Akun',
    reactivateIntro:
      'Akun Anda tidak aktif karena lama tidak digunakan. Buat kata sandi baru untuk mengaktifkannya kembali.',
    submit: 'Simpan dan Masuk',
  },
  forgotPassword: {
    title: 'Lupa Kata Sandi',
    intro:
      'Masukkan email yang terdaftar pada akun atau polis Anda. Kami akan mengirim kode verifikasi ke email tersebut.',
    emailLabel: 'Email terdaftar',
    emailRequired: 'Masukkan email Anda.',
    emailInvalid: 'Email tidak valid. Periksa kembali penulisannya.',
    sentTo: 'Bila email ini terdaftar pada akun Anda, kode 6 angka telah dikirim ke',
    send: 'Kirim kode',
    submit: 'Verifikasi',
    back: 'Kembali ke kata sandi',
  },
  newPassword: {
    title: 'Atur Ulang Kata Sandi',
    intro: 'Buat kata sandi baru untuk akun TManKu Anda. Semua sesi lain akan diakhiri.',
    submit: 'Simpan dan Masuk',
  },
} as const;
