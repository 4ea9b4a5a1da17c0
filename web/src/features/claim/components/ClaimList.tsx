// The customer's claims, newest first: status (text and mark), claim number (the link to its
// detail), benefit and insured, policy, dates and amounts. A claim waiting for documents from
// the customer stands out (a border, the words 'Perlu tindakan' and 'Kirim Dokumen').
import { Link } from 'react-router';
import type { ClaimSummary } from '../../../api/generated/model';
import { formatDate, formatDateTimeWib, formatRupiah } from '../../../components/format';
import { messages } from '../messages';
import { claimDetailHref, supportDocsHref } from '../paths';
import { ClaimStatusBadge } from './ClaimStatusBadge';

const m = messages.list;

function ClaimRow({ claim }: { claim: ClaimSummary }) {
  const headingId = `kl-claim-${claim.claim_number}`;
  return (
    <li
      className={`kl-row${claim.needs_action ? ' kl-row--action' : ''}`}
      aria-labelledby={headingId}
    >
      <div className="kl-row__head">
        <ClaimStatusBadge status={claim.status} label={claim.status_desc} />
        <h3 id={headingId} className="kl-row__title">
          <Link
            to={claimDetailHref(claim.claim_number)}
            className="kl-row__link"
            aria-label={m.open(claim.claim_number, claim.status_desc)}
          >
            <span className="kl-row__benefit">{claim.benefit_name}</span>
            <span className="kl-row__number">{claim.claim_number}</span>
          </Link>
        </h3>
      </div>
      <p className="kl-row__who mb-1">
        {claim.insured_name}
        <span className="kl-row__policy">
          {' '}
          · {m.policy(claim.product_name, claim.policy_number)}
        </span>
      </p>
      <dl className="kl-row__facts">
        <div>
          <dt>{m.eventDate}</dt>
          <dd>{formatDate(claim.event_date)}</dd>
        </div>
        <div>
          <dt>{m.submitted}</dt>
          <dd>{formatDateTimeWib(claim.submitted_at)}</dd>
        </div>
        <div>
          <dt>{m.claimed}</dt>
          <dd className="kl-amount">{formatRupiah(claim.claimed_amount)}</dd>
        </div>
        {claim.approved_amount !== null && (
          <div>
            <dt>{m.approved}</dt>
            <dd className="kl-amount">{formatRupiah(claim.approved_amount)}</dd>
          </div>
        )}
        {claim.paid_at && (
          <div>
            <dt>{m.paid}</dt>
            <dd>{formatDateTimeWib(claim.paid_at)}</dd>
          </div>
        )}
      </dl>
      {claim.needs_action && (
        <div className="kl-row__action">
          <p className="mb-0">
            <span aria-hidden="true" className="kl-row__action-mark">
              !
            </span>
            {m.needsAction}
          </p>
          <Link
            to={supportDocsHref(claim.claim_number)}
            className="btn btn-warning btn-sm"
            aria-label={m.sendDocumentsFor(claim.claim_number)}
          >
            {m.sendDocuments}
          </Link>
        </div>
      )}
    </li>
  );
}

export function ClaimList({ claims }: { claims: ClaimSummary[] }) {
  return (
    <ul className="kl-list list-unstyled mb-0">
      {claims.map((claim) => (
        <ClaimRow key={claim.claim_number} claim={claim} />
      ))}
    </ul>
  );
}
