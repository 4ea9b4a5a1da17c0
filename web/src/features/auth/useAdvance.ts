// Moving on after a successful sign-in step: AUTHENTICATED stores the session and opens
// the portal ('/' goes on to Data Polis; an admin session opens the admin home; a page that
// sent the customer to sign in, once: shared/home.ts); any other stage stores the new step token and
// opens that stage's page, saying where the customer came from (`entryFrom`).
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { SignInStepResponse } from '../../api/generated/model/signInStepResponse';
import { completeSignIn } from '../../shared/auth';
import { afterSignInPath } from '../../shared/home';
import { updateSignInFlow } from '../../shared/authFlow';
import { outcomeOf, type SignInRouteName } from './steps';

export function useAdvance() {
  const navigate = useNavigate();
  return useCallback(
    (response: SignInStepResponse, from: SignInRouteName) => {
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
    },
    [navigate],
  );
}
