// Where the application stands beyond its status: the decision (premiums, each loading with its
// reason, exclusions, valid until, the applicant's answer to it), the rejection's reason, the
// first premium (policy number, amount, deadline, paid). Each shows only when there is one.
import type { SpajDetail } from '../../../../api/generated/model';
import {
  formatDate,
  formatLongDateTimeWib,
  formatPremium,
  formatRupiah,
} from '../../../../components/format';
import { spajMessages } from '../spajMessages';
import { DeskSection } from '../../desk/DeskSection';

const m = spajMessages.review;

export function SpajOutcome({ application }: { application: SpajDetail }) {
  const { offer, payment } = application;
  return (
    <>
      {application.status === 'REJECTED' && application.rejection_reason && (
        <DeskSection title={m.rejection} className="claim-outcome claim-outcome--rejected">
          <p className="mb-0 admin-reason">{application.rejection_reason}</p>
        </DeskSection>
      )}
      {offer && (
        <DeskSection
          title={m.offer}
          className={`claim-outcome ${offer.status === 'APPROVED' ? 'claim-outcome--approved' : offer.status === 'OPEN' ? 'claim-outcome--request' : 'claim-outcome--rejected'}`}
        >
          <p className="small mb-2">
            <strong>{m.offerStatus[offer.status]}</strong>
            {offer.approved_at && ` · ${formatLongDateTimeWib(offer.approved_at)}`}
            {offer.declined_at && ` · ${formatLongDateTimeWib(offer.declined_at)}`}
          </p>
          {offer.decline_reason && <p className="admin-reason">{offer.decline_reason}</p>}
          <dl className="admin-facts admin-facts--amounts">
            <dt>{m.basePremium}</dt>
            <dd>{formatPremium(offer.base_premium, offer.premium_frequency)}</dd>
            <dt>{m.extraPremium}</dt>
            <dd>{formatRupiah(offer.extra_premium)}</dd>
            <dt className="fw-semibold">{m.finalPremium}</dt>
            <dd>{formatPremium(offer.final_premium, offer.premium_frequency)}</dd>
          </dl>
          {offer.loadings.length > 0 && (
            <>
              <h4 className="h6 mt-3">{m.loadings}</h4>
              <ul className="mb-0">
                {offer.loadings.map((loading, i) => (
                  <li key={i}>
                    {m.loadingLine(loading.percent, formatRupiah(loading.amount))}
                    <span className="d-block small text-body-secondary">{loading.reason}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
          {offer.exclusions.length > 0 && (
            <>
              <h4 className="h6 mt-3">{m.exclusions}</h4>
              <ul className="mb-0">
                {offer.exclusions.map((e) => (
                  <li key={e.title}>
                    {e.title}
                    <span className="d-block small text-body-secondary">{e.reason}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
          <p className="small text-body-secondary mt-2 mb-0">
            {m.validUntil}: {formatDate(offer.valid_until)}
          </p>
        </DeskSection>
      )}
      {payment && (
        <DeskSection title={m.payment}>
          <dl className="admin-facts mb-0">
            <dt>{m.policy}</dt>
            <dd>{payment.policy_number}</dd>
            <dt>{m.finalPremium}</dt>
            <dd className="claim-amount">{formatRupiah(payment.amount)}</dd>
            <dt>{m.payBefore}</dt>
            <dd className="fw-normal">{formatLongDateTimeWib(payment.pay_before)}</dd>
            {payment.paid_at && (
              <>
                <dt>{m.paidAt}</dt>
                <dd className="fw-normal">{formatLongDateTimeWib(payment.paid_at)}</dd>
              </>
            )}
          </dl>
        </DeskSection>
      )}
    </>
  );
}
