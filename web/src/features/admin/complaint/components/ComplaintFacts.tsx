// One complaint's facts for the staff: the complaint itself (category, policy, subject, the
// customer's words, when it came in, the deadline and its extension), the written answer once
// given, the attachments shown in the page (the desk's document call), the sender, and the
// history with the staff's names.
import { requestOptions } from '../../../../api/fetcher';
import {
  downloadComplaintDocument,
  getDownloadComplaintDocumentQueryKey,
} from '../../../../api/generated/endpoints/admin/admin';
import type { ComplaintReviewDetail } from '../../../../api/generated/model';
import '../../../../components/Kyc.css';
import {
  formatDate,
  formatDateTimeWib,
  formatLongDateTimeWib,
} from '../../../../components/format';
import { DeskSection } from '../../desk/DeskSection';
import { InlineDocument } from '../../desk/InlineDocument';
import { complaintMessages, daysLeftText } from '../complaintMessages';

const m = complaintMessages.review;

export function ComplaintFacts({ detail }: { detail: ComplaintReviewDetail }) {
  const { complaint } = detail;
  const { deadline } = complaint;
  return (
    <DeskSection title={m.complaint}>
      <dl className="admin-facts mb-0">
        <dt>{m.category}</dt>
        <dd>{complaint.category_desc}</dd>
        <dt>{m.policy}</dt>
        <dd>{complaint.policy_number ?? m.noPolicy}</dd>
        <dt>{m.submitted}</dt>
        <dd className="fw-normal">{formatLongDateTimeWib(complaint.submitted_at)}</dd>
        <dt>{m.deadline}</dt>
        <dd>
          {m.deadlineValue(formatDate(deadline.due_date), deadline.working_days)}
          {detail.working_days_left !== null && (
            <span className={`d-block${deadline.overdue ? ' text-danger-emphasis' : ''}`}>
              {daysLeftText(detail.working_days_left)}
            </span>
          )}
        </dd>
        <dt>{m.extension}</dt>
        <dd className="fw-normal adu-desk-text">
          {deadline.extended && deadline.extension_reason
            ? m.extensionReason(deadline.extension_reason)
            : m.notExtended}
        </dd>
        <dt>{m.subject}</dt>
        <dd className="adu-desk-text">{complaint.subject}</dd>
      </dl>
      <h4 className="h6 mt-3">{m.description}</h4>
      <p className="adu-desk-text mb-0">{complaint.description}</p>
    </DeskSection>
  );
}

export function ComplaintAnswer({ detail }: { detail: ComplaintReviewDetail }) {
  const { complaint } = detail;
  if (!complaint.answer) return null;
  return (
    <DeskSection title={m.answer}>
      <p className="adu-desk-text adu-desk-answer mb-2">{complaint.answer}</p>
      {complaint.answered_at && (
        <p className="small text-body-secondary mb-0">
          {m.answeredAt(formatLongDateTimeWib(complaint.answered_at))}
        </p>
      )}
    </DeskSection>
  );
}

export function ComplaintAttachments({ detail }: { detail: ComplaintReviewDetail }) {
  const { complaint } = detail;
  return (
    <DeskSection title={m.attachments}>
      {complaint.documents.length === 0 ? (
        <p className="text-body-secondary mb-0">{m.noAttachments}</p>
      ) : (
        <ul className="list-unstyled mb-0 d-grid gap-3">
          {complaint.documents.map((doc) => {
            const params = {
              complaint_number: complaint.complaint_number,
              document_id: doc.document_id,
            };
            return (
              <li key={doc.document_id}>
                <p className="fw-semibold mb-1 text-break">{doc.file_name}</p>
                <InlineDocument
                  queryKey={getDownloadComplaintDocumentQueryKey(params)}
                  load={async (signal) => {
                    const result = await downloadComplaintDocument(
                      params,
                      requestOptions({ signal, quiet: true }),
                    );
                    return result.data as unknown as Blob;
                  }}
                  contentType={doc.content_type}
                  fileName={doc.file_name}
                  typeName={m.attachments}
                />
              </li>
            );
          })}
        </ul>
      )}
    </DeskSection>
  );
}

export function ComplaintSender({ detail }: { detail: ComplaintReviewDetail }) {
  return (
    <DeskSection title={m.customer}>
      <dl className="admin-facts mb-0">
        <dt>{m.name}</dt>
        <dd>{detail.customer_name}</dd>
        <dt>{m.userName}</dt>
        <dd className="adu-desk-text">{detail.user_name}</dd>
        <dt>{m.email}</dt>
        <dd className="adu-desk-text">{detail.email ?? m.none}</dd>
        <dt>{m.mobile}</dt>
        <dd>{detail.mobile_number ?? m.none}</dd>
      </dl>
    </DeskSection>
  );
}

export function ComplaintHistory({ detail }: { detail: ComplaintReviewDetail }) {
  return (
    <DeskSection title={m.history}>
      <ol className="kyc-timeline list-unstyled mb-0" aria-label={m.history}>
        {detail.complaint.timeline.map((event, index) => (
          <li key={`${event.action}-${event.at}-${index}`} className="kyc-timeline__step">
            <span className="kyc-timeline__dot" aria-hidden="true" />
            <p className="fw-semibold mb-0">{event.action_desc}</p>
            <p className="small text-body-secondary mb-0">
              <time dateTime={event.at}>{formatDateTimeWib(event.at)}</time> · {m.by(event.actor)}
            </p>
            {event.note && (
              <p className="mb-0 mt-1 kyc-timeline__note adu-desk-text">{event.note}</p>
            )}
          </li>
        ))}
      </ol>
    </DeskSection>
  );
}
