// Every text of the banner carousel on Data Polis (Indonesian).
export const bannerMessages = {
  region: 'Promo dan informasi',
  slide: (n: number, of: number) => `${n} dari ${of}`,
  indicator: (n: number, title: string) => `Tampilkan banner ${n}: ${title}`,
  previous: 'Banner sebelumnya',
  next: 'Banner berikutnya',
  pause: 'Jeda',
  play: 'Putar',
  pauseLabel: 'Jeda pergantian banner otomatis',
  playLabel: 'Putar pergantian banner otomatis',
  hide: 'Sembunyikan',
  hideLabel: (title: string) => `Sembunyikan banner: ${title}`,
  newTab: '(membuka tab baru)',
  hiddenAll: (n: number) =>
    n === 1 ? 'Satu banner promo Anda sembunyikan.' : `${n} banner promo Anda sembunyikan.`,
  showAgain: 'Tampilkan lagi',
} as const;
