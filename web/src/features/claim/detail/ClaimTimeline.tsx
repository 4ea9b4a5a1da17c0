// A claim's status history, oldest first, as a vertical timeline: each status (text and
// mark), its moment in WIB, who took it and its note. The steps that decide carry their
// outcome: Disetujui the approved amount and each deduction, Ditolak the reason, Dibayar the
// transfer date and the transaction number.
import type { ClaimDetail, ClaimTimelineEntry } from '../../../api/generated/model';
import { formatDate, formatLongDateTimeWib, formatRupiah } from '../../../components/format';
import { ClaimStatusBadge } from '../components/ClaimStatusBadge';
import { messages } from '../messages';

const m = messages.detail;

function Outcome({ entry, claim }: { entry: ClaimTimelineEntry; claim: ClaimDetail }) {
  if (entry.status === 'APPROVED' && claim.decision) {
    return (
      <div className="kl-timeline__outcome">
        <p className="mb-1 fw-semibold">
          {m.approvedAmount(formatRupiah(claim.decision.approved_amount))}
        </p>
        {claim.decision.deductions.length > 0 && (
          <ul className="mb-0 ps-3">
            {claim.decision.deductions.map((d, i) => (
              <li key={`${d.label}-${i}`}>{m.deductionLine(d.label, formatRupiah(d.amount))}</li>
            ))}
          </ul>
        )}
      </div>
    );
  }
  if (entry.status === 'REJECTED' && claim.rejection_reason) {
    return <p className="kl-timeline__outcome mb-0">{m.rejectedReason(claim.rejection_reason)}</p>;
  }
  if (entry.status === 'PAID' && claim.payout) {
    return (
      <p className="kl-timeline__outcome mb-0 fw-semibold">
        {m.paidLine(formatDate(claim.payout.transfer_date), claim.payout.transaction_number)}
      </p>
    );
  }
  return null;
}

export function ClaimTimeline({ claim }: { claim: ClaimDetail }) {
  // Outcomes go with the last step of their status (a claim is decided once).
  const last = new Map(claim.timeline.map((entry, index) => [entry.status, index]));
  return (
    <ol className="kl-timeline list-unstyled mb-0" aria-label={m.timeline}>
      {claim.timeline.map((entry, index) => (
        <li key={`${entry.status}-${entry.at}-${index}`} className="kl-timeline__step">
          <span className="kl-timeline__dot" aria-hidden="true" />
          <div className="d-flex flex-wrap align-items-center gap-2">
            <ClaimStatusBadge status={entry.status} label={entry.status_desc} />
            <time dateTime={entry.at} className="small text-body-secondary">
              {formatLongDateTimeWib(entry.at)}
            </time>
          </div>
          <p className="small mb-0 mt-1">{m.by(entry.actor)}</p>
          {entry.note && <p className="mb-0 mt-1 kl-timeline__note">{entry.note}</p>}
          {last.get(entry.status) === index && <Outcome entry={entry} claim={claim} />}
        </li>
      ))}
    </ol>
  );
}
