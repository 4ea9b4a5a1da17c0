// The texts of 'Masuk dengan passkey' on the login page (Indonesian), apart from
// loginMessages so that the login page's first download does not carry them (the section is
// a chunk of its own, components/PasskeySignIn.tsx).
export const passkeyMessages = {
  or: 'atau',
  button: 'Masuk dengan passkey',
  failed:
    'Passkey tidak dapat digunakan di peramban ini saat ini. Silakan masuk dengan nama pengguna atau NIK.',
} as const;
