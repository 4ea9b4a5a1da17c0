// Route screen of klaim-support-docs ('Detail Pengajuan Klaim'): answering the claims
// officer's request for documents. Only while the claim waits for them (Dokumen Kurang);
// otherwise back to the detail with a notice. Exactly the requested kinds, each with the
// officer's note and its own upload slot (uploads name the claim, so its 50 MB counts the
// files it already has); POST /claim/document/answer, then the detail shows 'Verifikasi
// Dokumen'.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { errorMessageOf } from '../../api/errors';
import { requestOptions } from '../../api/fetcher';
import {
  answerClaimDocumentRequest,
  getGetClaimQueryKey,
  getListClaimsQueryKey,
  useGetClaim,
} from '../../api/generated/endpoints/claim/claim';
import type { ClaimDetail } from '../../api/generated/model';
import { toLoadable } from '../../api/loadable';
import { FormAlert } from '../../components/form/FormAlert';
import { InlineError } from '../../components/InlineError';
import { MAX_ANSWER_FILES, MAX_CLAIM_BYTES, MAX_FILE_BYTES } from './documents/limits';
import { UploadSlot } from './documents/UploadSlot';
import { useDocumentUploads } from './documents/useDocumentUploads';
import { messages } from './messages';
import type { NoticeState } from './notice';
import { CLAIM_LIST_PATH, claimDetailHref, isClaimNumber } from './paths';
import { useLeaveGuard } from '../../components/useLeaveGuard';
import './claim.css';

const m = messages.supportDocs;
const INLINE = [0, 400, 404, 409, 413, 422];
const LIMITS = {
  maxFileBytes: MAX_FILE_BYTES,
  maxTotalBytes: MAX_CLAIM_BYTES,
  maxFiles: MAX_ANSWER_FILES,
};

function AnswerForm({
  claim,
  onSent,
}: {
  claim: ClaimDetail;
  onSent: (claim: ClaimDetail) => void;
}) {
  const request = claim.document_request!;
  const usedBytes = useMemo(
    () => claim.documents.reduce((sum, d) => sum + d.size_bytes, 0),
    [claim.documents],
  );
  const uploads = useDocumentUploads({
    limits: LIMITS,
    usedBytes,
    claimNumber: claim.claim_number,
  });
  const [attempted, setAttempted] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useLeaveGuard(uploads.uploading || uploads.documents.length > 0, messages.leave);

  const missing = request.items.filter(
    (item) => !uploads.documents.some((d) => d.type === item.type),
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setAttempted(true);
    if (uploads.uploading) {
      setAlert(m.waitUploads);
      return;
    }
    if (missing.length > 0) {
      setAlert(m.fix);
      // After the errors render: the first slot in error takes the focus.
      setTimeout(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setAlert(null);
    setSending(true);
    try {
      const { data } = await answerClaimDocumentRequest(
        {
          claim_number: claim.claim_number,
          documents: uploads.documents.map((d) => ({ type: d.type, document_id: d.document_id })),
        },
        requestOptions({ silentStatuses: INLINE, errorMessage: m.network }),
      );
      onSent(data);
      return;
    } catch (failure) {
      setAlert(errorMessageOf(failure));
    } finally {
      setSending(false);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
      <p>{m.intro(claim.claim_number)}</p>
      {request.note && (
        <p className="kl-request-box kl-prewrap">
          <strong>{m.requestNote}:</strong> {request.note}
        </p>
      )}
      <div className="kl-slots">
        {request.items.map((item) => (
          <UploadSlot
            key={item.type}
            id={`kl-answer-${item.type}`}
            name={item.type_name}
            description={item.note ? m.itemNote(item.note) : null}
            items={uploads.items.filter((i) => i.tag === item.type)}
            error={attempted && missing.includes(item) ? m.missing(item.type_name) : null}
            maxFileBytes={MAX_FILE_BYTES}
            onAdd={(files) => uploads.add(files, item.type)}
            onRemove={uploads.remove}
            onRetry={uploads.retry}
          />
        ))}
      </div>
      <FormAlert message={alert} />
      <div className="kl-actions">
        <Link to={claimDetailHref(claim.claim_number)} className="btn btn-outline-primary">
          {m.cancel}
        </Link>
        <button type="submit" className="btn btn-primary" disabled={sending} aria-busy={sending}>
          {sending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {sending ? m.sending : m.submit}
        </button>
      </div>
    </form>
  );
}

function Answer({ claimNumber }: { claimNumber: string }) {
  const query = useGetClaim({ claim_number: claimNumber }, { request: { quiet: true } });
  const detail = toLoadable(query);
  const client = useQueryClient();
  const navigate = useNavigate();
  const [sent, setSent] = useState<ClaimDetail | null>(null);

  // Once the answer is in (the form and its leave guard gone), on to the detail, which
  // shows the answered claim at once ('Verifikasi Dokumen').
  useEffect(() => {
    if (!sent) return;
    const state: NoticeState = { notice: m.sent, variant: 'success' };
    void navigate(claimDetailHref(sent.claim_number), { state });
    client.setQueryData(getGetClaimQueryKey({ claim_number: sent.claim_number }), {
      data: sent,
      status: 200,
      headers: new Headers(),
    });
    void client.invalidateQueries({ queryKey: getListClaimsQueryKey() });
  }, [sent, navigate, client]);

  if (sent) return null;
  if (detail.state === 'loading') {
    return (
      <p role="status" className="mb-0">
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        {messages.detail.loading}
      </p>
    );
  }
  if (detail.state === 'error') {
    return (
      <>
        <InlineError
          message={query.error ? errorMessageOf(query.error) : messages.detail.error}
          onRetry={detail.status === 404 ? undefined : () => void query.refetch()}
        />
        <Link to={CLAIM_LIST_PATH} className="btn btn-outline-primary mt-3">
          {messages.detail.back}
        </Link>
      </>
    );
  }
  const claim = detail.data;
  if (claim.status !== 'DOCUMENTS_REQUESTED' || !claim.document_request) {
    const state: NoticeState = { notice: m.notWaiting, variant: 'info' };
    return <Navigate to={claimDetailHref(claim.claim_number)} replace state={state} />;
  }
  return <AnswerForm claim={claim} onSent={setSent} />;
}

export default function SupportDocsPage() {
  const [search] = useSearchParams();
  const claimNumber = search.get('claim_number');
  if (!isClaimNumber(claimNumber)) return <Navigate to={CLAIM_LIST_PATH} replace />;
  return (
    <div className="kl-page">
      <Link to={claimDetailHref(claimNumber)} className="kl-back">
        <span aria-hidden="true">‹ </span>
        {m.cancel}
      </Link>
      <section className="card border-0 shadow-sm" aria-labelledby="kl-answer-title">
        <div className="card-body p-3 p-md-4">
          <h2 id="kl-answer-title" className="kl-section-title">
            {messages.detail.request.heading}
          </h2>
          <Answer key={claimNumber} claimNumber={claimNumber} />
        </div>
      </section>
    </div>
  );
}
