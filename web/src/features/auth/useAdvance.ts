// Moving on after a successful sign-in step: AUTHENTICATED stores the session and opens
// the portal ('/' goes on to Data Polis; an admin session opens the admin home; a page that
// sent the customer to sign in, once: shared/home.ts); any other stage stores the new step token and
// opens that stage's page, saying where the customer came from (`entryFrom`). advance() is
// the same without the hook, for the passkey sign-in's steps (passkeySignIn.ts).
import { useCallback } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import type { SignInStepResponse } from '../../api/generated/model/signInStepResponse';
import { completeSignIn } from '../../shared/auth';
import { afterSignInPath } from '../../shared/home';
import { updateSignInFlow } from '../../shared/authFlow';
import { outcomeOf, type SignInRouteName } from './steps';

/** Moves on after `response`, the answer of the step on route `from`. */
export function advance(
  navigate: NavigateFunction,
  response: SignInStepResponse,
  from: SignInRouteName,
): void {
  const outcome = outcomeOf(response);
  if (outcome.kind === 'authenticated') {
    completeSignIn(outcome.response);
    navigate(afterSignInPath(outcome.response.data?.isAdmin === true), { replace: true });
    return;
  }
  updateSignInFlow({
    stepToken: outcome.token,
    next: outcome.stage,
    otpSent: false,
    forgotOtpSent: false,
    // Told only after a step the customer proved.
    ...(response.account_status ? { accountStatus: response.account_status } : {}),
  });
  navigate(outcome.path, { replace: true, state: { from } });
}

/** advance() with this page's navigation. */
export function useAdvance() {
  const navigate = useNavigate();
  return useCallback(
    (response: SignInStepResponse, from: SignInRouteName) => advance(navigate, response, from),
    [navigate],
  );
}
