// 'Masuk dengan passkey' below the login form, drawn by the login page only where the
// browser has passkeys (window.PublicKeyCredential) and not on the admin sign-in. Part of
// the login page's first download (a separate chunk fetched after the paint cost more, 1.3 KB,
// than the 0.4 KB it adds there: web/e2e/20-page-budgets counts both); the click loads the
// steps (../passkeySignIn.ts, with the WebAuthn library) and runs them; signed in, the page
// goes.
// A refusal shows above the button (a lock keeps it disabled until it ends); a cancelled
// prompt shows nothing.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../../components/form/FormAlert';
import { IconKey } from '../../../components/IconKey';
import type { InlineError } from '../errors';
import { passkeyMessages as text } from '../passkeyMessages';
import { useLock } from '../useLock';

export function PasskeySignIn() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<InlineError | null>(null);
  const locked = useLock(error);

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const { signInWithPasskey } = await import('../passkeySignIn');
      setError(await signInWithPasskey(navigate));
    } catch {
      // The steps' code could not be fetched (the network): the way in by password.
      setError({ message: text.failed, status: 0, fields: [] });
    }
    setBusy(false);
  };

  return (
    <div className="signin-passkey">
      <p className="signin-or">
        <span>{text.or}</span>
      </p>
      <FormAlert message={error?.message} />
      <button
        type="button"
        className="btn btn-outline-primary w-100 signin-submit"
        disabled={busy || locked}
        aria-busy={busy || undefined}
        onClick={() => void start()}
      >
        {busy ? (
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        ) : (
          <IconKey className="me-2" />
        )}
        {text.button}
      </button>
    </div>
  );
}
