// Login: one field for the user name or the NIK (16 digits). checkUser answers with a step
// token and the next stage, which depends only on what was typed (a user name: the
// password; a NIK: NIK and birth date) and tells nothing about the account. `?admin=1`
// signs in to the admin area (checkAdmin). Arriving from the password page's 'Masuk dengan
// NIK' (state `withNik`), the page asks for the NIK. Below the form, the ways to follow an
// insurance application (SPAJ): with its number, or as a policy holder. Between them, 'Masuk
// dengan passkey' (components/PasskeySignIn) where the browser has passkeys, not for admins.
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { getSignInFlow, startSignInFlow } from '../../../shared/authFlow';
import { supportsPasskeys } from '../../../shared/passkeySupport';
import {
  clearLoginNotice,
  peekLoginNotice,
  type LoginPageState,
} from '../../../shared/loginNotice';
import { FormAlert } from '../../../components/form/FormAlert';
import { PasskeySignIn } from '../components/PasskeySignIn';
import { SignInCard } from '../components/SignInCard';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { INLINE_STATUSES, inlineErrorOf, type InlineError } from '../errors';
import { loginMessages } from '../messages';
import { useCheckUserCall } from '../checkUser';
import { checkUserRequestFor, isNik, ROUTE, STAGE_PAGE } from '../steps';
import { useIdentifierField } from '../useIdentifierField';

/** Navigation state of the login page: why the last session ended, or the NIK route. */
type LoginState = LoginPageState & { withNik?: boolean };

export default function LoginPage() {
  const text = loginMessages.login;
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const checkAdmin = params.get('admin') === '1';
  const state = location.state as LoginState | null;
  const withNik = state?.withNik === true;
  // Why the last session ended (logout, idle timeout, expiry): shown once.
  const [notice] = useState(() => state?.notice ?? peekLoginNotice());
  useEffect(() => clearLoginNotice(), []);
  const [error, setError] = useState<InlineError | null>(null);
  const [hasPasskeys] = useState(supportsPasskeys);
  const passkeys = hasPasskeys && !checkAdmin;
  const checkUser = useCheckUserCall(INLINE_STATUSES);
  const field = useIdentifierField(withNik ? '' : (getSignInFlow()?.userName ?? ''));
  const { focus } = field;
  useEffect(() => focus(), [focus]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const identifier = await field.validate();
    if (identifier === null) return;
    setError(null);
    try {
      const { data } = await checkUser.mutateAsync(checkUserRequestFor(identifier, checkAdmin));
      const next = data.data.next;
      const entry = identifier.trim();
      startSignInFlow({
        userName: entry,
        via: isNik(entry) ? 'nik' : 'userName',
        stepToken: data.token,
        next,
        checkPassword: data.checkPassword,
        checkAdmin,
      });
      const page = next === 'AUTHENTICATED' ? STAGE_PAGE.VERIFY_PASSWORD : STAGE_PAGE[next];
      navigate(page.path, { state: { from: ROUTE.login } });
    } catch (failure) {
      setError(inlineErrorOf(failure));
      focus();
    }
  };

  return (
    <SignInCard title={text.heading} intro={checkAdmin ? text.adminIntro : text.intro}>
      {notice && (
        <div className="alert alert-info py-2 px-3 mb-3" role="status">
          {loginMessages.notices[notice]}
        </div>
      )}
      {withNik && !notice && (
        <div className="alert alert-info py-2 px-3 mb-3" role="status">
          {text.withNik}
        </div>
      )}
      <FormAlert message={error?.message} />
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          id="identifier"
          label={text.label}
          hint={text.hint}
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          error={field.error}
          {...field.input}
        />
        <SubmitButton busy={checkUser.isPending}>{text.submit}</SubmitButton>
      </form>
      <p className="signin-help">{text.help}</p>
      {passkeys && <PasskeySignIn />}
      {!checkAdmin && (
        <nav className="signin-spaj" aria-label={text.spajTitle}>
          <p className="mb-1">{text.spajTitle}</p>
          <Link to="/login/spaj">{text.spaj}</Link>
          <Link to="/login/spaj-polis">{text.spajPolis}</Link>
        </nav>
      )}
    </SignInCard>
  );
}
