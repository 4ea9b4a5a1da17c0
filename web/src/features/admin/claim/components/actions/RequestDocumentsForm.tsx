// Ask the customer for missing documents: one or more types (each once, with how many files
// of that type the claim already has), an optional note for each and one for the whole
// request. POST /admin/claim/document/request.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useForm, useWatch, type FieldErrors, type Path } from 'react-hook-form';
import { useRequestClaimDocuments } from '../../../../../api/generated/endpoints/admin/admin';
import type { ClaimReviewDetail } from '../../../../../api/generated/model';
import { FormAlert } from '../../../../../components/form/FormAlert';
import { claimActionMessages } from '../../claimActionMessages';
import { CLAIM_DOCUMENT_TYPES, claimDocumentTypeNames } from '../../claimLabels';
import {
  ITEM_NOTE_MAX,
  REQUEST_NOTE_MAX,
  requestSchema,
  type RequestValues,
} from '../../claimRules';
import { ActionFooter } from '../../../desk/ActionModal';
import { showFailure } from '../../../desk/serverErrors';
import { useActionResult, type ActionOutcome } from './useActionResult';

const m = claimActionMessages.request;

export function RequestDocumentsForm({
  review,
  outcome,
  onCancel,
}: {
  review: ClaimReviewDetail;
  outcome: ActionOutcome;
  onCancel: () => void;
}) {
  const { claim } = review;
  const id = useId();
  const result = useActionResult(claim.claim_number, outcome);
  const request = useRequestClaimDocuments({ request: { quiet: true } });
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RequestValues>({
    resolver: zodResolver(requestSchema),
    defaultValues: {
      items: CLAIM_DOCUMENT_TYPES.map((type) => ({ type, selected: false, note: '' })),
      note: '',
    },
  });
  const { register, formState, control } = form;
  const errors = formState.errors;
  const items = useWatch({ control, name: 'items' });
  const rootError = errors.items?.root?.message;

  const onSubmit = async (values: RequestValues) => {
    setFailure(null);
    const chosen = values.items.filter((item) => item.selected);
    try {
      const answer = await request.mutateAsync({
        data: {
          claim_number: claim.claim_number,
          items: chosen.map((item) => ({ type: item.type, note: item.note.trim() || null })),
          note: values.note.trim() || null,
        },
      });
      result.succeeded(answer, m.done(claim.claim_number));
    } catch (error) {
      const inForm = result.failed(error);
      if (!inForm) return;
      // 'items.1.note' names the second type sent, not the second row of the form.
      setFailure(
        showFailure(inForm, form.setError, (field): Path<RequestValues> | null => {
          if (field === 'note') return 'note';
          const match = /^items\.(\d+)\.note$/.exec(field);
          const sent = match ? chosen[Number(match[1])] : undefined;
          return sent ? `items.${CLAIM_DOCUMENT_TYPES.indexOf(sent.type)}.note` : null;
        }),
      );
    }
  };
  // Nothing chosen is an error of the group, which has no field to focus: the first box.
  const onInvalid = (invalid: FieldErrors<RequestValues>) => {
    if (invalid.items?.root) form.setFocus('items.0.selected');
  };

  const attached = (type: string) => claim.documents.filter((d) => d.type === type).length;
  const noteError = errors.note?.message;
  return (
    <form
      className="claim-action-form"
      noValidate
      onSubmit={form.handleSubmit(onSubmit, onInvalid)}
    >
      <Modal.Body>
        <FormAlert message={failure} />
        <p>{m.intro}</p>
        <fieldset className="mb-3" aria-describedby={rootError ? `${id}-items-error` : undefined}>
          <legend className="h6">{m.legend}</legend>
          {rootError && (
            <div id={`${id}-items-error`} className="invalid-feedback d-block mb-2" role="alert">
              {rootError}
            </div>
          )}
          {CLAIM_DOCUMENT_TYPES.map((type, i) => {
            const name = claimDocumentTypeNames[type];
            const count = attached(type);
            const itemError = errors.items?.[i]?.note?.message;
            const boxId = `${id}-${type}`;
            return (
              <div key={type} className="claim-request__item">
                <div className="form-check">
                  <input
                    id={boxId}
                    type="checkbox"
                    className="form-check-input"
                    autoFocus={i === 0}
                    aria-describedby={count ? `${boxId}-attached` : undefined}
                    {...register(`items.${i}.selected`)}
                  />
                  <label htmlFor={boxId} className="form-check-label">
                    {name}
                  </label>
                  {count > 0 && (
                    <span id={`${boxId}-attached`} className="d-block small text-body-secondary">
                      {m.attached(count)}
                    </span>
                  )}
                </div>
                {items[i]?.selected && (
                  <div className="claim-request__note">
                    <label htmlFor={`${boxId}-note`} className="form-label small mb-1">
                      {m.itemNote(name)}
                    </label>
                    <input
                      id={`${boxId}-note`}
                      className={`form-control form-control-sm${itemError ? ' is-invalid' : ''}`}
                      maxLength={ITEM_NOTE_MAX + 20}
                      aria-invalid={itemError ? true : undefined}
                      aria-describedby={`${boxId}-note-hint${itemError ? ` ${boxId}-note-error` : ''}`}
                      {...register(`items.${i}.note`)}
                    />
                    {itemError && (
                      <div id={`${boxId}-note-error`} className="invalid-feedback d-block">
                        {itemError}
                      </div>
                    )}
                    <div id={`${boxId}-note-hint`} className="form-text">
                      {m.itemNoteHint(ITEM_NOTE_MAX)}
                    </div>
                  </div>
                )}
              </div>
            );
          })}
        </fieldset>
        <label htmlFor={`${id}-note`} className="form-label">
          {m.note}
        </label>
        <textarea
          id={`${id}-note`}
          className={`form-control${noteError ? ' is-invalid' : ''}`}
          rows={3}
          maxLength={REQUEST_NOTE_MAX + 50}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={`${id}-note-hint${noteError ? ` ${id}-note-error` : ''}`}
          {...register('note')}
        />
        {noteError && (
          <div id={`${id}-note-error`} className="invalid-feedback d-block">
            {noteError}
          </div>
        )}
        <div id={`${id}-note-hint`} className="form-text">
          {m.noteHint(REQUEST_NOTE_MAX)}
        </div>
      </Modal.Body>
      <ActionFooter busy={request.isPending} label={m.submit} onCancel={onCancel} />
    </form>
  );
}
