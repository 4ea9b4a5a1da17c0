// New password after 'Lupa kata sandi?' (password/reset with the NEW_PASSWORD step token);
// the customer is signed in afterwards.
import { useState } from 'react';
import { useResetPassword } from '../../../api/generated/endpoints/auth/auth';
import { useGetConfig } from '../../../api/generated/endpoints/info/info';
import type { SignInFlow } from '../../../shared/authFlow';
import { NewPasswordForm } from '../../../components/password/NewPasswordForm';
import { SignInCard } from '../components/SignInCard';
import { SignInStep } from '../components/SignInStep';
import { inlineErrorOf, stepRequest, type InlineError } from '../errors';
import { loginMessages } from '../messages';
import {
  passwordLimits,
  type NewPasswordValues as Values,
} from '../../../components/password/passwordSchema';
import { ROUTE } from '../steps';
import { useAdvance } from '../useAdvance';

function NewPasswordScreen({ flow }: { flow: SignInFlow }) {
  const text = loginMessages.newPassword;
  const advance = useAdvance();
  const config = useGetConfig();
  const [error, setError] = useState<InlineError | null>(null);
  const reset = useResetPassword({ request: stepRequest(flow.stepToken) });

  const onSubmit = async (values: Values) => {
    setError(null);
    try {
      const { data } = await reset.mutateAsync({ data: values });
      advance(data, ROUTE.newPassword);
    } catch (failure) {
      setError(inlineErrorOf(failure));
    }
  };

  return (
    <SignInCard title={text.title} intro={text.intro}>
      <NewPasswordForm
        limits={passwordLimits(config.data?.data)}
        submitting={reset.isPending}
        error={error}
        submitLabel={text.submit}
        onSubmit={(values) => void onSubmit(values)}
      />
    </SignInCard>
  );
}

export default function NewPasswordPage() {
  return (
    <SignInStep expected={['NEW_PASSWORD']}>
      {(flow) => <NewPasswordScreen flow={flow} />}
    </SignInStep>
  );
}
