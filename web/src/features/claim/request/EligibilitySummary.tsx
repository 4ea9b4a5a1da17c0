// What is being claimed, from the eligibility answer: the policy, the insured, the benefit
// and how it pays, the limit of the period with what is used, being processed and left to
// claim (the limit less both: limit.ts), the waiting period and the time allowed to submit.
import type { ClaimEligibility } from '../../../api/generated/model';
import { formatDate, formatRupiah } from '../../../components/format';
import { formMessages } from '../formMessages';
import { kindLabels } from '../messages';
import { claimableAmount } from './limit';

const s = formMessages.summary;

export function EligibilitySummary({ eligibility: e }: { eligibility: ClaimEligibility }) {
  const { limit } = e;
  const period =
    limit.period_start && limit.period_end
      ? s.range(formatDate(limit.period_start), formatDate(limit.period_end))
      : s.wholeTerm;
  return (
    <section className="kl-summary card border-0 shadow-sm" aria-labelledby="kl-summary-title">
      <div className="card-body p-3 p-md-4">
        <h2 id="kl-summary-title" className="kl-section-title">
          {s.heading}
        </h2>
        <dl className="kl-facts">
          <div>
            <dt>{s.benefit}</dt>
            <dd>
              {e.benefit_name}
              <span className="kl-facts__sub">
                {kindLabels[e.kind]} · {e.source}
              </span>
            </dd>
          </div>
          <div>
            <dt>{s.insured}</dt>
            <dd>
              {e.insured.name}
              <span className="kl-facts__sub">{e.insured.relation}</span>
            </dd>
          </div>
          <div>
            <dt>{s.policy}</dt>
            <dd>
              {e.product_name}
              <span className="kl-facts__sub">{e.policy_number}</span>
            </dd>
          </div>
          <div>
            <dt>{s.period}</dt>
            <dd>{period}</dd>
          </div>
        </dl>
        <dl className="kl-limit">
          <div>
            <dt>{s.limit}</dt>
            <dd className="kl-amount">{formatRupiah(limit.limit_amount)}</dd>
          </div>
          <div>
            <dt>{s.used}</dt>
            <dd className="kl-amount">{formatRupiah(limit.used_amount)}</dd>
          </div>
          <div>
            <dt>{s.reserved}</dt>
            <dd className="kl-amount">{formatRupiah(limit.reserved_amount)}</dd>
          </div>
          <div className="kl-limit__remaining">
            <dt>{s.remaining}</dt>
            <dd className="kl-amount">{formatRupiah(claimableAmount(limit))}</dd>
          </div>
        </dl>
        {limit.reserved_amount > 0 && (
          <p className="small text-body-secondary kl-limit__note">{s.remainingNote}</p>
        )}
        <p className="small text-body-secondary mb-0">
          {s.waiting} {formatDate(e.waiting_period_end)}
          {e.submit_within_days !== null && (
            <>
              {' · '}
              {s.within}: {s.withinDays(e.submit_within_days)}
            </>
          )}
        </p>
      </div>
    </section>
  );
}
