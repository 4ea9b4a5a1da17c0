// Every text of the terms screen and the terms gate (Indonesian).
export const messages = {
  pageTitle: 'Syarat dan Ketentuan',
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
  gateTitle: 'Pembaruan Syarat dan Ketentuan',
  gateIntro:
    'Sebelum melanjutkan, mohon baca Syarat dan Ketentuan TManKu yang berlaku hingga selesai, lalu berikan persetujuan Anda.',
  logout: 'Keluar',
} as const;
