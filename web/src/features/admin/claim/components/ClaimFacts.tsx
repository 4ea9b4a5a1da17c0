// The claim itself: policy and product, insured, benefit and how it pays, the event (dates,
// diagnosis, hospital), the claimed amount, when submitted and last changed.
import type { ClaimDetail } from '../../../../api/generated/model';
import { formatDate, formatLongDateTimeWib, formatRupiah } from '../../../../components/format';
import { claimKindNames } from '../claimLabels';
import { claimMessages } from '../claimMessages';
import { DeskSection } from '../../desk/DeskSection';

const m = claimMessages.review;

export function ClaimFacts({ claim }: { claim: ClaimDetail }) {
  const { event } = claim;
  return (
    <DeskSection title={m.claim}>
      <dl className="admin-facts mb-0">
        <dt>{m.policy}</dt>
        <dd>
          {claim.policy_number}
          <span className="d-block small fw-normal">{claim.product_name}</span>
        </dd>
        <dt>{m.insured}</dt>
        <dd>
          {claim.insured.name}
          <span className="fw-normal"> ({claim.insured.relation})</span>
        </dd>
        <dt>{m.benefit}</dt>
        <dd>
          {claim.benefit_name}
          <span className="d-block small fw-normal">{claimKindNames[claim.kind]}</span>
        </dd>
        <dt>{m.eventDate}</dt>
        <dd>{formatDate(event.event_date)}</dd>
        {event.end_date && (
          <>
            <dt>{m.endDate}</dt>
            <dd>{formatDate(event.end_date)}</dd>
          </>
        )}
        <dt>{m.diagnosis}</dt>
        <dd>{event.diagnosis}</dd>
        <dt>{m.hospital}</dt>
        <dd>
          {event.hospital_name ?? m.none}
          {event.hospital_id && (
            <span className="d-block small fw-normal">{m.hospitalCode(event.hospital_id)}</span>
          )}
        </dd>
        <dt>{m.claimed}</dt>
        <dd className="claim-amount">{formatRupiah(claim.claimed_amount)}</dd>
        <dt>{m.submitted}</dt>
        <dd className="fw-normal">{formatLongDateTimeWib(claim.submitted_at)}</dd>
        <dt>{m.updated}</dt>
        <dd className="fw-normal">{formatLongDateTimeWib(claim.updated_at)}</dd>
      </dl>
    </DeskSection>
  );
}
