// The words of a download's progress and outcome (components/download/DownloadStatus.tsx);
// each screen names what it downloads ('e-polis', 'salinan data (PDF)').
export const downloadMessages = {
  progress: (name: string, percent: number | null) =>
    percent === null ? `Mengunduh ${name}…` : `Mengunduh ${name}… ${percent}%`,
  cancel: 'Batal',
  cancelLabel: (name: string) => `Batalkan unduhan ${name}`,
  saved: (fileName: string) => `Tersimpan sebagai ${fileName}.`,
  cancelled: 'Unduhan dibatalkan.',
  failed: (name: string) =>
    `Gagal mengunduh ${name}. Periksa koneksi internet Anda, lalu coba lagi.`,
} as const;
