// Texts of every document upload (the claims' and the SPAJ's): the file list, the file input
// and the checks before sending; the file control every upload draws (FilePicker: the
// claims, the SPAJ, Pengkinian Data, the banner picture). Each feature keeps the words naming its own group (the
// claim's, the application's) in its messages.
export const uploadMessages = {
  /** The file control's button: before a file is chosen, and once one is. */
  choose: 'Pilih berkas',
  replace: 'Ganti berkas',
  /** Beside the button: nothing chosen yet, one file (its name and size), several. */
  noFile: 'Belum ada berkas dipilih',
  chosenFile: (name: string, size?: string) => (size ? `${name} · ${size}` : name),
  chosenCount: (count: number) => `${count} berkas dipilih`,
  /** A picture saved before (its file name is not kept). */
  savedImage: (width: number, height: number) => `Gambar tersimpan, ${width} × ${height} piksel`,
  add: (title: string) => `Tambah berkas ${title}`,
  /** The input's hint; with the number of files when one request takes only a few. */
  hint: (maxFile: string, maxFiles?: number) =>
    `JPEG, PNG atau PDF, paling besar ${maxFile} per berkas${maxFiles ? `, paling banyak ${maxFiles} berkas` : ''}.`,
  files: (title: string) => `Berkas ${title}`,
  uploading: (percent: number) => `Mengunggah ${percent}%`,
  uploaded: 'Terunggah',
  failed: 'Gagal diunggah',
  progress: (name: string) => `Unggahan ${name}`,
  remove: (name: string) => `Hapus ${name}`,
  cancel: (name: string) => `Batalkan unggahan ${name}`,
  retry: (name: string) => `Unggah ulang ${name}`,
  removeShort: 'Hapus',
  cancelShort: 'Batalkan',
  retryShort: 'Coba lagi',
  wrongType: 'Berkas harus berupa foto JPEG atau PNG, atau PDF.',
  empty: 'Berkas kosong. Pilih berkas lain.',
  tooLarge: (maxFile: string) =>
    `Ukuran berkas paling besar ${maxFile}. Perkecil foto atau pindai ulang dengan resolusi lebih rendah.`,
  network: 'Unggahan terputus. Periksa koneksi Anda lalu pilih berkasnya lagi.',
} as const;
