// The claim's own words on its upload slots (the claim form and the requested documents); the
// texts every upload shares are in components/upload/uploadMessages.ts.
export const claimUploadMessages = {
  required: 'Wajib',
  optional: 'Bila ada',
  totalFull: (maxClaimMb: string) =>
    `Total berkas satu klaim paling besar ${maxClaimMb}. Hapus atau perkecil berkas lain lebih dulu.`,
  tooMany: (max: number) => `Paling banyak ${max} berkas untuk satu pengajuan.`,
  usage: (used: string, max: string) => `Total berkas: ${used} dari ${max}`,
} as const;
