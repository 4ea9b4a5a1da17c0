// Every text of Pengaturan, Ganti Kata Sandi and Ganti Email Pemulihan (Indonesian; Passkey's
// own are in features/passkey). The server's messages (wrong password with the attempts left,
// locks, rule violations) are shown as they come.
import type { DeviceSessionDevice } from '../../api/generated/model/deviceSessionDevice';
import type { ConfirmRoute } from '../../api/generated/model/confirmRoute';
import { componentMessages } from '../../components/messages';
import { titles } from './titles';

export const messages = {
  titles,
  loading: 'Memuat pengaturan keamanan…',
  error: 'Pengaturan keamanan tidak dapat dimuat saat ini.',

  password: {
    heading: 'Kata Sandi',
    changedAt: (date: string) => `Terakhir diganti ${date}`,
    neverChanged: 'Belum pernah diganti',
    change: 'Ganti Kata Sandi',
  },

  recoveryEmail: {
    heading: 'Email Pemulihan',
    intro: 'Tujuan kode lupa kata sandi dan pemberitahuan keamanan akun Anda.',
    notSet: 'Belum diatur',
    notSetHint:
      'Selama email pemulihan belum diatur, kode lupa kata sandi dan pemberitahuan keamanan dikirim ke email akun Anda.',
    change: 'Ganti Email Pemulihan',
  },

  passkeys: {
    heading: 'Passkey',
    intro:
      'Masuk ke TManKu dengan sidik jari, wajah atau PIN perangkat Anda, tanpa kata sandi dan kode OTP.',
    manage: 'Kelola Passkey',
  },

  mobile: {
    heading: 'Nomor Ponsel',
    notSet: 'Belum terdaftar',
    viaPengkinian: 'Nomor ponsel diubah melalui Pengkinian Data: buka',
    dataPolis: 'Data Polis',
    viaPengkinianEnd: "lalu pilih 'Perbarui Data Nasabah'.",
  },

  privacy: {
    heading: 'Privasi dan Data Pribadi',
    intro:
      'Persetujuan penawaran produk, salinan data pribadi Anda, dan permintaan perbaikan, pembatasan atau penghapusan data.',
    open: 'Buka Privasi',
  },

  devices: {
    heading: 'Perangkat yang Sedang Masuk',
    intro:
      'Perangkat yang sedang masuk ke akun TManKu Anda. Bila ada yang tidak Anda kenali, keluarkan perangkat itu lalu ganti kata sandi Anda.',
    thisDevice: 'Perangkat ini',
    onlyThisDevice: 'Hanya perangkat ini yang sedang masuk ke akun Anda.',
    none: 'Belum ada perangkat yang tercatat sedang masuk.',
    unknownPlace: 'Lokasi tidak diketahui',
    unknownOs: 'Sistem operasi tidak dikenal',
    unknownBrowser: 'peramban tidak dikenal',
    lastActive: 'Terakhir aktif',
    signedInSince: 'Masuk sejak',
    justNow: 'baru saja',
    minutesAgo: (n: number) => `${n} menit yang lalu`,
    hoursAgo: (n: number) => `${n} jam yang lalu`,
    revoke: 'Keluar dari perangkat ini',
    revokeTitle: 'Keluar dari Perangkat',
    revokeConfirm: (device: string) =>
      `Keluarkan ${device} dari akun Anda? Perangkat itu harus masuk kembali untuk membuka TManKu.`,
    revoked: (device: string) => `${device} telah dikeluarkan dari akun Anda.`,
    listLabel: 'Daftar perangkat yang sedang masuk',
  },

  deviceKinds: {
    MOBILE: 'Ponsel',
    TABLET: 'Tablet',
    DESKTOP: 'Komputer',
    UNKNOWN: 'Perangkat tidak dikenal',
  } satisfies Record<DeviceSessionDevice, string>,

  confirm: {
    title: 'Konfirmasi Kata Sandi',
    intro: (page: string) =>
      `Demi keamanan akun Anda, masukkan kata sandi Anda saat ini untuk membuka halaman ${page}.`,
    label: 'Kata sandi saat ini',
    required: 'Masukkan kata sandi Anda saat ini.',
    tooLong: (max: number) => `Kata sandi maksimal ${max} karakter.`,
    submit: 'Lanjut',
    cancel: 'Batal',
    processing: componentMessages.processing,
    pages: {
      'change-password': titles.changePassword,
      'change-recovery-email': titles.changeRecoveryEmail,
      'manage-passkeys': titles.passkeys,
    } satisfies Record<ConfirmRoute, string>,
  },

  changePassword: {
    intro:
      'Buat kata sandi baru untuk akun TManKu Anda. Setelah kata sandi diganti, semua perangkat lain yang sedang masuk akan dikeluarkan.',
    newLabel: 'Kata Sandi Baru',
    confirmLabel: 'Konfirmasi Kata Sandi Baru',
    rulesTitle: 'Kata sandi baru:',
    rules: [
      'minimal 8 karakter; tidak harus memuat huruf besar, angka atau simbol,',
      'bukan kata sandi yang umum dipakai,',
      'tidak memuat nama pengguna Anda,',
      'berbeda dari kata sandi Anda saat ini.',
    ],
    submit: 'Simpan Kata Sandi Baru',
    cancel: 'Batal',
    done: 'Kata sandi berhasil diganti.',
    endedSessions: (n: number) => `${n} perangkat lain telah dikeluarkan.`,
    notice:
      'Pemberitahuan perubahan ini telah dikirim ke email pemulihan Anda (atau ke email akun bila email pemulihan belum diatur).',
  },

  recovery: {
    intro:
      'Masukkan alamat email pemulihan yang baru. Kami akan mengirim kode verifikasi ke alamat itu untuk memastikan alamat tersebut milik Anda.',
    label: 'Email Pemulihan Baru',
    hint: 'Contoh: nama@contoh.co.id',
    required: 'Masukkan email pemulihan baru.',
    invalid: 'Email tidak valid. Periksa kembali penulisannya.',
    tooLong: (max: number) => `Email maksimal ${max} karakter.`,
    send: 'Kirim Kode',
    cancel: 'Batal',
    codeIntro: 'Masukkan kode verifikasi untuk menjadikan alamat ini email pemulihan Anda.',
    sentTo: 'Kode 6 angka telah dikirim ke email pemulihan baru',
    verify: 'Verifikasi',
    changeAddress: 'Ganti alamat',
    noticeTo: (email: string) =>
      `Pemberitahuan penggantian akan dikirim ke alamat yang menerima pemberitahuan keamanan saat ini: ${email}.`,
    done: (email: string) => `Email pemulihan berhasil diganti menjadi ${email}.`,
    doneNotice: 'Pemberitahuan telah dikirim ke alamat sebelumnya.',
    doneNoticeTo: (email: string) => `Pemberitahuan telah dikirim ke alamat sebelumnya, ${email}.`,
  },

  backToSettings: 'Kembali ke Pengaturan',
};
