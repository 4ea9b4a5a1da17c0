// The form of each complaint action: one text (the answer, the extension's reason, the closing
// note) with its hint and a counter of the trimmed characters, checked by its rule and handed
// on trimmed (null for an empty optional note). A refusal kept in the form (not a 409/404)
// goes on the field when the server names it, else above.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { errorMessageOf } from '../../../../../api/errors';
import { FormAlert } from '../../../../../components/form/FormAlert';
import { ActionFooter } from '../../../desk/ActionModal';
import { deskMessages } from '../../../desk/deskMessages';
import type { FormFailure } from '../../../desk/useDeskActionResult';
import { textRuleError, type TextRule } from '../../complaintRules';

export function TextActionForm({
  field,
  rule,
  intro,
  label,
  hint,
  rows,
  submit,
  variant = 'primary',
  busy,
  act,
  failed,
  onCancel,
}: {
  /** The request's field the server names in a 422 ('answer', 'reason', 'note'). */
  field: string;
  rule: TextRule;
  intro: ReactNode;
  label: string;
  hint: string;
  rows: number;
  submit: string;
  variant?: 'primary' | 'success' | 'danger';
  busy: boolean;
  /** Sends the text (trimmed; null when an optional one is empty). */
  act: (text: string | null) => Promise<void>;
  /** The failure the form keeps, or null when the page took it. */
  failed: (error: unknown) => FormFailure | null;
  onCancel: () => void;
}) {
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = textRuleError(value, rule);
    setError(problem);
    if (problem) {
      document.getElementById(`${id}-text`)?.focus();
      return;
    }
    setFailure(null);
    const text = value.trim();
    try {
      await act(text === '' ? null : text);
    } catch (refused) {
      const inForm = failed(refused);
      if (!inForm) return;
      const onField = inForm.fields.find((f) => f.field === field);
      if (onField) {
        setError(onField.message);
        document.getElementById(`${id}-text`)?.focus();
      }
      setFailure(
        onField?.message === inForm.message ? null : inForm.message || errorMessageOf(refused),
      );
    }
  };

  const length = value.trim().length;
  return (
    <form className="claim-action-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <Modal.Body>
        <FormAlert message={failure} />
        <p className="small text-body-secondary">{intro}</p>
        <label htmlFor={`${id}-text`} className="form-label fw-semibold">
          {label}
        </label>
        <textarea
          id={`${id}-text`}
          className={`form-control${error ? ' is-invalid' : ''}`}
          rows={rows}
          maxLength={rule.max + 50}
          autoFocus
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(e) => {
            setValue(e.target.value);
            if (error) setError(null);
          }}
        />
        {error && (
          <div id={`${id}-error`} className="invalid-feedback d-block">
            {error}
          </div>
        )}
        <div className="d-flex justify-content-between gap-2 small text-body-secondary mt-1">
          <span id={`${id}-hint`}>{hint}</span>
          <span aria-hidden="true">{deskMessages.count(length, rule.max)}</span>
        </div>
      </Modal.Body>
      <ActionFooter busy={busy} label={submit} variant={variant} onCancel={onCancel} />
    </form>
  );
}
