// The journey once the customer may update: the form in steps (pre-filled, changes marked),
// the draft's summary (POST /pengkinian/draft; 422 field errors go back onto their fields and
// step), the one-time codes, the submission and its receipt. Leaving with changes asks first.
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch, type FieldPath } from 'react-hook-form';
import {
  useCreatePengkinianDraft,
  useSubmitPengkinian,
} from '../../api/generated/endpoints/pengkinian/pengkinian';
import type {
  CustomerData,
  KycSubmissionReceipt,
  MasterReference,
  PengkinianDraft,
} from '../../api/generated/model';
import { INLINE_STATUSES, inlineErrorOf } from '../../api/inlineError';
import { errorMessageOf } from '../../api/errors';
import { FormAlert } from '../../components/form/FormAlert';
import { ChangeSummary } from './components/ChangeSummary';
import { ChangeContext } from './components/Field';
import { ProofStep } from './components/ProofStep';
import { Receipt } from './components/Receipt';
import {
  ContactStep,
  CurrentAddressStep,
  FinanceStep,
  IdCardAddressStep,
  IdentityStep,
  WorkStep,
} from './components/StepPanels';
import { Stepper } from './components/Stepper';
import { oldValueText } from './display';
import { changedPaths, fromCustomerData, identityChanged, type FormValues } from './formModel';
import { toRequest } from './formModel';
import { messages } from './messages';
import { nextProof, orderedProofs } from './proofs';
import { STEPS, stepOfPath, stepsWithChanges } from './steps';
import { useLeaveGuard } from '../../components/useLeaveGuard';
import { validateForm, type FormErrors } from './validation';

type Phase = 'form' | 'summary' | 'otp' | 'receipt';
const silent = { silentStatuses: [...INLINE_STATUSES, 409] };

export interface PengkinianFlowProps {
  policyNumber: string;
  data: CustomerData;
  master: MasterReference;
  /** Today (YYYY-MM-DD) for the date rules. */
  today: string;
}

/** A server field path as a form path (the current address may follow the KTP address). */
function formPathOf(field: string, values: FormValues): string {
  if (values.sameAsIdCard && field.startsWith('CurrentAddress.')) {
    return field.replace('CurrentAddress.', 'IdCarddAddress.');
  }
  return field;
}

