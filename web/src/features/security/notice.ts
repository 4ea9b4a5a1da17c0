// The message Pengaturan shows when a security page (or Passkey) sent the customer back (the
// server said the password confirmation is no longer valid), carried in the navigation state
// (shared/confirmationLost.ts).
export { noticeOf, type SettingsState } from '../../shared/confirmationLost';
