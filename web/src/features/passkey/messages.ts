// Every text of Pengaturan → Passkey (Indonesian). The server's refusals (a registration
// that ran out, a passkey the server did not accept, the limit, a lock) are shown as they
// come; these are the page's own and the browser's.
import type { PasskeyAttachment } from '../../api/generated/model/passkeyAttachment';
import { componentMessages } from '../../components/messages';
import { titles } from './titles';

export const messages = {
  titles,
  intro:
    'Passkey membuat Anda masuk ke TManKu dengan sidik jari, wajah atau PIN perangkat Anda, tanpa kata sandi dan kode OTP.',
  introSafe:
    'Passkey tersimpan di perangkat Anda dan hanya berfungsi di situs TManKu, sehingga tidak dapat dicuri melalui situs palsu.',
  loading: 'Memuat passkey…',
  error: 'Daftar passkey tidak dapat dimuat saat ini.',

  list: {
    heading: 'Passkey Anda',
    label: 'Daftar passkey',
    count: (n: number, limit: number) => `${n} dari ${limit} passkey`,
    empty: 'Belum ada passkey.',
    emptyHint: "Tambahkan passkey agar Anda dapat memilih 'Masuk dengan passkey' di halaman masuk.",
    created: 'Dibuat',
    lastUsed: 'Terakhir dipakai',
    neverUsed: 'Belum pernah dipakai',
    remove: 'Hapus',
    removeLabel: (name: string) => `Hapus passkey ${name}`,
  },

  devices: {
    platform: 'Sidik jari, wajah atau PIN perangkat',
    'cross-platform': 'Kunci keamanan atau ponsel lain',
  } satisfies Record<NonNullable<PasskeyAttachment>, string>,
  unknownDevice: 'Jenis perangkat tidak diketahui',

  add: {
    button: 'Tambah passkey',
    heading: 'Tambah Passkey',
    intro:
      'Beri nama passkey ini agar mudah Anda kenali, lalu ikuti petunjuk perangkat Anda (sidik jari, wajah atau PIN).',
    label: 'Nama passkey',
    hint: (max: number) => `Misalnya nama perangkat Anda, paling banyak ${max} karakter.`,
    counter: (n: number, max: number) => `${n}/${max}`,
    submit: 'Buat passkey',
    cancel: 'Batal',
    creating: 'Menunggu perangkat Anda…',
    processing: componentMessages.processing,
    limit: (limit: number) =>
      `Anda sudah memiliki ${limit} passkey, jumlah terbanyak untuk satu akun. Hapus passkey yang tidak dipakai lagi untuk menambah yang baru.`,
    unsupported:
      'Peramban ini belum dapat membuat passkey. Buka Pengaturan dengan peramban terbaru (Chrome, Safari, Edge atau Firefox) di ponsel atau komputer Anda untuk menambah passkey.',
    done: (name: string) =>
      `Passkey "${name}" telah ditambahkan. Anda kini dapat memilih 'Masuk dengan passkey' di halaman masuk.`,
  },

  name: {
    required: 'Masukkan nama passkey.',
    tooLong: (max: number) => `Nama passkey paling banyak ${max} karakter.`,
    control: 'Nama passkey tidak boleh memuat baris baru, tab atau karakter kendali lainnya.',
    /** The default name by the kind of device (navigator.userAgent). */
    defaults: {
      iphone: 'iPhone',
      ipad: 'iPad',
      androidPhone: 'Ponsel Android',
      androidTablet: 'Tablet Android',
      mac: 'Mac',
      windows: 'Komputer Windows',
      chromebook: 'Chromebook',
      linux: 'Komputer Linux',
      other: 'Passkey saya',
    },
  },

  browser: {
    cancelled:
      'Pembuatan passkey dibatalkan atau waktunya habis. Tidak ada yang berubah; Anda dapat mencoba lagi.',
    exists:
      'Perangkat atau kunci keamanan ini sudah memiliki passkey untuk akun Anda. Anda dapat langsung memakainya untuk masuk.',
    unsupported:
      'Perangkat ini tidak dapat membuat passkey dengan sidik jari, wajah atau PIN. Coba dari perangkat lain atau dengan kunci keamanan.',
    failed: 'Peramban tidak dapat membuat passkey saat ini. Silakan coba lagi.',
  },

  remove: {
    title: 'Hapus Passkey',
    confirm: (name: string) =>
      `Hapus passkey "${name}"? Passkey ini tidak dapat dipakai lagi untuk masuk ke TManKu. Anda tetap dapat masuk dengan kata sandi.`,
    ok: 'Hapus',
    cancel: 'Batal',
    done: (name: string) => `Passkey "${name}" telah dihapus.`,
    deviceHint:
      'Passkey yang tersimpan di perangkat Anda dapat dihapus juga dari pengaturan kata sandi perangkat itu.',
  },
};
