// Route screen of login-spaj (/login/spaj, login layout): an applicant follows their SPAJ
// without a portal account. The SPAJ number, the applicant's birth date and where the code
// goes (SMS or e-mail on the SPAJ); then the one-time code (the sign-in's code form: attempts,
// resend countdown, lock). The answer is the same for every number: it never says whether the
// number exists ("Bila data cocok, kode dikirim ke ..."). A right code opens a SPAJ session for
// this tab and the follow-up. A number arrives filled in when a SPAJ session ended (403) or
// from the decision and payment pages.
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useEnterSpaj } from '../../../api/generated/endpoints/spaj/spaj';
import type { SpajEntryStep } from '../../../api/generated/model';
import { INLINE_STATUSES, inlineErrorOf, type InlineError } from '../../../api/inlineError';
import { DateField } from '../../../components/date/DateField';
import { FormAlert } from '../../../components/form/FormAlert';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { isSpajNumber, useSpajSession, type SpajEntryState } from '../../../shared/spajSession';
import { PageLoader } from '../../../components/PageLoader';
import { messages } from '../messages';
import { LOGIN_PATH, SPAJ_FOLLOW_UP_PATH, SPAJ_POLIS_PATH } from '../paths';
import { birthDateError, spajNumberError, spajNumberOf } from '../entryRules';
import '../spaj.css';

const m = messages.entry;

// The code form (react-hook-form, zod) is not part of the entry: it starts loading when the
// form is sent, beside the call.
const loadCodeStep = () => import('../components/SpajCodeStep');
const SpajCodeStep = lazy(() =>
  loadCodeStep().then((module) => ({ default: module.SpajCodeStep })),
);

interface EntryForm {
  spajNumber: string;
  birthDate: string;
  channel: 'SMS' | 'EMAIL';
}

interface Step {
  answer: SpajEntryStep;
}

export default function SpajEntryPage() {
  const location = useLocation();
  const prefilled = (location.state as SpajEntryState | null)?.spajNumber;
  const [step, setStep] = useState<Step | null>(null);
  const [values, setValues] = useState<EntryForm>({
    spajNumber: isSpajNumber(prefilled) ? prefilled : '',
    birthDate: '',
    channel: 'SMS',
  });

  return (
    <section className="spaj-entry" aria-labelledby="spaj-entry-title">
      {step ? (
        <Suspense fallback={<PageLoader />}>
          <SpajCodeStep answer={step.answer} onBack={() => setStep(null)} />
        </Suspense>
      ) : (
        <EntryFormView
          initial={values}
          ended={prefilled !== undefined}
          onSent={(answer, typed) => {
            setValues(typed);
            setStep({ answer });
          }}
        />
      )}
    </section>
  );
}

function EntryFormView({
  initial,
  ended,
  onSent,
}: {
  initial: EntryForm;
  /** Arrived with a number after a SPAJ session ended. */
  ended: boolean;
  onSent: (answer: SpajEntryStep, typed: EntryForm) => void;
}) {
  const navigate = useNavigate();
  const session = useSpajSession();
  const [error, setError] = useState<InlineError | null>(null);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<{ spajNumber?: string; birthDate?: string }>({});
  const enter = useEnterSpaj({ request: { silentStatuses: INLINE_STATUSES } });
  const numberField = useRef<HTMLInputElement>(null);
  const birthField = useRef<HTMLInputElement>(null);
  const numberKnown = initial.spajNumber !== '';
  useEffect(() => (numberKnown ? birthField : numberField).current?.focus(), [numberKnown]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      spajNumber: spajNumberError(values.spajNumber) ?? undefined,
      birthDate: birthDateError(values.birthDate) ?? undefined,
    };
    setErrors(found);
    if (found.spajNumber || found.birthDate) {
      (found.spajNumber ? numberField : birthField).current?.focus();
      return;
    }
    setError(null);
    void loadCodeStep();
    try {
      const { data } = await enter.mutateAsync({
        data: {
          spaj_number: spajNumberOf(values.spajNumber),
          birth_date: values.birthDate,
          channel: values.channel,
        },
      });
      onSent(data, values);
    } catch (failure) {
      setError(inlineErrorOf(failure));
    }
  };

  return (
    <>
      <h1 id="spaj-entry-title" className="spaj-title">
        {m.title}
      </h1>
      <p className="spaj-intro">{m.intro}</p>
      {ended && (
        <div className="alert alert-info py-2 px-3 mb-3" role="status">
          {m.ended}
        </div>
      )}
      {session && !ended && (
        <div className="alert alert-info py-2 px-3 mb-3 d-flex flex-wrap gap-2 align-items-center">
          <span className="me-auto">{messages.number(session.spajNumber)}</span>
          <button
            type="button"
            className="btn btn-sm btn-primary"
            onClick={() => void navigate(SPAJ_FOLLOW_UP_PATH)}
          >
            {messages.followUp.title}
          </button>
        </div>
      )}
      <FormAlert message={error?.message} />
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <TextField
          id="spajNumber"
          ref={numberField}
          label={m.numberLabel}
          hint={m.numberHint}
          inputMode="numeric"
          autoComplete="off"
          maxLength={14}
          error={errors.spajNumber}
          value={values.spajNumber}
          // Typed or pasted with spaces ('2604 1730 5882'): digits only, at most 12.
          onChange={(event) => {
            const spajNumber = event.target.value.replace(/\D/g, '').slice(0, 12);
            setValues((v) => ({ ...v, spajNumber }));
          }}
        />
        {/* Typed dd/mm/yyyy (no calendar for a birth date); held as the ISO date. */}
        <DateField
          id="birthDate"
          ref={birthField}
          label={m.birthLabel}
          hint={m.birthHint}
          autoComplete="bday"
          error={errors.birthDate}
          value={values.birthDate}
          onChange={(birthDate) => setValues((v) => ({ ...v, birthDate }))}
        />
        <fieldset className="mb-3">
          <legend className="form-label fs-6 mb-2">{m.channelLegend}</legend>
          {(['SMS', 'EMAIL'] as const).map((channel) => (
            <div className="form-check" key={channel}>
              <input
                id={`channel-${channel}`}
                type="radio"
                name="channel"
                className="form-check-input"
                value={channel}
                checked={values.channel === channel}
                onChange={() => setValues((v) => ({ ...v, channel }))}
              />
              <label className="form-check-label" htmlFor={`channel-${channel}`}>
                {messages.channel[channel]}
              </label>
            </div>
          ))}
        </fieldset>
        <SubmitButton busy={enter.isPending}>{m.submit}</SubmitButton>
      </form>
      <div className="spaj-entry__more">
        <p className="mb-1">{m.policyHolder}</p>
        <Link to={SPAJ_POLIS_PATH}>{m.policyHolderLink}</Link>
      </div>
      <p className="text-center mb-0 mt-3 small">
        <Link to={LOGIN_PATH}>{m.backToLogin}</Link>
      </p>
    </>
  );
}
