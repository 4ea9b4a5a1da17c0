// 'Permintaan atas data pribadi': the customer's requests, newest first, each with its register
// number, kind and status, its deadlines (reviewed within 3 × 24 hours, answered within 14
// days), that a deadline has passed when it has, and the answer once decided; 'Ajukan
// permintaan' opens the form.
import { useId } from 'react';
import { Link } from 'react-router';
import type { PrivacyRequest } from '../../../api/generated/model';
import { formatLongDateTimeWib } from '../../../components/format';
import { formatDayWib } from '../format';
import { messages, statusVariants } from '../messages';
import { PRIVACY_REQUEST_PATH } from '../paths';

const m = messages.requests;

export function RequestSection({ requests }: { requests: readonly PrivacyRequest[] }) {
  const id = useId();
  return (
    <section className="card border-0 shadow-sm pv-card" aria-labelledby={`${id}-h`}>
      <div className="card-body">
        <h2 id={`${id}-h`} className="h5 pv-card__title">
          {m.heading}
        </h2>
        <p className="pv-muted">{m.intro}</p>
        <Link to={PRIVACY_REQUEST_PATH} className="btn btn-primary">
          {m.submit}
        </Link>
        {requests.length === 0 ? (
          <p className="pv-muted mt-3 mb-0">{m.empty}</p>
        ) : (
          <ul className="list-unstyled pv-list mt-3 mb-0" aria-label={m.listLabel}>
            {requests.map((request) => (
              <RequestItem key={request.request_number} request={request} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function RequestItem({ request }: { request: PrivacyRequest }) {
  const id = useId();
  const answered = request.answered_at !== null;
  return (
    <li className={`pv-item${request.overdue ? ' pv-item--overdue' : ''}`}>
      <article aria-labelledby={id}>
        <div className="pv-item__head">
          <h3 id={id} className="h6 mb-0">
            <span className="text-nowrap">{request.request_number}</span> · {request.kind_desc}
          </h3>
          <span className={`badge rounded-pill ${statusVariants[request.status]}`}>
            {request.status_desc}
          </span>
          {request.overdue && (
            <span className="badge rounded-pill text-bg-danger">{m.overdueBadge}</span>
          )}
        </div>
        <ul className="list-unstyled pv-dates mb-0">
          <li>{m.submittedAt(formatLongDateTimeWib(request.submitted_at))}</li>
          {request.acknowledged_at ? (
            <li>{m.acknowledgedAt(formatLongDateTimeWib(request.acknowledged_at))}</li>
          ) : (
            <li>{m.acknowledgeDue(formatLongDateTimeWib(request.acknowledge_due_at))}</li>
          )}
          {answered ? (
            <li>{m.answeredAt(formatLongDateTimeWib(request.answered_at ?? ''))}</li>
          ) : (
            <li>{m.answerDue(formatDayWib(request.answer_due_at))}</li>
          )}
        </ul>
        {request.overdue && !answered && (
          <p className="pv-overdue small mb-0" role="note">
            {m.overdue}
          </p>
        )}
        <p className="small mb-0 mt-2">
          <span className="fw-semibold">{m.description}: </span>
          <span className="pv-text">{request.description}</span>
        </p>
        {request.answer && (
          <div className="pv-answer mt-2">
            <p className="small fw-semibold mb-1">{m.answer}</p>
            <p className="pv-text mb-0">{request.answer}</p>
          </div>
        )}
      </article>
    </li>
  );
}
