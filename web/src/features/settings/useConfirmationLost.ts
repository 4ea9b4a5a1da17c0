// The calls a password confirmation opens (password/setting/edit, password/otp/* for
// RECOVERY_EMAIL) answer 403 `confirmation-required` when the server's confirmation is gone
// (run out, used, for the other page): the session goes on, so no logout; the page forgets
// its own confirmation and returns to Pengaturan with the server's message.
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
export const CONFIRMED_REQUEST: FetchOptions = {
  silentStatuses: INLINE_STATUSES,
  ownProblems: [CONFIRMATION_REQUIRED],
};

/** Whether `failure` is that 403. */
export function isConfirmationLost(failure: unknown): failure is ApiError {
  return (
    isApiError(failure) && failure.status === 403 && failure.problem?.type === CONFIRMATION_REQUIRED
  );
}

export function useConfirmationLost(): (failure: unknown) => boolean {
  const navigate = useNavigate();
  /** Sends the customer back when `failure` is that 403; says whether it did. */
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
