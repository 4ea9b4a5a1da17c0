// The selected policy's premium: product and number, status, premium with its frequency,
// next due date, grace period end (a warning while in grace) and the payment method on
// file (with a note when the premium is debited automatically). Under a policy switcher that
// already shows product, number and status (`titleShown` false), the product names the
// section for assistive technology only.
import { useId } from 'react';
import type { PremiumInfo } from '../../../api/generated/model';
import { formatDate, formatPremium, formatRupiah } from '../../../components/format';
import { messages } from '../messages';
import { PolicyStatusBadge } from './Badges';

const m = messages.summary;

export function PremiumSummary({
  info,
  titleShown = true,
}: {
  info: PremiumInfo;
  titleShown?: boolean;
}) {
  const titleId = useId();
  const inGrace = info.policy_status === 'GRACE_PERIOD';
  return (
    <section className="pay-card pay-summary" aria-labelledby={titleId}>
      {titleShown ? (
        <div className="d-flex flex-wrap align-items-start gap-2 mb-3">
          <div className="me-auto">
            <h2 id={titleId} className="pay-summary__title">
              {info.product_name}
            </h2>
            <p className="pay-summary__number mb-0">
              <span className="visually-hidden">{m.policyNumber}: </span>
              {info.policy_number}
            </p>
          </div>
          <PolicyStatusBadge status={info.policy_status} label={info.policy_status_desc} />
        </div>
      ) : (
        <h2 id={titleId} className="visually-hidden">
          {info.product_name}
        </h2>
      )}
      {inGrace && (
        <div className="alert alert-warning pay-alert" role="note">
          {m.grace(info.grace_period_end ? formatDate(info.grace_period_end) : null)}
        </div>
      )}
      <dl className="pay-facts mb-0">
        <div>
          <dt>{m.premium}</dt>
          <dd>{formatPremium(info.premium_amount, info.premium_frequency)}</dd>
        </div>
        <div>
          <dt>{m.nextDue}</dt>
          <dd>{formatDate(info.next_due_date, m.noNextDue)}</dd>
        </div>
        {info.grace_period_end && (
          <div className={inGrace ? 'pay-facts__warn' : undefined}>
            <dt>{m.graceEnd}</dt>
            <dd>{formatDate(info.grace_period_end)}</dd>
          </div>
        )}
        {info.outstanding_amount > 0 && (
          <div>
            <dt>{m.outstanding}</dt>
            <dd className="pay-nowrap">{formatRupiah(info.outstanding_amount)}</dd>
          </div>
        )}
        <div className="pay-facts__wide">
          <dt>{m.methodOnFile}</dt>
          <dd>{info.payment_method_on_file}</dd>
        </div>
      </dl>
      {info.autodebit && <p className="pay-note mt-3 mb-0">{m.autodebit}</p>}
    </section>
  );
}
