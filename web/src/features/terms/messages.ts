// Every text of the terms screen and the terms gate (Indonesian).
import { titles } from './titles';

export const messages = {
  pageTitle: titles.pageTitle,
  version: (version: string) => `Versi ${version}`,
  loading: 'Memuat syarat dan ketentuan…',
  loadError: 'Syarat dan ketentuan tidak dapat dimuat saat ini.',
  textRegion: 'Teks syarat dan ketentuan',
  agree: 'Saya telah membaca dan menyetujui Syarat dan Ketentuan TManKu',
  accept: 'Setuju',
  saving: 'Menyimpan…',
  saveError: 'Persetujuan Anda belum tersimpan. Silakan coba lagi.',
  accepted: (version: string) => `Anda telah menyetujui Syarat dan Ketentuan versi ${version}.`,
  needsAcceptance:
    'Mohon baca dan setujui Syarat dan Ketentuan yang berlaku untuk terus menggunakan TManKu.',
  // A customer who never accepted any version is asked for a first acceptance, not told of
  // an update.
  gateTitle: (firstTime: boolean) =>
    firstTime ? 'Persetujuan Syarat dan Ketentuan' : 'Pembaruan Syarat dan Ketentuan',
  gateIntro: (accepted: string | null) =>
    accepted === null
      ? 'Selamat datang di TManKu. Sebelum memakai portal untuk pertama kali, mohon baca Syarat dan Ketentuan TManKu hingga selesai, lalu berikan persetujuan Anda.'
      : `Syarat dan Ketentuan TManKu telah diperbarui sejak versi ${accepted} yang Anda setujui. Sebelum melanjutkan, mohon baca versi yang berlaku hingga selesai, lalu berikan persetujuan Anda.`,
  logout: 'Keluar',
} as const;
