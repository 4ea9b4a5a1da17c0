// The selected policy's detail: summary, holder, insured, beneficiaries, riders and (for
// health policies) the AAA cards. Props only; the page container does the fetching.
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { PolicyDetail } from '../../../api/generated/model';
import { formatDate, formatFrequency, formatRupiah } from '../../../components/format';
import { withPolicy } from '../../../shared/policyLink';
import { genderLabels, messages, productTypeLabels, statusLabels } from '../messages';
import { Fact, Section } from './Section';
import { INVESTMENT_PATH, PAPERS_PATH, PAYMENT_PATH, PENGKINIAN_PATH } from './States';
import { StatusBadge } from './StatusBadge';
import '../polis.css';

const d = messages.detail;

export interface PolicyDetailViewProps {
  detail: PolicyDetail;
  /** The health card section (HealthCardsSection), shown when the policy has cards. */
  healthCards?: ReactNode;
}

export function PolicyDetailView({ detail, healthCards }: PolicyDetailViewProps) {
  return (
    <div className="polis-detail">
      <SummarySection detail={detail} />
      <div className="polis-detail__pair">
        <HolderSection holder={detail.holder} />
        <InsuredSection insured={detail.insured} />
      </div>
      <BeneficiariesSection beneficiaries={detail.beneficiaries} />
      <RidersSection riders={detail.riders} />
      {detail.has_health_card && healthCards}
    </div>
  );
}

function SummarySection({ detail }: { detail: PolicyDetail }) {
  const titleId = useId();
  return (
    <section className="polis-summary card border-0 shadow-sm" aria-labelledby={titleId}>
      <div className="card-body p-3 p-md-4">
        <div className="d-flex flex-wrap align-items-start gap-2 mb-3">
          <div className="me-auto">
            <h2 id={titleId} className="polis-summary__title">
              {detail.product_name}
            </h2>
            <p className="polis-summary__number mb-0">
              <span className="visually-hidden">{d.policyNumber}: </span>
              {detail.policy_number}
            </p>
          </div>
          <StatusBadge status={detail.status} label={detail.status_desc} />
        </div>
        {detail.status === 'GRACE_PERIOD' && (
          <div className="alert alert-warning" role="note">
            {d.graceWarning(detail.grace_period_end ? formatDate(detail.grace_period_end) : null)}{' '}
            <Link
              to={withPolicy(PAYMENT_PATH, detail.policy_number)}
              className="alert-link text-nowrap"
            >
              {d.payPremium}
            </Link>
          </div>
        )}
        <h3 className="visually-hidden">{d.summaryHeading}</h3>
        <dl className="polis-facts mb-0">
          <Fact label={d.productType}>
            {productTypeLabels[detail.product_type] ?? detail.product_type}
          </Fact>
          <Fact label={d.startDate}>{formatDate(detail.start_date)}</Fact>
          <Fact label={d.endDate}>{formatDate(detail.end_date)}</Fact>
          {/* Health products carry no sum assured (0); their benefit is the card's limit. */}
          {detail.sum_assured > 0 && (
            <Fact label={d.sumAssured}>{formatRupiah(detail.sum_assured)}</Fact>
          )}
          <Fact label={d.premium}>{formatRupiah(detail.premium_amount)}</Fact>
          <Fact label={d.frequency}>{formatFrequency(detail.premium_frequency)}</Fact>
          <Fact label={d.paymentMethod}>{detail.payment_method}</Fact>
          <Fact label={d.nextDue}>{formatDate(detail.next_due_date)}</Fact>
          {detail.grace_period_end && (
            <Fact label={d.graceEnd}>{formatDate(detail.grace_period_end)}</Fact>
          )}
        </dl>
        <div className="d-flex flex-wrap gap-2 mt-3">
          <Link
            to={withPolicy(PAPERS_PATH, detail.policy_number)}
            className="btn btn-outline-primary btn-sm"
          >
            {d.papers}
          </Link>
          {/* Only a unit link policy has funds to show. */}
          {detail.product_type === 'UNIT_LINK' && (
            <Link
              to={withPolicy(INVESTMENT_PATH, detail.policy_number)}
              className="btn btn-outline-primary btn-sm"
            >
              {d.investment}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}

function HolderSection({ holder }: { holder: PolicyDetail['holder'] }) {
  return (
    <Section title={d.holderHeading}>
      <dl className="polis-facts polis-facts--stack mb-0">
        <Fact label={d.name}>{holder.name}</Fact>
        <Fact label={d.clientNumber}>{holder.client_number}</Fact>
        <Fact label={d.email}>{holder.email}</Fact>
        <Fact label={d.phone}>{holder.phone}</Fact>
      </dl>
      <Link to={PENGKINIAN_PATH} className="btn btn-outline-primary btn-sm mt-3">
        {d.updateData}
      </Link>
    </Section>
  );
}

function InsuredSection({ insured }: { insured: PolicyDetail['insured'] }) {
  return (
    <Section title={d.insuredHeading}>
      <ul className="list-unstyled polis-people mb-0">
        {insured.map((person) => (
          <li key={`${person.name}-${person.birth_date}`}>
            <p className="fw-semibold mb-1">{person.name}</p>
            <dl className="polis-facts polis-facts--stack mb-0">
              <Fact label={d.relation}>{person.relation}</Fact>
              <Fact label={d.birthDate}>{formatDate(person.birth_date)}</Fact>
              <Fact label={d.gender}>{genderLabels[person.gender] ?? person.gender}</Fact>
            </dl>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function BeneficiariesSection({ beneficiaries }: { beneficiaries: PolicyDetail['beneficiaries'] }) {
  return (
    <Section title={d.beneficiariesHeading}>
      {beneficiaries.length === 0 ? (
        <p className="text-body-secondary mb-0">{d.noBeneficiaries}</p>
      ) : (
        <ul className="list-unstyled polis-beneficiaries mb-0">
          {beneficiaries.map((b) => (
            <li key={`${b.name}-${b.relation}`}>
              <div className="d-flex justify-content-between gap-2">
                <span>
                  <span className="fw-semibold">{b.name}</span>
                  <span className="text-body-secondary"> · {b.relation}</span>
                </span>
                <span className="fw-semibold">{b.share_percent}%</span>
              </div>
              <div
                className="progress mt-1"
                role="progressbar"
                aria-label={d.shareOf(b.name, b.share_percent)}
                aria-valuenow={b.share_percent}
                aria-valuemin={0}
                aria-valuemax={100}
              >
                <div className="progress-bar" style={{ width: `${b.share_percent}%` }} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function RidersSection({ riders }: { riders: PolicyDetail['riders'] }) {
  return (
    <Section title={d.ridersHeading}>
      {riders.length === 0 ? (
        <p className="text-body-secondary mb-0">{d.noRiders}</p>
      ) : (
        <ul className="list-unstyled polis-riders mb-0">
          {riders.map((rider) => (
            <li key={rider.rider_code} className="polis-rider">
              <div className="d-flex flex-wrap align-items-start gap-2 mb-2">
                <p className="fw-semibold mb-0 me-auto">{rider.rider_name}</p>
                <StatusBadge
                  status={rider.status}
                  label={statusLabels[rider.status] ?? rider.status}
                />
              </div>
              <dl className="polis-facts mb-0">
                <Fact label={d.riderSumAssured}>{formatRupiah(rider.sum_assured)}</Fact>
                <Fact label={d.riderPremium}>{formatRupiah(rider.premium_amount)}</Fact>
                <Fact label={d.riderEnd}>{formatDate(rider.end_date)}</Fact>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
