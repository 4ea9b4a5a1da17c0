// One complaint as the customer sees it. While it is being handled: the acknowledgement
// ('Pengaduan Anda kami terima', the register number and the day we answer by), or, past
// that day, our apology. Then its status, category, policy, when it came in and the
// deadline (an extension with its new day and its reason), the answer once given, the
// subject and the customer's own words, the attachments (each opened through the
// customer's document download) and its history.
import { useState } from 'react';
import { saveDownload } from '../../../api/download';
import { downloadDocument } from '../../../api/generated/endpoints/document/document';
import type { ComplaintDetail, ComplaintDocument } from '../../../api/generated/model';
import { formatDate, formatDateTimeWib, formatLongDateTimeWib } from '../../../components/format';
import { formatBytes } from '../../../components/upload/fileRules';
import { messages } from '../messages';
import { ComplaintStatusBadge, OverdueBadge } from './ComplaintStatusBadge';

const m = messages.detail;

function Receipt({ complaint }: { complaint: ComplaintDetail }) {
  const { deadline } = complaint;
  const due = formatDate(deadline.due_date);
  return (
    <section
      className={`adu-receipt${deadline.overdue ? ' adu-receipt--late' : ''}`}
      aria-labelledby="adu-receipt-title"
    >
      <h2 id="adu-receipt-title" className="adu-receipt__title">
        {m.received}
      </h2>
      <p className="mb-1">
        {m.registerNumber}:{' '}
        <span className="adu-receipt__number text-nowrap">{complaint.complaint_number}</span>
      </p>
      <p className="mb-1 fw-semibold">
        {deadline.overdue ? m.overdue(due) : m.promise(due, deadline.working_days)}
      </p>
      {!deadline.overdue && <p className="small mb-0">{m.receiptSent}</p>}
    </section>
  );
}

function Documents({ documents }: { documents: ComplaintDocument[] }) {
  const [busy, setBusy] = useState<string | null>(null);
  if (documents.length === 0) return <p className="text-body-secondary mb-0">{m.noAttachments}</p>;

  const open = async (document: ComplaintDocument) => {
    if (busy) return;
    setBusy(document.document_id);
    try {
      const result = await downloadDocument({ document_id: document.document_id });
      saveDownload(result, document.file_name);
    } catch {
      // The HTTP layer's popup has told the customer.
    } finally {
      setBusy(null);
    }
  };

  return (
    <ul className="list-unstyled mb-0">
      {documents.map((document) => (
        <li key={document.document_id} className="adu-documents__item">
          <div className="adu-documents__body">
            <span className="adu-documents__name">{document.file_name}</span>
            <span className="adu-documents__meta">{formatBytes(document.size)}</span>
          </div>
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            aria-label={m.download(document.file_name)}
            disabled={busy !== null}
            aria-busy={busy === document.document_id || undefined}
            onClick={() => void open(document)}
          >
            {busy === document.document_id ? m.downloading : m.downloadShort}
          </button>
        </li>
      ))}
    </ul>
  );
}

function Timeline({ complaint }: { complaint: ComplaintDetail }) {
  return (
    <ol className="list-unstyled mb-0" aria-label={m.timeline}>
      {complaint.timeline.map((event, index) => (
        <li key={`${event.action}-${event.at}-${index}`} className="adu-timeline__step">
          <span className="adu-timeline__dot" aria-hidden="true" />
          <p className="fw-semibold mb-0">{event.action_desc}</p>
          <p className="small text-body-secondary mb-0">
            <time dateTime={event.at}>{formatLongDateTimeWib(event.at)}</time> · {m.by(event.actor)}
          </p>
          {event.note && <p className="mb-0 mt-1 adu-timeline__note">{event.note}</p>}
        </li>
      ))}
    </ol>
  );
}

export function ComplaintView({ complaint }: { complaint: ComplaintDetail }) {
  const { deadline } = complaint;
  const handled = complaint.status === 'RECEIVED';
  return (
    <>
      {handled && <Receipt complaint={complaint} />}
      <section className="card border-0 shadow-sm" aria-labelledby="adu-detail-title">
        <div className="card-body p-3 p-md-4">
          <div className="adu-detail__head">
            <h2 id="adu-detail-title" className="adu-section-title">
              {complaint.subject}
            </h2>
            <ComplaintStatusBadge status={complaint.status} label={complaint.status_desc} />
            {deadline.overdue && <OverdueBadge />}
          </div>
          <dl className="adu-facts adu-facts--detail">
            <div>
              <dt>{m.registerNumber}</dt>
              <dd className="text-nowrap">{complaint.complaint_number}</dd>
            </div>
            <div>
              <dt>{m.category}</dt>
              <dd>{complaint.category_desc}</dd>
            </div>
            <div>
              <dt>{m.policy}</dt>
              <dd>{complaint.policy_number ?? m.noPolicy}</dd>
            </div>
            <div>
              <dt>{m.submitted}</dt>
              <dd>{formatDateTimeWib(complaint.submitted_at)}</dd>
            </div>
            <div>
              <dt>{m.deadline}</dt>
              <dd className={deadline.overdue ? 'adu-late' : undefined}>
                {m.deadlineValue(formatDate(deadline.due_date), deadline.working_days)}
              </dd>
            </div>
          </dl>
          {deadline.extended && (
            <div className="adu-extension small">
              <p className="mb-1 fw-semibold">{m.extendedNote(formatDate(deadline.due_date))}</p>
              {deadline.extension_reason && (
                <p className="mb-0">
                  {m.extensionReason}: {deadline.extension_reason}
                </p>
              )}
            </div>
          )}

          {complaint.answer && (
            <section className="adu-detail__section" aria-labelledby="adu-answer-title">
              <h3 id="adu-answer-title" className="adu-section-title">
                {m.answer}
              </h3>
              <div className="adu-answer">
                <p className="adu-text mb-2">{complaint.answer}</p>
                {complaint.answered_at && (
                  <p className="small text-body-secondary mb-0">
                    {m.answeredAt(formatLongDateTimeWib(complaint.answered_at))}
                  </p>
                )}
              </div>
              {complaint.closed_at && (
                <p className="small text-body-secondary mt-2 mb-0">
                  {m.closedAt(formatLongDateTimeWib(complaint.closed_at))}
                </p>
              )}
            </section>
          )}

          <section className="adu-detail__section" aria-labelledby="adu-description-title">
            <h3 id="adu-description-title" className="adu-section-title">
              {m.description}
            </h3>
            <p className="adu-text mb-0">{complaint.description}</p>
          </section>

          <section className="adu-detail__section" aria-labelledby="adu-attachments-title">
            <h3 id="adu-attachments-title" className="adu-section-title">
              {m.attachments}
            </h3>
            <Documents documents={complaint.documents} />
          </section>

          <section className="adu-detail__section" aria-labelledby="adu-timeline-title">
            <h3 id="adu-timeline-title" className="adu-section-title">
              {m.timeline}
            </h3>
            <Timeline complaint={complaint} />
          </section>
        </div>
      </section>
    </>
  );
}
