// 'Jawab': the outcome (Dilaksanakan, Dilaksanakan sebagian, Tidak dapat dilaksanakan) and the
// written answer for the customer (20 to 4000 characters, counted, sent trimmed); for an
// erasure a hint to name the data the law keeps, how long and on what basis. POST
// /admin/privacy/decide. A refusal other than 409/404 stays in the popup with what was typed.
import { useId, useState, type FormEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useDecidePrivacyRequest } from '../../../../../api/generated/endpoints/admin/admin';
import type {
  PrivacyDecideRequestOutcome,
  PrivacyReviewDetail,
} from '../../../../../api/generated/model';
import { FormAlert } from '../../../../../components/form/FormAlert';
import { ActionFooter } from '../../../desk/ActionModal';
import { ANSWER_MAX, ANSWER_MIN, OUTCOMES, privacyDeskMessages } from '../../privacyDeskMessages';
import { usePrivacyActionResult, type ActionOutcome } from './usePrivacyActionResult';

const m = privacyDeskMessages.actions.decide;

interface Errors {
  outcome?: string;
  answer?: string;
}

function check(outcome: PrivacyDecideRequestOutcome | null, answer: string): Errors {
  const errors: Errors = {};
  if (!outcome) errors.outcome = m.outcomeRequired;
  const text = answer.trim();
  if (!text) errors.answer = m.required;
  else if (text.length < ANSWER_MIN) errors.answer = m.short;
  else if (text.length > ANSWER_MAX) errors.answer = m.long;
  return errors;
}

export function DecideForm({
  detail,
  outcome: result,
  onCancel,
}: {
  detail: PrivacyReviewDetail;
  outcome: ActionOutcome;
  onCancel: () => void;
}) {
  const id = useId();
  const number = detail.request.request_number;
  const actionResult = usePrivacyActionResult(number, result);
  const decide = useDecidePrivacyRequest({ request: { quiet: true } });
  const [outcome, setOutcome] = useState<PrivacyDecideRequestOutcome | null>(null);
  const [answer, setAnswer] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Errors>({});
  const own = attempted ? check(outcome, answer) : {};
  const errors: Errors = {
    outcome: own.outcome ?? fieldErrors.outcome,
    answer: own.answer ?? fieldErrors.answer,
  };
  const erase = detail.request.kind === 'ERASE';
  const length = answer.trim().length;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const found = check(outcome, answer);
    if (found.outcome || found.answer || !outcome) {
      document.getElementById(found.outcome ? `${id}-${OUTCOMES[0]}` : `${id}-answer`)?.focus();
      return;
    }
    setFailure(null);
    setFieldErrors({});
    try {
      const done = await decide.mutateAsync({
        data: { request_number: number, outcome, answer: answer.trim() },
      });
      actionResult.succeeded(done, m.done(number, m.outcomes[outcome]));
    } catch (error) {
      const inForm = actionResult.failed(error);
      if (!inForm) return;
      const fields: Errors = {};
      for (const f of inForm.fields) {
        if (f.field === 'outcome') fields.outcome = f.message;
        if (f.field === 'answer') fields.answer = f.message;
      }
      setFieldErrors(fields);
      setFailure(inForm.message);
    }
  };

  const described = [`${id}-hint`, erase ? `${id}-erase` : '', `${id}-counter`]
    .concat(errors.answer ? [`${id}-answer-error`] : [])
    .filter(Boolean)
    .join(' ');

  return (
    <form className="claim-action-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <Modal.Body>
        <FormAlert message={failure} />
        <fieldset aria-describedby={errors.outcome ? `${id}-outcome-error` : undefined}>
          <legend className="form-label fw-semibold fs-6">{m.outcome}</legend>
          {OUTCOMES.map((value) => (
            <div key={value} className="form-check mb-2">
              <input
                id={`${id}-${value}`}
                type="radio"
                name="outcome"
                className={`form-check-input${errors.outcome ? ' is-invalid' : ''}`}
                checked={outcome === value}
                aria-describedby={`${id}-${value}-hint`}
                onChange={() => {
                  setOutcome(value);
                  setFieldErrors((e) => ({ ...e, outcome: undefined }));
                }}
              />
              <label htmlFor={`${id}-${value}`} className="form-check-label fw-semibold">
                {m.outcomes[value]}
              </label>
              <div id={`${id}-${value}-hint`} className="form-text mt-0">
                {m.outcomeHints[value]}
              </div>
            </div>
          ))}
          {errors.outcome && (
            <div id={`${id}-outcome-error`} className="invalid-feedback d-block">
              {errors.outcome}
            </div>
          )}
        </fieldset>
        <label htmlFor={`${id}-answer`} className="form-label fw-semibold mt-2">
          {m.answer}
        </label>
        {erase && (
          <p id={`${id}-erase`} className="alert alert-warning small py-2 px-3 mb-2">
            {m.eraseHint}
          </p>
        )}
        <textarea
          id={`${id}-answer`}
          className={`form-control${errors.answer ? ' is-invalid' : ''}`}
          rows={6}
          maxLength={ANSWER_MAX + 100}
          value={answer}
          aria-invalid={errors.answer ? true : undefined}
          aria-describedby={described}
          onChange={(e) => {
            setAnswer(e.target.value);
            setFieldErrors((f) => ({ ...f, answer: undefined }));
          }}
        />
        {errors.answer && (
          <div id={`${id}-answer-error`} className="invalid-feedback d-block">
            {errors.answer}
          </div>
        )}
        <div className="d-flex justify-content-between gap-3 form-text">
          <span id={`${id}-hint`}>{m.hint}</span>
          <span id={`${id}-counter`} className="text-nowrap">
            {m.counter(length)}
          </span>
        </div>
      </Modal.Body>
      <ActionFooter
        busy={decide.isPending}
        label={m.submit}
        variant="success"
        onCancel={onCancel}
      />
    </form>
  );
}
