// First password of a new customer (password/create) or the new password that reactivates
// an inactive account (password/setting/userNotActive), both with the CREATE_PASSWORD
// step token; the customer is signed in afterwards.
import { useState } from 'react';
import { useActivateUser, useCreatePassword } from '../../../api/generated/endpoints/auth/auth';
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

function CreatePasswordScreen({ flow }: { flow: SignInFlow }) {
  const text = loginMessages.createPassword;
  const reactivate = flow.accountStatus === 'INACTIVE';
  const advance = useAdvance();
  const config = useGetConfig();
  const [error, setError] = useState<InlineError | null>(null);
  const request = stepRequest(flow.stepToken);
  const create = useCreatePassword({ request });
  const activate = useActivateUser({ request });
  const mutation = reactivate ? activate : create;

  const onSubmit = async (values: Values) => {
    setError(null);
    try {
      const { data } = await mutation.mutateAsync({ data: values });
      advance(data, ROUTE.createPassword);
    } catch (failure) {
      setError(inlineErrorOf(failure));
    }
  };

  return (
    <SignInCard
      title={reactivate ? text.reactivateTitle : text.title}
      intro={reactivate ? text.reactivateIntro : text.intro}
    >
      <NewPasswordForm
        limits={passwordLimits(config.data?.data)}
        submitting={mutation.isPending}
        error={error}
        submitLabel={text.submit}
        onSubmit={(values) => void onSubmit(values)}
      />
    </SignInCard>
  );
}

export default function CreatePasswordPage() {
  return (
    <SignInStep expected={['CREATE_PASSWORD']}>
      {(flow) => <CreatePasswordScreen flow={flow} />}
    </SignInStep>
  );
}
