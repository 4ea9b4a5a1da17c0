// Identity check: NIK and birth date as on the KTP (login/idCard with the ID_CARD step
// token). Reached by signing in with the NIK (prefilled), or after an inactive account's
// password or a forgotten password's code (the account's status is then known).
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useCheckIdCard } from '../../../api/generated/endpoints/auth/auth';
import type { SignInFlow } from '../../../shared/authFlow';
import { DateField } from '../../../components/date/DateField';
import { FormAlert } from '../../../components/form/FormAlert';
import { SignInCard } from '../components/SignInCard';
import { SignInStep } from '../components/SignInStep';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { inlineErrorOf, stepRequest, type InlineError } from '../errors';
import { loginMessages } from '../messages';
import { idCardSchema, type IdCardForm } from '../schemas';
import { PATH, ROUTE } from '../steps';
import { useAdvance } from '../useAdvance';
import { useLock } from '../useLock';

function IdCardScreen({ flow }: { flow: SignInFlow }) {
  const text = loginMessages.idCard;
  const advance = useAdvance();
  const [error, setError] = useState<InlineError | null>(null);
  const checkIdCard = useCheckIdCard({ request: stepRequest(flow.stepToken) });
  const form = useForm<IdCardForm>({
    resolver: zodResolver(idCardSchema),
    defaultValues: { nik: flow.via === 'nik' ? flow.userName : '', birthDate: '' },
  });
  const { setFocus } = form;
  const nikKnown = flow.via === 'nik';
  useEffect(() => {
    setFocus(nikKnown ? 'birthDate' : 'nik');
  }, [setFocus, nikKnown]);

  const onSubmit = async (values: IdCardForm) => {
    setError(null);
    try {
      const { data } = await checkIdCard.mutateAsync({ data: values });
      advance(data, ROUTE.idCard);
    } catch (failure) {
      setError(inlineErrorOf(failure));
    }
  };
  const locked = useLock(error);

  return (
    <SignInCard
      title={text.title}
      intro={flow.accountStatus === 'INACTIVE' ? text.reactivateIntro : text.intro}
      back={{ to: PATH.login, label: loginMessages.common.changeUser }}
    >
      <FormAlert message={error?.message} />
      <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
        <TextField
          id="nik"
          label={text.nikLabel}
          hint={text.nikHint}
          inputMode="numeric"
          autoComplete="off"
          maxLength={16}
          error={form.formState.errors.nik?.message}
          {...form.register('nik')}
        />
        {/* Typed as on the KTP (dd/mm/yyyy); no calendar for a birth date. */}
        <Controller
          control={form.control}
          name="birthDate"
          render={({ field, fieldState }) => (
            <DateField
              id="birthDate"
              label={text.birthLabel}
              autoComplete="bday"
              error={fieldState.error?.message}
              {...field}
            />
          )}
        />
        <SubmitButton busy={checkIdCard.isPending} disabled={locked}>
          {text.submit}
        </SubmitButton>
      </form>
    </SignInCard>
  );
}

export default function IdCardPage() {
  return <SignInStep expected={['ID_CARD']}>{(flow) => <IdCardScreen flow={flow} />}</SignInStep>;
}
