// The outcome of a decided claim: approved (the amount and each deduction with its reason,
// which add up to what was claimed), rejected (the reason), paid (transfer date, reference
// and the transaction number of Riwayat Transaksi).
import type { ClaimDetail } from '../../../api/generated/model';
import { formatDate, formatRupiah } from '../../../components/format';
import { messages } from '../messages';

const d = messages.detail.decision;
const p = messages.detail.payout;

export function DecisionSection({ claim }: { claim: ClaimDetail }) {
  const { decision, payout, rejection_reason: reason } = claim;
  if (!decision && !reason && !payout) return null;
  const deducted = decision ? decision.deductions.reduce((sum, x) => sum + x.amount, 0) : 0;
  return (
    <section className="kl-detail__section" aria-labelledby="kl-decision-title">
      <h3 id="kl-decision-title" className="kl-subtitle">
        {d.heading}
      </h3>
      {decision && (
        <>
          <dl className="kl-facts kl-facts--inline">
            <div>
              <dt>{d.approved}</dt>
              <dd className="kl-amount kl-amount--strong">
                {formatRupiah(decision.approved_amount)}
              </dd>
            </div>
          </dl>
          {decision.deductions.length > 0 ? (
            <div className="table-responsive">
              <table className="table table-sm kl-deductions">
                <caption className="visually-hidden">{d.deductions}</caption>
                <thead>
                  <tr>
                    <th scope="col">{d.deduction}</th>
                    <th scope="col" className="text-end">
                      {d.amount}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {decision.deductions.map((x, i) => (
                    <tr key={`${x.label}-${i}`}>
                      <td>{x.label}</td>
                      <td className="text-end kl-amount">{formatRupiah(x.amount)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">{d.totalDeductions}</th>
                    <td className="text-end kl-amount fw-semibold">{formatRupiah(deducted)}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
          ) : (
            <p>{d.noDeductions}</p>
          )}
          {decision.note && (
            <p className="mb-3">
              <strong>{d.note}:</strong> {decision.note}
            </p>
          )}
        </>
      )}
      {reason && (
        <div className="alert alert-danger" role="note">
          <p className="fw-semibold mb-1">{d.rejected}</p>
          <p className="mb-0 kl-prewrap">{reason}</p>
        </div>
      )}
      {payout && <h4 className="kl-subtitle kl-subtitle--minor">{p.heading}</h4>}
      {payout && (
        <dl className="kl-facts">
          <div>
            <dt>{p.transferDate}</dt>
            <dd>{formatDate(payout.transfer_date)}</dd>
          </div>
          <div>
            <dt>{p.reference}</dt>
            <dd className="kl-code">{payout.transfer_reference}</dd>
          </div>
          <div>
            <dt>{p.transaction}</dt>
            <dd className="kl-code">{payout.transaction_number}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
