// 'Tolak': the applicant's reason (a choice; a note, required for 'Alasan lain'), then the
// confirmation modal (OK / TIDAK: the application ends and cannot be continued), then
// spaj/offer/decline. The answer is the application's new state, shown at once.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { errorMessageOf, isApiError } from '../../../api/errors';
import { requestOptions } from '../../../api/fetcher';
import { declineSpajOffer, getGetSpajQueryKey } from '../../../api/generated/endpoints/spaj/spaj';
import type { SpajDetail, SpajOfferDeclineRequestReason } from '../../../api/generated/model';
import { confirm } from '../../../components/confirm';
import { FormAlert } from '../../../components/form/FormAlert';
import { showToast } from '../../../components/toast';
import { setSpajApproval, spajRequest, type SpajSessionState } from '../../../shared/spajSession';
import { declineReasonNames, messages } from '../messages';
import { declineSchema, NOTE_MAX, type DeclineForm } from '../schemas';

const m = messages.offer;
const REASONS = Object.keys(declineReasonNames) as SpajOfferDeclineRequestReason[];

export function DeclineOffer({
  detail,
  session,
  onCancel,
  onConflict,
}: {
  detail: SpajDetail;
  session: SpajSessionState;
  onCancel: () => void;
  onConflict: () => void;
}) {
  const id = useId();
  const client = useQueryClient();
  // The panel opened in place of the buttons: the focus goes to its heading.
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<DeclineForm>({
    resolver: zodResolver(declineSchema),
    defaultValues: { reason: '', note: '' },
  });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const errors = form.formState.errors;

  const onSubmit = async (values: DeclineForm) => {
    setFailure(null);
    const ok = await confirm({
      title: m.declineConfirmTitle,
      message: m.declineConfirm,
      okVariant: 'danger',
    });
    if (!ok || values.reason === '') return;
    setBusy(true);
    try {
      const result = await declineSpajOffer(
        {
          spaj_number: detail.spaj_number,
          reason: values.reason,
          note: values.note.trim() || null,
        },
        requestOptions(spajRequest(session, { silentStatuses: [400, 404, 409, 422] })),
      );
      client.setQueryData(getGetSpajQueryKey({ spaj_number: detail.spaj_number }), result);
      setSpajApproval(detail.spaj_number, 'DECLINED');
      showToast({ message: m.declined, variant: 'info' });
    } catch (error) {
      setFailure(errorMessageOf(error));
      if (isApiError(error)) {
        if (error.status === 409) onConflict();
        const note = error.fieldErrors.find((f) => f.field === 'note');
        if (note) form.setError('note', { type: 'server', message: note.message });
      }
      setBusy(false);
    }
  };

  const noteError = errors.note?.message;
  const reasonError = errors.reason?.message;
  return (
    <section className="spaj-card spaj-decide" aria-labelledby="spaj-decline-title">
      <h2 id="spaj-decline-title" ref={title} className="spaj-card__title" tabIndex={-1}>
        {m.declineTitle}
      </h2>
      <p>{m.declineIntro}</p>
      <FormAlert message={failure} />
      <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
        <label htmlFor={`${id}-reason`} className="form-label fw-semibold">
          {m.reasonLegend}
        </label>
        <select
          id={`${id}-reason`}
          className={`form-select mb-1${reasonError ? ' is-invalid' : ''}`}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? `${id}-reason-error` : undefined}
          {...form.register('reason')}
        >
          <option value="">—</option>
          {REASONS.map((value) => (
            <option key={value} value={value}>
              {declineReasonNames[value]}
            </option>
          ))}
        </select>
        {reasonError && (
          <div id={`${id}-reason-error`} className="invalid-feedback d-block">
            {reasonError}
          </div>
        )}
        <label htmlFor={`${id}-note`} className="form-label mt-3">
          {reason === 'OTHER' ? m.noteLabel : m.noteLabelOptional}
        </label>
        <textarea
          id={`${id}-note`}
          className={`form-control${noteError ? ' is-invalid' : ''}`}
          rows={3}
          maxLength={NOTE_MAX + 20}
          aria-invalid={noteError ? true : undefined}
          aria-required={reason === 'OTHER' || undefined}
          aria-describedby={noteError ? `${id}-note-error` : undefined}
          {...form.register('note')}
        />
        {noteError && (
          <div id={`${id}-note-error`} className="invalid-feedback d-block">
            {noteError}
          </div>
        )}
        <button type="submit" className="btn btn-danger btn-lg w-100 mt-3" disabled={busy}>
          {busy ? messages.followUp.sending : m.declineSubmit}
        </button>
      </form>
      <button type="button" className="btn btn-link w-100 mt-2" onClick={onCancel} disabled={busy}>
        {m.cancel}
      </button>
    </section>
  );
}
