// The texts of 'Masuk dengan passkey' on the login page (Indonesian), for
// components/PasskeySignIn.tsx and the steps after the click (passkeySignIn.ts).
export const passkeyMessages = {
  or: 'atau',
  button: 'Masuk dengan passkey',
  failed:
    'Passkey tidak dapat digunakan di peramban ini saat ini. Silakan masuk dengan nama pengguna atau NIK.',
} as const;
