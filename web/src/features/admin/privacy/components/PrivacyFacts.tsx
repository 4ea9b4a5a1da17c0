// A personal-data request's facts for the staff: what was asked (register number, kind, the
// customer's words), its deadlines and when each step was taken (a deadline passed before its
// step says so), the answer once given; and who asked (name, user name, e-mail).
import type { PrivacyReviewDetail } from '../../../../api/generated/model';
import { formatLongDateTimeWib } from '../../../../components/format';
import { DeskSection } from '../../desk/DeskSection';
import { privacyDeskMessages } from '../privacyDeskMessages';

const m = privacyDeskMessages.review;

export function PrivacyRequestFacts({ detail }: { detail: PrivacyReviewDetail }) {
  const { request } = detail;
  // A step taken after its deadline; the step still to take is late when the request is
  // overdue (the server's flag: past the review's deadline while received, past the answer's
  // while waiting).
  const doneLate = (due: string, done: string | null) =>
    done !== null && Date.parse(done) > Date.parse(due);
  const ackLate = request.acknowledged_at
    ? doneLate(request.acknowledge_due_at, request.acknowledged_at)
    : request.overdue;
  const answerLate = request.answered_at
    ? doneLate(request.answer_due_at, request.answered_at)
    : request.overdue && request.acknowledged_at !== null;
  return (
    <DeskSection title={m.request}>
      <dl className="admin-facts mb-0">
        <dt>{m.number}</dt>
        <dd>{request.request_number}</dd>
        <dt>{m.kind}</dt>
        <dd>{request.kind_desc}</dd>
        <dt>{m.description}</dt>
        <dd className="fw-normal privacy-answer">{request.description}</dd>
        <dt>{m.submittedAt}</dt>
        <dd className="fw-normal">{formatLongDateTimeWib(request.submitted_at)}</dd>
        <dt>{m.acknowledgeDue}</dt>
        <dd className="fw-normal">
          {formatLongDateTimeWib(request.acknowledge_due_at)}
          {ackLate && <Late />}
        </dd>
        {request.acknowledged_at && (
          <>
            <dt>{m.acknowledgedAt}</dt>
            <dd className="fw-normal">{formatLongDateTimeWib(request.acknowledged_at)}</dd>
          </>
        )}
        <dt>{m.answerDue}</dt>
        <dd className="fw-normal">
          {formatLongDateTimeWib(request.answer_due_at)}
          {answerLate && <Late />}
        </dd>
        {request.answered_at && (
          <>
            <dt>{m.answeredAt}</dt>
            <dd className="fw-normal">{formatLongDateTimeWib(request.answered_at)}</dd>
          </>
        )}
        {request.answer && (
          <>
            <dt>{m.answer}</dt>
            <dd className="fw-normal privacy-answer">{request.answer}</dd>
          </>
        )}
      </dl>
    </DeskSection>
  );
}

function Late() {
  return <span className="badge rounded-pill text-bg-danger ms-2">{m.late}</span>;
}

export function PrivacyCustomerFacts({ detail }: { detail: PrivacyReviewDetail }) {
  return (
    <DeskSection title={m.customer}>
      <dl className="admin-facts mb-0">
        <dt>{m.name}</dt>
        <dd>{detail.customer_name}</dd>
        <dt>{m.userName}</dt>
        <dd className="font-monospace text-break">{detail.user_name}</dd>
        <dt>{m.email}</dt>
        <dd className="text-break">{detail.email ?? m.noEmail}</dd>
      </dl>
    </DeskSection>
  );
}
