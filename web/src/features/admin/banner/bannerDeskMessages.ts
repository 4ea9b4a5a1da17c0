// Texts of the banner card on the admin home (Indonesian).
export const bannerDeskMessages = {
  title: 'Banner Carousel',
  live: (n: number) =>
    n === 0
      ? 'Tidak ada banner yang tayang di carousel nasabah.'
      : `${n} banner tayang di carousel nasabah`,
  scheduled: (n: number) => `, ${n} terjadwal.`,
  none: '.',
  open: 'Kelola banner',
  loading: 'Memuat banner…',
  error: 'Banner tidak dapat dimuat saat ini.',
} as const;
