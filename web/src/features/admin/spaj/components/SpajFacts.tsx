// The application's facts for the underwriter: the applicant's whole identity (NIK, birth
// date, contact, address, whether already a policy holder), the insured, the coverage applied
// for, the agent.
import type { SpajReviewDetail } from '../../../../api/generated/model';
import {
  formatDate,
  formatFrequency,
  formatLongDateTimeWib,
  formatPremium,
  formatRupiah,
} from '../../../../components/format';
import { genderNames, spajMessages } from '../spajMessages';
import { DeskSection } from '../../desk/DeskSection';

const m = spajMessages.review;

export function SpajApplicantFacts({ review }: { review: SpajReviewDetail }) {
  const { identity, application } = review;
  return (
    <DeskSection title={m.applicant}>
      <dl className="admin-facts mb-0">
        <dt>{m.name}</dt>
        <dd>{identity.name}</dd>
        <dt>{m.nik}</dt>
        <dd className="font-monospace">{identity.nik}</dd>
        <dt>{m.birthDate}</dt>
        <dd>{formatDate(identity.birth_date)}</dd>
        <dt>{m.gender}</dt>
        <dd>{genderNames[identity.gender]}</dd>
        <dt>{m.phone}</dt>
        <dd>{identity.phone}</dd>
        <dt>{m.email}</dt>
        <dd className="text-break">
          <a href={`mailto:${identity.email}`}>{identity.email}</a>
        </dd>
        <dt>{m.address}</dt>
        <dd className="fw-normal">{identity.address}</dd>
        <dt>{m.holder}</dt>
        <dd>
          {identity.policy_holder_client_number
            ? m.holderYes(identity.policy_holder_client_number)
            : m.holderNo}
        </dd>
        <dt>{m.submitted}</dt>
        <dd className="fw-normal">{formatLongDateTimeWib(application.submitted_at)}</dd>
        <dt>{m.updated}</dt>
        <dd className="fw-normal">{formatLongDateTimeWib(application.updated_at)}</dd>
      </dl>
    </DeskSection>
  );
}

export function SpajCoverageFacts({ review }: { review: SpajReviewDetail }) {
  const { coverage, insured, agent } = review.application;
  return (
    <DeskSection title={m.coverage}>
      <dl className="admin-facts mb-0">
        <dt>{m.insured}</dt>
        <dd>
          {insured.name}
          <span className="d-block small fw-normal">
            {insured.relation} · {genderNames[insured.gender]} · {formatDate(insured.birth_date)}
          </span>
        </dd>
        <dt>{m.product}</dt>
        <dd>
          {coverage.product_name}
          <span className="d-block small fw-normal">{coverage.product_code}</span>
        </dd>
        <dt>{m.sumAssured}</dt>
        <dd className="claim-amount">{formatRupiah(coverage.sum_assured)}</dd>
        <dt>{m.premium}</dt>
        <dd className="claim-amount">
          {formatPremium(coverage.premium, coverage.premium_frequency)}
        </dd>
        <dt>{m.frequency}</dt>
        <dd>{formatFrequency(coverage.premium_frequency)}</dd>
        <dt>{m.term}</dt>
        <dd>{m.termYears(coverage.term_years)}</dd>
        <dt>{m.riders}</dt>
        <dd>
          {coverage.riders.length === 0
            ? m.noRiders
            : coverage.riders.map((rider) => (
                <span key={rider.name} className="d-block">
                  {rider.name}
                  <span className="d-block small fw-normal">
                    {m.riderLine(
                      formatRupiah(rider.sum_assured),
                      formatPremium(rider.premium, coverage.premium_frequency),
                    )}
                  </span>
                </span>
              ))}
        </dd>
        <dt>{m.agent}</dt>
        <dd>
          {agent.name}
          <span className="d-block small fw-normal">{m.agentLine(agent.code, agent.phone)}</span>
        </dd>
      </dl>
    </DeskSection>
  );
}
