// The calls a password confirmation opens (password/setting/edit, password/otp/* for
// RECOVERY_EMAIL) answer 401 `confirmation-required` when the server's confirmation is gone
// (run out, used, replaced by one for the other page): the session goes on, so the HTTP
// layer shows nothing (a 401 never pops up); the page forgets its own confirmation and
// returns to Pengaturan with the server's message.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { isApiError, type ApiError } from '../../api/errors';
import type { FetchOptions } from '../../api/fetcher';
import { INLINE_STATUSES } from '../../api/inlineError';
import {
  clearPasswordConfirmation,
  CONFIRMATION_REQUIRED,
} from '../../shared/passwordConfirmation';
import type { SettingsState } from './notice';
import { SETTINGS_PATH } from './paths';

/** Request options of those calls: their failures show on the form, or send back. */
export const CONFIRMED_REQUEST: FetchOptions = { silentStatuses: INLINE_STATUSES };

/** Whether `failure` says the confirmation is gone (told by the problem type). */
export function isConfirmationLost(failure: unknown): failure is ApiError {
  return isApiError(failure) && failure.problem?.type === CONFIRMATION_REQUIRED;
}

export function useConfirmationLost(): (failure: unknown) => boolean {
  const navigate = useNavigate();
  /** Sends the customer back when the confirmation is gone; says whether it did. */
  return useCallback(
    (failure: unknown) => {
      if (!isConfirmationLost(failure)) return false;
      clearPasswordConfirmation();
      const state: SettingsState = { notice: failure.message };
      navigate(SETTINGS_PATH, { replace: true, state });
      return true;
    },
    [navigate],
  );
}
