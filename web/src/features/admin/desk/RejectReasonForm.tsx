// The reject form of the staff desks (refund, claim, SPAJ): one reason, with its hint and a
// counter of the trimmed characters, checked by the desk's schema (rejectReason.ts) and
// handed on trimmed. The form's state lives in the desk's component (useRejectReasonForm),
// so it outlives a confirmation step; a refusal kept in the form goes on the field or above.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useForm, useWatch } from 'react-hook-form';
import { FormAlert } from '../../../components/form/FormAlert';
import { deskMessages } from './deskMessages';
import type { ReasonSchema, ReasonValues } from './rejectReason';
import { ActionFooter } from './ActionModal';
import { showFailure } from './serverErrors';
import type { FormFailure } from './useDeskActionResult';

export function useRejectReasonForm(schema: ReasonSchema) {
  const form = useForm<ReasonValues>({
    resolver: zodResolver(schema),
    defaultValues: { reason: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  /** A refusal kept in the form: a 422's error on the reason, the message above if not said. */
  const refused = (inForm: FormFailure) =>
    setFailure(
      showFailure(inForm, form.setError, (field) => (field === 'reason' ? 'reason' : null)),
    );
  /**
   * Runs the action with the reason. A refusal `failedOf` keeps in the form (not a 409/404)
   * shows there, after `onRefused`.
   */
  const attempt = async (
    act: () => Promise<void>,
    failedOf: (error: unknown) => FormFailure | null,
    onRefused?: () => void,
  ) => {
    setFailure(null);
    try {
      await act();
    } catch (failed) {
      const inForm = failedOf(failed);
      if (!inForm) return;
      onRefused?.();
      refused(inForm);
    }
  };
  return { form, failure, attempt };
}
export type RejectReasonFormState = ReturnType<typeof useRejectReasonForm>;

export function RejectReasonForm({
  state: { form, failure },
  intro,
  label,
  hint,
  max,
  rows = 5,
  submit,
  busy,
  onSubmit,
  onCancel,
}: {
  state: RejectReasonFormState;
  intro?: ReactNode;
  label: string;
  hint: string;
  max: number;
  rows?: number;
  submit: string;
  busy: boolean;
  /** The reason, trimmed, once the schema accepts it. */
  onSubmit: (reason: string) => void | Promise<void>;
  onCancel: () => void;
}) {
  const id = useId();
  const reason = useWatch({ control: form.control, name: 'reason' });
  const error = form.formState.errors.reason?.message;

  return (
    <form
      className="claim-action-form"
      noValidate
      onSubmit={form.handleSubmit((values) => onSubmit(values.reason.trim()))}
    >
      <Modal.Body>
        <FormAlert message={failure} />
        {intro && <p className="small text-body-secondary">{intro}</p>}
        <label htmlFor={`${id}-reason`} className="form-label fw-semibold">
          {label}
        </label>
        <textarea
          id={`${id}-reason`}
          className={`form-control${error ? ' is-invalid' : ''}`}
          rows={rows}
          maxLength={max + 50}
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          {...form.register('reason')}
        />
        {error && (
          <div id={`${id}-error`} className="invalid-feedback d-block">
            {error}
          </div>
        )}
        <div className="d-flex justify-content-between gap-2 small text-body-secondary mt-1">
          <span id={`${id}-hint`}>{hint}</span>
          <span aria-hidden="true">{deskMessages.count(reason.trim().length, max)}</span>
        </div>
      </Modal.Body>
      <ActionFooter busy={busy} label={submit} variant="danger" onCancel={onCancel} />
    </form>
  );
}
