// The page titles of this feature's routes, apart from its other texts: the route table
// (part of the first download) needs only these, not the whole messages module.
export const titles = {
  settings: 'Pengaturan',
  changePassword: 'Ganti Kata Sandi',
  changeRecoveryEmail: 'Ganti Email Pemulihan',
  /** The page of features/passkey, named by the confirmation that opens it. */
  passkeys: 'Passkey',
} as const;
