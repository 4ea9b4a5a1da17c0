// Approve (after a confirmation) or reject with a reason the customer will read. After a
// decision the review and the queue are asked again; a 409 (someone decided first) shows the
// server's message and the review refreshes to show that decision.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { errorMessageOf, isApiError } from '../../../../api/errors';
import {
  getGetKycReviewQueryKey,
  getListKycReviewsQueryKey,
  useApproveKyc,
  useRejectKyc,
} from '../../../../api/generated/endpoints/admin/admin';
import type { KycReviewDetail } from '../../../../api/generated/model';
import { confirm } from '../../../../components/confirm';
import { showToast } from '../../../../components/toast';
import { kycMessages } from '../kycMessages';
import { REASON_MAX, REASON_MIN, reasonError } from '../reason';

const m = kycMessages.decision;

export interface DecisionPanelProps {
  review: KycReviewDetail;
  /** A 409 or 404: the server's message, shown by the page (this panel goes once decided). */
  onConflict: (message: string) => void;
}

export function DecisionPanel({ review, onConflict }: DecisionPanelProps) {
  const client = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();
  const number = review.registration_number;

  const refresh = async () => {
    await Promise.all([
      client.invalidateQueries({
        queryKey: getGetKycReviewQueryKey({ registration_number: number }),
      }),
      client.invalidateQueries({ queryKey: getListKycReviewsQueryKey() }),
    ]);
  };
  const done = (result: { data: KycReviewDetail }, message: string) => {
    client.setQueryData(getGetKycReviewQueryKey({ registration_number: number }), result);
    void client.invalidateQueries({ queryKey: getListKycReviewsQueryKey() });
    showToast({ message, variant: 'success' });
  };
  const failed = (error: unknown) => {
    if (isApiError(error) && (error.status === 409 || error.status === 404)) {
      onConflict(errorMessageOf(error));
      void refresh();
      return;
    }
    setFailure(errorMessageOf(error));
  };

  const approve = useApproveKyc({
    request: { quiet: true },
    mutation: { onSuccess: (r) => done(r, m.approved(number)), onError: failed },
  });
  const reject = useRejectKyc({
    request: { quiet: true },
    mutation: { onSuccess: (r) => done(r, m.rejected(number)), onError: failed },
  });
  const busy = approve.isPending || reject.isPending;

  const onApprove = async () => {
    setFailure(null);
    const ok = await confirm({
      title: m.confirmTitle,
      message: m.confirmMessage(review.customer_name, number),
      okLabel: m.confirmOk,
      cancelLabel: m.confirmCancel,
      keyboard: true,
    });
    if (ok) approve.mutate({ data: { registration_number: number } });
  };

  const error = tried ? reasonError(reason) : null;
  const onReject = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setFailure(null);
    if (reasonError(reason)) {
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    reject.mutate({ data: { registration_number: number, reason: reason.trim() } });
  };

  return (
    <section className="card border-0 shadow-sm admin-decision" aria-labelledby={`${id}-title`}>
      <div className="card-body">
        <h2 id={`${id}-title`} className="h6">
          {m.title}
        </h2>
        {failure && (
          <div className="alert alert-danger" role="alert">
            {failure}
          </div>
        )}
        {!rejecting ? (
          <div className="d-flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-success"
              disabled={busy}
              onClick={() => void onApprove()}
            >
              {approve.isPending ? m.busy : m.approve}
            </button>
            <button
              type="button"
              className="btn btn-outline-danger"
              disabled={busy}
              onClick={() => {
                setFailure(null);
                setRejecting(true);
              }}
            >
              {m.reject}
            </button>
          </div>
        ) : (
          <form noValidate onSubmit={onReject}>
            <label htmlFor={`${id}-reason`} className="form-label fw-semibold">
              {m.reasonLabel}
            </label>
            <textarea
              id={`${id}-reason`}
              className={`form-control${error ? ' is-invalid' : ''}`}
              rows={4}
              value={reason}
              maxLength={REASON_MAX + 50}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
              onChange={(e) => setReason(e.target.value)}
              autoFocus
            />
            {error && (
              <div id={`${id}-error`} className="invalid-feedback d-block">
                {error}
              </div>
            )}
            <div className="d-flex justify-content-between small text-body-secondary mt-1">
              <span id={`${id}-hint`}>{m.reasonHint(REASON_MIN, REASON_MAX)}</span>
              <span aria-hidden="true">{m.reasonCount(reason.trim().length, REASON_MAX)}</span>
            </div>
            <div className="d-flex flex-wrap gap-2 mt-3">
              <button type="submit" className="btn btn-danger" disabled={busy}>
                {reject.isPending ? m.busy : m.sendReject}
              </button>
              <button
                type="button"
                className="btn btn-outline-secondary"
                disabled={busy}
                onClick={() => {
                  setRejecting(false);
                  setTried(false);
                  setFailure(null);
                }}
              >
                {m.cancelReject}
              </button>
            </div>
          </form>
        )}
      </div>
    </section>
  );
}