export function PengkinianFlow({ policyNumber, data, master, today }: PengkinianFlowProps) {
  const initial = useMemo(() => fromCustomerData(data), [data]);
  const form = useForm<FormValues>({ defaultValues: initial });
  const values = useWatch({ control: form.control }) as FormValues;
  const needsEmployer =
    master.occupation.find((o) => o.occupation_code === values.WorkingData.occupation_code)
      ?.needs_employer ?? false;
  const context = { policyNumber, needsEmployer };
  const changed = changedPaths(initial, values, context);
  const idChanged = identityChanged(changed);
  const changedSteps = stepsWithChanges(changed);

  const [phase, setPhase] = useState<Phase>('form');
  const [step, setStep] = useState(0);
  const [errorSteps, setErrorSteps] = useState<Set<number>>(new Set());
  const [alert, setAlert] = useState<string | null>(null);
  const [draft, setDraft] = useState<PengkinianDraft | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const [confirmError, setConfirmError] = useState(false);
  const [receipt, setReceipt] = useState<KycSubmissionReceipt | null>(null);
  const createDraft = useCreatePengkinianDraft({ request: silent });
  const submit = useSubmitPengkinian({ request: silent });
  const heading = useRef<HTMLHeadingElement>(null);

  useLeaveGuard(changed.size > 0 && phase !== 'receipt', messages.leave);

  // Each screen change puts the focus on its heading (keyboard and screen reader users).
  useEffect(() => {
    heading.current?.focus();
  }, [phase, step]);

  const ruleContext = { needsEmployer, identityChanged: idChanged, today };
  const showErrors = (errors: FormErrors) => {
    form.clearErrors();
    for (const [path, message] of Object.entries(errors)) {
      form.setError(path as FieldPath<FormValues>, { type: 'validate', message });
    }
    setErrorSteps(new Set(Object.keys(errors).map(stepOfPath)));
  };

  /** This step's errors only; true when it has none. */
  const checkStep = (index: number): boolean => {
    const all = validateForm(form.getValues(), ruleContext);
    const here = Object.fromEntries(
      Object.entries(all).filter(([path]) => stepOfPath(path) === index),
    );
    showErrors(here);
    return Object.keys(here).length === 0;
  };

  const goTo = (index: number) => {
    setAlert(null);
    setStep(index);
  };

  const review = async () => {
    const formValues = form.getValues();
    const errors = validateForm(formValues, ruleContext);
    if (Object.keys(errors).length > 0) {
      showErrors(errors);
      setAlert(messages.rules.fixServer);
      setStep(Math.min(...Object.keys(errors).map(stepOfPath)));
      return;
    }
    if (changed.size === 0) {
      setAlert(messages.change.noChanges);
      return;
    }
    setAlert(null);
    try {
      const { data: created } = await createDraft.mutateAsync({
        data: toRequest(formValues, context),
      });
      setDraft(created);
      setConfirmed(false);
      setConfirmError(false);
      setPhase('summary');
    } catch (failure) {
      const inline = inlineErrorOf(failure, [...INLINE_STATUSES, 409]);
      if (!inline) return;
      const fields = Object.fromEntries(
        inline.fields.map((e) => [formPathOf(e.field, formValues), e.message]),
      );
      const known = Object.keys(fields).filter((path) => stepOfPath(path) >= 0);
      if (known.length > 0) {
        showErrors(Object.fromEntries(known.map((path) => [path, fields[path]!])));
        setStep(Math.min(...known.map(stepOfPath)));
      }
      setAlert(inline.message);
    }
  };

  const onNext = () => {
    if (!checkStep(step)) {
      setAlert(messages.rules.fixStep);
      return;
    }
    if (step < STEPS.length - 1) goTo(step + 1);
    else void review();
  };

  const toOtp = () => {
    if (draft && draft.warnings.length > 0 && !confirmed) {
      setConfirmError(true);
      return;
    }
    setAlert(null);
    setPhase('otp');
  };

  const send = async (current: PengkinianDraft) => {
    try {
      const { data: sent } = await submit.mutateAsync({
        data: { draft_id: current.draft_id, warnings_confirmed: confirmed },
      });
      setReceipt(sent);
      setPhase('receipt');
    } catch (failure) {
      setAlert(errorMessageOf(failure));
    }
  };

  const onDraft = (next: PengkinianDraft) => {
    setDraft(next);
    if (nextProof(next.proofs) === null) void send(next);
  };

  const title =
    phase === 'form'
      ? STEPS[step]!.title
      : phase === 'summary'
        ? messages.summary.heading
        : phase === 'otp'
          ? messages.otp.heading
          : messages.receipt.heading;

  const proofs = draft ? orderedProofs(draft.proofs) : [];
  const proof = draft ? nextProof(draft.proofs) : null;

  return (
    <ChangeContext.Provider
      value={{ changed, oldText: (path) => oldValueText(path, data, master) }}
    >
      <FormProvider {...form}>
        <div className="pk-flow card border-0 shadow-sm">
          <div className="card-body p-3 p-md-4">
            {phase === 'form' && (
              <Stepper
                current={step}
                changedSteps={changedSteps}
                errorSteps={errorSteps}
                onSelect={goTo}
              />
            )}
            {phase === 'form' && (
              <p className="pk-step-position">{messages.steps.position(step + 1, STEPS.length)}</p>
            )}
            {phase === 'otp' && proof && (
              <p className="pk-step-position">
                {messages.otp.stepOf(proofs.indexOf(proof) + 1, proofs.length)}
              </p>
            )}
            <h2
              ref={heading}
              tabIndex={-1}
              className={`pk-flow__title ${phase === 'receipt' ? 'text-center' : ''}`}
            >
              {title}
            </h2>
            {phase !== 'receipt' && <FormAlert message={alert} />}

            {phase === 'form' && (
              <form
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  onNext();
                }}
              >
                {step === 0 && <IdentityStep master={master} identityChanged={idChanged} />}
                {step === 1 && <IdCardAddressStep />}
                {step === 2 && <CurrentAddressStep />}
                {step === 3 && <WorkStep master={master} needsEmployer={needsEmployer} />}
                {step === 4 && <FinanceStep master={master} />}
                {step === 5 && <ContactStep needsEmployer={needsEmployer} />}
                <div className="pk-actions">
                  {step > 0 && (
                    <button
                      type="button"
                      className="btn btn-outline-primary"
                      onClick={() => goTo(step - 1)}
                    >
                      {messages.actions.back}
                    </button>
                  )}
                  <span className="pk-actions__count" aria-live="polite">
                    {changed.size > 0 ? messages.change.count(changed.size) : ''}
                  </span>
                  <button
                    type="submit"
                    className="btn btn-primary"
                    disabled={createDraft.isPending}
                    aria-busy={createDraft.isPending || undefined}
                  >
                    {createDraft.isPending
                      ? messages.actions.processing
                      : step === STEPS.length - 1
                        ? messages.actions.review
                        : messages.actions.next}
                  </button>
                </div>
              </form>
            )}

            {phase === 'summary' && draft && (
              <>
                <ChangeSummary
                  draft={draft}
                  confirmed={confirmed}
                  confirmError={confirmError}
                  onConfirm={(value) => {
                    setConfirmed(value);
                    if (value) setConfirmError(false);
                  }}
                />
                <div className="pk-actions">
                  <button
                    type="button"
                    className="btn btn-outline-primary"
                    onClick={() => setPhase('form')}
                  >
                    {messages.actions.edit}
                  </button>
                  <button type="button" className="btn btn-primary" onClick={toOtp}>
                    {messages.actions.toOtp}
                  </button>
                </div>
              </>
            )}

            {phase === 'otp' && draft && proof && (
              <ProofStep key={proof.caseOtp} draft={draft} proof={proof} onDraft={onDraft} />
            )}
            {phase === 'otp' && draft && !proof && (
              <>
                {submit.isPending && <p role="status">{messages.otp.submitting}</p>}
                {!submit.isPending && alert && (
                  <button
                    type="button"
                    className="btn btn-primary w-100"
                    onClick={() => void send(draft)}
                  >
                    {messages.actions.toOtp}
                  </button>
                )}
              </>
            )}

            {phase === 'receipt' && receipt && <Receipt receipt={receipt} />}
          </div>
        </div>
      </FormProvider>
    </ChangeContext.Provider>
  );
}
