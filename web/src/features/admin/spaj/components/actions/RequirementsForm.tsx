// Ask the applicant for documents or answers, several at once (POST /admin/spaj/requirement):
// each row a document or a question, asked by the underwriter or the agent, what is asked and
// an optional note; then the confirmation step. The application becomes Menunggu Dokumen.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useRequestSpajRequirements } from '../../../../../api/generated/endpoints/admin/admin';
import type { SpajReviewDetail } from '../../../../../api/generated/model';
import { FormAlert } from '../../../../../components/form/FormAlert';
import { askedByNames, kindNames, spajMessages } from '../../spajMessages';
import {
  REQ_MAX,
  REQ_NOTE_MAX,
  REQ_TITLE_MAX,
  requirementsSchema,
  type RequirementsValues,
} from '../../spajRules';
import { ActionFooter } from '../../../desk/ActionModal';
import { showFailure } from '../../../desk/serverErrors';
import { ConfirmStep } from './ConfirmStep';
import { useSpajActionResult, type ActionOutcome } from './useSpajActionResult';

const m = spajMessages.actions.requirements;
const EMPTY = { kind: 'DOCUMENT', asked_by: 'UNDERWRITER', title: '', note: '' } as const;

export function RequirementsForm({
  review,
  outcome,
  onCancel,
}: {
  review: SpajReviewDetail;
  outcome: ActionOutcome;
  onCancel: () => void;
}) {
  const number = review.application.spaj_number;
  const id = useId();
  const result = useSpajActionResult(number, outcome);
  const request = useRequestSpajRequirements({ request: { quiet: true } });
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<RequirementsValues | null>(null);
  const form = useForm<RequirementsValues>({
    resolver: zodResolver(requirementsSchema),
    defaultValues: { rows: [{ ...EMPTY }] },
  });
  const rows = useFieldArray({ control: form.control, name: 'rows' });
  const values = useWatch({ control: form.control, name: 'rows' });
  const errors = form.formState.errors.rows;

  const send = async (chosen: RequirementsValues) => {
    setFailure(null);
    try {
      const answer = await request.mutateAsync({
        data: {
          spaj_number: number,
          requirements: chosen.rows.map((row) => ({
            kind: row.kind,
            asked_by: row.asked_by,
            title: row.title.trim(),
            note: row.note.trim() || null,
          })),
        },
      });
      result.succeeded(answer, m.done(number));
    } catch (error) {
      const inForm = result.failed(error);
      if (!inForm) return;
      setConfirming(null);
      setFailure(
        showFailure(inForm, form.setError, (field) => {
          const match = /^requirements\.(\d+)\.(title|note)$/.exec(field);
          return match
            ? (`rows.${Number(match[1])}.${match[2] as 'title' | 'note'}` as const)
            : null;
        }),
      );
    }
  };

  if (confirming) {
    return (
      <ConfirmStep
        message={m.confirm(confirming.rows.length, number)}
        failure={failure}
        busy={request.isPending}
        label={m.submit}
        onBack={() => setConfirming(null)}
        onConfirm={() => void send(confirming)}
      >
        <ol className="mb-0">
          {confirming.rows.map((row, i) => (
            <li key={i}>
              <strong>{row.title.trim()}</strong>{' '}
              <span className="small text-body-secondary">
                ({kindNames[row.kind]}, {askedByNames[row.asked_by]})
              </span>
            </li>
          ))}
        </ol>
      </ConfirmStep>
    );
  }

  return (
    <form
      className="claim-action-form"
      noValidate
      onSubmit={form.handleSubmit((chosen) => setConfirming(chosen))}
    >
      <Modal.Body>
        <FormAlert message={failure} />
        <p>{m.intro}</p>
        {rows.fields.map((field, i) => {
          const rowId = `${id}-${field.id}`;
          const titleError = errors?.[i]?.title?.message;
          const noteError = errors?.[i]?.note?.message;
          const kind = values[i]?.kind ?? 'DOCUMENT';
          return (
            <fieldset key={field.id} className="spaj-desk-row spaj-desk-row--titled">
              <legend className="spaj-desk-row__legend">{m.item(i + 1)}</legend>
              {rows.fields.length > 1 && (
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger spaj-desk-row__remove"
                  aria-label={m.remove(i + 1)}
                  onClick={() => rows.remove(i)}
                >
                  {spajMessages.actions.remove}
                </button>
              )}
              <div className="row g-2">
                <div className="col-sm-6">
                  <label htmlFor={`${rowId}-kind`} className="form-label small mb-1">
                    {m.kind}
                  </label>
                  <select
                    id={`${rowId}-kind`}
                    className="form-select form-select-sm"
                    {...form.register(`rows.${i}.kind`)}
                  >
                    <option value="DOCUMENT">{kindNames.DOCUMENT}</option>
                    <option value="QUESTION">{kindNames.QUESTION}</option>
                  </select>
                </div>
                <div className="col-sm-6">
                  <label htmlFor={`${rowId}-by`} className="form-label small mb-1">
                    {m.askedBy}
                  </label>
                  <select
                    id={`${rowId}-by`}
                    className="form-select form-select-sm"
                    {...form.register(`rows.${i}.asked_by`)}
                  >
                    <option value="UNDERWRITER">{askedByNames.UNDERWRITER}</option>
                    <option value="AGENT">{askedByNames.AGENT}</option>
                  </select>
                </div>
              </div>
              <label htmlFor={`${rowId}-title`} className="form-label small mb-1 mt-2">
                {m.titleLabel[kind]}
              </label>
              <input
                id={`${rowId}-title`}
                className={`form-control form-control-sm${titleError ? ' is-invalid' : ''}`}
                maxLength={REQ_TITLE_MAX + 20}
                autoFocus={i === 0}
                aria-invalid={titleError ? true : undefined}
                aria-describedby={`${rowId}-title-hint${titleError ? ` ${rowId}-title-error` : ''}`}
                {...form.register(`rows.${i}.title`)}
              />
              {titleError && (
                <div id={`${rowId}-title-error`} className="invalid-feedback d-block">
                  {titleError}
                </div>
              )}
              <div id={`${rowId}-title-hint`} className="form-text">
                {m.titleHint(REQ_TITLE_MAX)}
              </div>
              <label htmlFor={`${rowId}-note`} className="form-label small mb-1 mt-2">
                {m.note}
              </label>
              <textarea
                id={`${rowId}-note`}
                className={`form-control form-control-sm${noteError ? ' is-invalid' : ''}`}
                rows={2}
                maxLength={REQ_NOTE_MAX + 20}
                aria-invalid={noteError ? true : undefined}
                aria-describedby={noteError ? `${rowId}-note-error` : `${rowId}-note-hint`}
                {...form.register(`rows.${i}.note`)}
              />
              {noteError ? (
                <div id={`${rowId}-note-error`} className="invalid-feedback d-block">
                  {noteError}
                </div>
              ) : (
                <div id={`${rowId}-note-hint`} className="form-text">
                  {m.noteHint(REQ_NOTE_MAX)}
                </div>
              )}
            </fieldset>
          );
        })}
        {rows.fields.length < REQ_MAX && (
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            onClick={() => rows.append({ ...EMPTY })}
          >
            {m.add}
          </button>
        )}
      </Modal.Body>
      <ActionFooter busy={false} label={m.submit} onCancel={onCancel} />
    </form>
  );
}
