// The calls a password confirmation opens answer 401 `confirmation-required` when the
// server's confirmation is gone: the page forgets its own and returns to Pengaturan with the
// server's message (shared/confirmationLost.ts, which Passkey uses too).
import { useConfirmationLost as useLost } from '../../shared/confirmationLost';
import { SETTINGS_PATH } from './paths';

export { CONFIRMED_REQUEST, isConfirmationLost } from '../../shared/confirmationLost';

export function useConfirmationLost(): (failure: unknown) => boolean {
  return useLost(SETTINGS_PATH);
}
