// Where the claim stands beyond its status: the document request waiting for the customer,
// the decision (approved amount, deductions, note), the reason of a rejection, the payout.
// Each shows only when the claim has it.
import type { ClaimDetail } from '../../../../api/generated/model';
import { formatDate, formatLongDateTimeWib, formatRupiah } from '../../../../components/format';
import { claimMessages } from '../claimMessages';
import { DeskSection } from '../../desk/DeskSection';

const m = claimMessages.review;

export function ClaimOutcome({ claim }: { claim: ClaimDetail }) {
  const { document_request: request, decision, payout } = claim;
  return (
    <>
      {request && (
        <DeskSection title={m.request} className="claim-outcome claim-outcome--request">
          <p className="small text-body-secondary">
            {m.requestedAt(formatLongDateTimeWib(request.requested_at))}
          </p>
          <ul className="mb-0">
            {request.items.map((item) => (
              <li key={item.type}>
                <strong>{item.type_name}</strong>
                {item.note && <span className="d-block small">{item.note}</span>}
              </li>
            ))}
          </ul>
          {request.note && <p className="mt-2 mb-0 admin-reason">{request.note}</p>}
        </DeskSection>
      )}
      {claim.status === 'REJECTED' && claim.rejection_reason && (
        <DeskSection title={m.rejection} className="claim-outcome claim-outcome--rejected">
          <p className="mb-0 admin-reason">{claim.rejection_reason}</p>
        </DeskSection>
      )}
      {decision && (
        <DeskSection title={m.decision} className="claim-outcome claim-outcome--approved">
          <dl className="admin-facts">
            <dt>{m.approved}</dt>
            <dd className="claim-amount">{formatRupiah(decision.approved_amount)}</dd>
            <dt>{m.decidedAt}</dt>
            <dd className="fw-normal">{formatLongDateTimeWib(decision.decided_at)}</dd>
            {decision.note && (
              <>
                <dt>{m.note}</dt>
                <dd className="fw-normal admin-reason">{decision.note}</dd>
              </>
            )}
          </dl>
          {decision.deductions.length > 0 && (
            <table className="table table-sm mb-0 claim-deductions">
              <caption className="caption-top pb-1">{m.deductions}</caption>
              <thead>
                <tr>
                  <th scope="col">{m.deduction}</th>
                  <th scope="col" className="text-end">
                    {m.deductionAmount}
                  </th>
                </tr>
              </thead>
              <tbody>
                {decision.deductions.map((d, i) => (
                  <tr key={`${d.label}-${i}`}>
                    <td>{d.label}</td>
                    <td className="text-end text-nowrap">{formatRupiah(d.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </DeskSection>
      )}
      {payout && (
        <DeskSection title={m.payout} className="claim-outcome claim-outcome--paid">
          <dl className="admin-facts mb-0">
            <dt>{m.transferDate}</dt>
            <dd>{formatDate(payout.transfer_date)}</dd>
            <dt>{m.transferReference}</dt>
            <dd className="font-monospace">{payout.transfer_reference}</dd>
            <dt>{m.transactionNumber}</dt>
            <dd className="font-monospace">{payout.transaction_number}</dd>
            <dt>{m.paidAt}</dt>
            <dd className="fw-normal">{formatLongDateTimeWib(payout.paid_at)}</dd>
          </dl>
        </DeskSection>
      )}
    </>
  );
}
