// Texts of the claim documents' upload slots (the claim form and the requested documents).
export const uploadMessages = {
  required: 'Wajib',
  optional: 'Bila ada',
  add: (name: string) => `Tambah berkas ${name}`,
  hint: (maxFileMb: string) => `JPEG, PNG atau PDF, paling besar ${maxFileMb} per berkas.`,
  files: (name: string) => `Berkas ${name}`,
  uploading: (percent: number) => `Mengunggah ${percent}%`,
  uploaded: 'Terunggah',
  failed: 'Gagal diunggah',
  progress: (name: string) => `Unggahan ${name}`,
  remove: (name: string) => `Hapus ${name}`,
  cancel: (name: string) => `Batalkan unggahan ${name}`,
  removeShort: 'Hapus',
  cancelShort: 'Batalkan',
  wrongType: 'Berkas harus berupa foto JPEG atau PNG, atau PDF.',
  empty: 'Berkas kosong. Pilih berkas lain.',
  tooLarge: (maxFileMb: string) =>
    `Ukuran berkas paling besar ${maxFileMb}. Perkecil foto atau pindai ulang dengan resolusi lebih rendah.`,
  claimFull: (maxClaimMb: string) =>
    `Total berkas satu klaim paling besar ${maxClaimMb}. Hapus atau perkecil berkas lain lebih dulu.`,
  tooMany: (max: number) => `Paling banyak ${max} berkas untuk satu pengajuan.`,
  network: 'Unggahan terputus. Periksa koneksi Anda lalu pilih berkasnya lagi.',
  usage: (used: string, max: string) => `Total berkas: ${used} dari ${max}`,
} as const;
