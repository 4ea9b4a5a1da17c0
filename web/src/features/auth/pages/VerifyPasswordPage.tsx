// The password (password/validate with the VERIFY_PASSWORD step token), with show/hide,
// 'Lupa kata sandi?' and, when the customer typed a user name, the way to sign in with the
// NIK instead ('Belum punya kata sandi...?': a first password or an inactive account goes
// through NIK and birth date). Nothing here says whether the user name is an account's: an
// unknown one fails exactly as a wrong password does.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useValidatePassword } from '../../../api/generated/endpoints/auth/auth';
import { clearSignInFlow, type SignInFlow } from '../../../shared/authFlow';
import { FormAlert } from '../../../components/form/FormAlert';
import { PasswordField } from '../../../components/password/PasswordField';
import { SignInCard } from '../components/SignInCard';
import { SignInStep } from '../components/SignInStep';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { inlineErrorOf, stepRequest, type InlineError } from '../errors';
import { loginMessages } from '../messages';
import { verifyPasswordSchema, type VerifyPasswordForm } from '../schemas';
import { PATH, ROUTE } from '../steps';
import { useAdvance } from '../useAdvance';
import { useLock } from '../useLock';

function VerifyPasswordScreen({ flow }: { flow: SignInFlow }) {
  const text = loginMessages.verifyPassword;
  const advance = useAdvance();
  const [error, setError] = useState<InlineError | null>(null);
  const validate = useValidatePassword({ request: stepRequest(flow.stepToken) });
  const form = useForm<VerifyPasswordForm>({
    resolver: zodResolver(verifyPasswordSchema),
    defaultValues: { password: '' },
  });
  const { setFocus } = form;
  useEffect(() => {
    setFocus('password');
  }, [setFocus]);

  const onSubmit = async (values: VerifyPasswordForm) => {
    setError(null);
    try {
      const { data } = await validate.mutateAsync({ data: values });
      advance(data, ROUTE.verifyPassword);
    } catch (failure) {
      setError(inlineErrorOf(failure));
      setFocus('password');
    }
  };

  const locked = useLock(error);
  // Typed a user name (not a NIK, which proved NIK and birth date before coming here).
  const byUserName = flow.via !== 'nik';

  return (
    <SignInCard
      title={text.heading}
      intro={
        byUserName ? (
          <>
            {text.signingInAs} <strong>{flow.userName}</strong>. {text.intro}
          </>
        ) : (
          text.intro
        )
      }
      back={{ to: PATH.login, label: loginMessages.common.changeUser }}
    >
      <FormAlert message={error?.message} />
      <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
        <input type="hidden" autoComplete="username" value={flow.userName} readOnly />
        <PasswordField
          id="password"
          label={text.label}
          autoComplete="current-password"
          error={form.formState.errors.password?.message}
          {...form.register('password')}
        />
        <div className="d-flex justify-content-end mb-3 mt-n2">
          <Link to={PATH.forgotPassword} state={{ from: ROUTE.verifyPassword }}>
            {text.forgot}
          </Link>
        </div>
        <SubmitButton busy={validate.isPending} disabled={locked}>
          {text.submit}
        </SubmitButton>
      </form>
      {byUserName && !flow.checkAdmin && (
        <p className="signin-help">
          {text.noPassword}{' '}
          <Link to={PATH.login} state={{ withNik: true }} onClick={() => clearSignInFlow()}>
            {text.withNik}
          </Link>
        </p>
      )}
    </SignInCard>
  );
}

export default function VerifyPasswordPage() {
  return (
    <SignInStep expected={['VERIFY_PASSWORD']}>
      {(flow) => <VerifyPasswordScreen flow={flow} />}
    </SignInStep>
  );
}
