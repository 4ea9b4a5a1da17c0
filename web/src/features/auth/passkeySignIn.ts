// 'Masuk dengan passkey': the steps after the click, loaded with import() only then (with the
// WebAuthn library, shared/webauthn.ts), so the login page does not carry them. POST
// /passkey/login/options (no token) gives a challenge and a step token; the browser's get()
// with its options (discoverable: the device offers the portal's passkeys it holds, no user
// name first); POST /passkey/login/verify with the step token in `access-token`, whose answer
// is a sign-in step's: AUTHENTICATED goes on exactly as after a one-time code (advance: the
// session stored, the terms gate, the landing page). A failure is answered as the inline
// error to show (passkeyFailure.ts), null when there is nothing to show.
import type { NavigateFunction } from 'react-router';
import { requestOptions } from '../../api/fetcher';
import {
  passkeyLoginOptions,
  passkeyLoginVerify,
} from '../../api/generated/endpoints/passkey/passkey';
import { getPasskey } from '../../shared/webauthn';
import { INLINE_STATUSES, stepRequest, type InlineError } from './errors';
import { passkeySignInError } from './passkeyFailure';
import { ROUTE } from './steps';
import { advance } from './useAdvance';

export async function signInWithPasskey(navigate: NavigateFunction): Promise<InlineError | null> {
  try {
    const { data: start } = await passkeyLoginOptions(
      requestOptions({ silentStatuses: INLINE_STATUSES }),
    );
    const credential = await getPasskey(start.options);
    const { data } = await passkeyLoginVerify(
      { credential },
      requestOptions(stepRequest(start.token)),
    );
    advance(navigate, data, ROUTE.login);
    return null;
  } catch (failure) {
    return passkeySignInError(failure);
  }
}
