// One claim as the customer follows it: number and status, the officer's pending document
// request (with the way to answer it), the summary, the event, the payout account (masked
// by the server), the decision and payment, the documents and the status history.
import { Link } from 'react-router';
import type { ClaimDetail } from '../../../api/generated/model';
import { formatDate, formatLongDateTimeWib, formatRupiah } from '../../../components/format';
import { ClaimStatusBadge } from '../components/ClaimStatusBadge';
import { messages } from '../messages';
import { supportDocsHref } from '../paths';
import { ClaimTimeline } from './ClaimTimeline';
import { DecisionSection } from './DecisionSection';
import { DocumentList } from './DocumentList';

const m = messages.detail;

function DocumentRequest({ claim }: { claim: ClaimDetail }) {
  const request = claim.document_request;
  if (!request) return null;
  return (
    <section className="kl-request-box" aria-labelledby="kl-request-title">
      <h3 id="kl-request-title" className="kl-subtitle">
        <span aria-hidden="true" className="kl-row__action-mark">
          !
        </span>
        {m.request.heading}
      </h3>
      <p className="mb-2">{m.request.intro(formatLongDateTimeWib(request.requested_at))}</p>
      {request.note && <p className="mb-2 kl-prewrap">{request.note}</p>}
      <ul className="mb-3">
        {request.items.map((item) => (
          <li key={item.type}>
            <span className="fw-semibold">{item.type_name}</span>
            {item.note && <span className="d-block small">{item.note}</span>}
          </li>
        ))}
      </ul>
      {claim.status === 'DOCUMENTS_REQUESTED' && (
        <Link to={supportDocsHref(claim.claim_number)} className="btn btn-warning">
          {m.request.action}
        </Link>
      )}
    </section>
  );
}

export function ClaimDetailView({ claim }: { claim: ClaimDetail }) {
  const inpatient = claim.benefit === 'RAWAT_INAP';
  const { event, bank_account: bank } = claim;
  return (
    <article className="kl-detail" aria-labelledby="kl-detail-title">
      <div className="kl-detail__head">
        <h2 id="kl-detail-title" className="kl-section-title mb-0">
          {m.heading(claim.claim_number)}
        </h2>
        <ClaimStatusBadge status={claim.status} label={claim.status_desc} />
      </div>

      <DocumentRequest claim={claim} />

      <section className="kl-detail__section" aria-labelledby="kl-detail-summary">
        <h3 id="kl-detail-summary" className="kl-subtitle">
          {m.summary}
        </h3>
        <dl className="kl-facts">
          <div>
            <dt>{m.benefit}</dt>
            <dd>{claim.benefit_name}</dd>
          </div>
          <div>
            <dt>{m.insured}</dt>
            <dd>
              {claim.insured.name}
              <span className="kl-facts__sub">{claim.insured.relation}</span>
            </dd>
          </div>
          <div>
            <dt>{m.policy}</dt>
            <dd>
              {claim.product_name}
              <span className="kl-facts__sub">{claim.policy_number}</span>
            </dd>
          </div>
          <div>
            <dt>{claim.kind === 'REIMBURSEMENT' ? m.claimed : m.computed}</dt>
            <dd className="kl-amount">{formatRupiah(claim.claimed_amount)}</dd>
          </div>
          <div>
            <dt>{m.submitted}</dt>
            <dd>{formatLongDateTimeWib(claim.submitted_at)}</dd>
          </div>
          <div>
            <dt>{m.updated}</dt>
            <dd>{formatLongDateTimeWib(claim.updated_at)}</dd>
          </div>
        </dl>
      </section>

      <DecisionSection claim={claim} />

      <section className="kl-detail__section" aria-labelledby="kl-detail-event">
        <h3 id="kl-detail-event" className="kl-subtitle">
          {m.event}
        </h3>
        <dl className="kl-facts">
          <div>
            <dt>{inpatient ? m.admission : m.eventDate}</dt>
            <dd>{formatDate(event.event_date)}</dd>
          </div>
          {event.end_date && (
            <div>
              <dt>{m.discharge}</dt>
              <dd>{formatDate(event.end_date)}</dd>
            </div>
          )}
          <div className="kl-facts__wide">
            <dt>{m.diagnosis}</dt>
            <dd className="kl-prewrap">{event.diagnosis}</dd>
          </div>
          {event.hospital_name && (
            <div className="kl-facts__wide">
              <dt>{m.hospital}</dt>
              <dd>
                {event.hospital_name}
                {event.hospital_id && <span className="kl-facts__sub">{m.partner}</span>}
              </dd>
            </div>
          )}
        </dl>
      </section>

      <section className="kl-detail__section" aria-labelledby="kl-detail-bank">
        <h3 id="kl-detail-bank" className="kl-subtitle">
          {m.bank}
        </h3>
        <dl className="kl-facts">
          <div>
            <dt>{m.bankName}</dt>
            <dd>{bank.bank_name}</dd>
          </div>
          <div>
            <dt>{m.accountNumber}</dt>
            <dd className="kl-code">{bank.account_number}</dd>
          </div>
          <div>
            <dt>{m.accountHolder}</dt>
            <dd>{bank.account_holder}</dd>
          </div>
        </dl>
      </section>

      <section className="kl-detail__section" aria-labelledby="kl-detail-documents">
        <h3 id="kl-detail-documents" className="kl-subtitle">
          {m.documents}
        </h3>
        <DocumentList documents={claim.documents} />
      </section>

      <section className="kl-detail__section" aria-labelledby="kl-detail-timeline">
        <h3 id="kl-detail-timeline" className="kl-subtitle">
          {m.timeline}
        </h3>
        <ClaimTimeline claim={claim} />
      </section>
    </article>
  );
}
