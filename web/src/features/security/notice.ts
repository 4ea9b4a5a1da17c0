// The message Pengaturan shows when a security page sent the customer back (the server
// said the password confirmation is no longer valid), carried in the navigation state.

export interface SettingsState {
  notice?: string;
}

export function noticeOf(state: unknown): string | null {
  const notice = (state as SettingsState | null | undefined)?.notice;
  return typeof notice === 'string' && notice ? notice : null;
}
