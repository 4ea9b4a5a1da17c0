// The calls a password confirmation opens (password/setting/edit, password/otp/* for
// RECOVERY_EMAIL, passkey/register/*, passkey/delete) answer 401 `confirmation-required` when
// the server's confirmation is gone (run out, used, replaced by one for another page): the
// session goes on, so the HTTP layer shows nothing (a 401 never pops up); the page forgets
// its own confirmation and returns to Pengaturan with the server's message, which Pengaturan
// shows (the navigation state `{ notice }`). Shared by the security pages and Passkey.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { isApiError, type ApiError } from '../api/errors';
import type { FetchOptions } from '../api/fetcher';
import { INLINE_STATUSES } from '../api/inlineError';
import { clearPasswordConfirmation, CONFIRMATION_REQUIRED } from './passwordConfirmation';

/** Request options of those calls: their failures show on the form, or send back. */
export const CONFIRMED_REQUEST: FetchOptions = { silentStatuses: INLINE_STATUSES };

/** The navigation state Pengaturan reads: why a page sent the customer back. */
export interface SettingsState {
  notice?: string;
}

/** The message Pengaturan shows from its navigation state, or null. */
export function noticeOf(state: unknown): string | null {
  const notice = (state as SettingsState | null | undefined)?.notice;
  return typeof notice === 'string' && notice ? notice : null;
}

/** Whether `failure` says the confirmation is gone (told by the problem type). */
export function isConfirmationLost(failure: unknown): failure is ApiError {
  return isApiError(failure) && failure.problem?.type === CONFIRMATION_REQUIRED;
}

/**
 * A function that sends the customer back to Pengaturan (`settingsPath`) when a failure says
 * the confirmation is gone, and says whether it did.
 */
export function useConfirmationLost(settingsPath: string): (failure: unknown) => boolean {
  const navigate = useNavigate();
  return useCallback(
    (failure: unknown) => {
      if (!isConfirmationLost(failure)) return false;
      clearPasswordConfirmation();
      const state: SettingsState = { notice: failure.message };
      void navigate(settingsPath, { replace: true, state });
      return true;
    },
    [navigate, settingsPath],
  );
}
