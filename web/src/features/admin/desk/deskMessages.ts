// The texts every staff desk shares (Indonesian): how long a case has waited ('baru saja',
// '25 menit', '5 jam', '3 hari'), the queue's age column and the unnamed action column, the
// action popup's buttons, and a case's document shown in the page.
export const deskMessages = {
  age: {
    minutes: (n: number) => (n < 1 ? 'baru saja' : `${n} menit`),
    hours: (n: number) => `${n} jam`,
    days: (n: number) => `${n} hari`,
  },
  waiting: 'Menunggu',
  closedAge: 'Selesai',
  ago: (age: string) => (age === 'baru saja' ? age : `${age} lalu`),
  since: (at: string) => `sejak ${at}`,
  action: 'Tindakan',

  /** An action's popup and its form. */
  modal: {
    cancel: 'Batal',
    busy: 'Memproses…',
    close: 'Tutup',
  },
  /** Characters typed of the most allowed. */
  count: (n: number, max: number) => `${n}/${max}`,

  /** A case's document shown in the page (an image, or a PDF in a frame). */
  document: {
    loading: 'Memuat dokumen…',
    error: 'Dokumen tidak dapat dimuat saat ini.',
    image: (type: string, name: string) => `${type}: ${name}`,
    pdfTitle: (name: string) => `Dokumen PDF ${name}`,
    openTab: (name: string) => `Buka ${name} di tab baru`,
    pdfBlocked: 'Pratinjau PDF tidak dapat ditampilkan di halaman ini. Buka dokumen di tab baru.',
  },
};
