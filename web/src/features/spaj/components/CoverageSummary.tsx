// What was applied for: the product and its type, the sum assured, the base premium and how
// often it is paid, the term, the riders and the main benefits; and who is insured.
import type { SpajCoverage, SpajPerson } from '../../../api/generated/model';
import {
  formatDate,
  formatFrequency,
  formatPremium,
  formatRupiah,
} from '../../../components/format';
import { genderNames, messages, productTypeNames } from '../messages';
import { SpajSection } from './SpajSection';

const m = messages.followUp;

export function CoverageFacts({ coverage }: { coverage: SpajCoverage }) {
  return (
    <dl className="spaj-facts">
      <div>
        <dt>{m.product}</dt>
        <dd>
          <span className="d-block fw-semibold">{coverage.product_name}</span>
          <span className="small text-body-secondary">
            {productTypeNames[coverage.product_type]}
          </span>
        </dd>
      </div>
      <div>
        <dt>{m.sumAssured}</dt>
        <dd>{formatRupiah(coverage.sum_assured)}</dd>
      </div>
      <div>
        <dt>{m.premium}</dt>
        <dd>{formatPremium(coverage.premium, coverage.premium_frequency)}</dd>
      </div>
      <div>
        <dt>{m.frequency}</dt>
        <dd>{formatFrequency(coverage.premium_frequency)}</dd>
      </div>
      <div>
        <dt>{m.term}</dt>
        <dd>{m.termYears(coverage.term_years)}</dd>
      </div>
      <div>
        <dt>{m.riders}</dt>
        <dd>
          {coverage.riders.length === 0 ? (
            m.noRiders
          ) : (
            <ul className="list-unstyled mb-0">
              {coverage.riders.map((rider) => (
                <li key={rider.name}>
                  <span className="d-block">{rider.name}</span>
                  <span className="small text-body-secondary">
                    {m.riderLine(
                      formatRupiah(rider.sum_assured),
                      formatPremium(rider.premium, coverage.premium_frequency),
                    )}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </dd>
      </div>
      {coverage.benefits.length > 0 && (
        <div className="spaj-facts__wide">
          <dt>{m.benefits}</dt>
          <dd>
            <ul className="spaj-benefits mb-0">
              {coverage.benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>
          </dd>
        </div>
      )}
    </dl>
  );
}

export function CoverageSummary({
  coverage,
  insured,
}: {
  coverage: SpajCoverage;
  insured: SpajPerson;
}) {
  return (
    <SpajSection title={m.coverageTitle}>
      <p className="mb-3">
        <span className="text-body-secondary">{m.insured}: </span>
        <span className="fw-semibold">{insured.name}</span>
        <span className="d-block small text-body-secondary">
          {m.insuredLine(
            insured.relation,
            genderNames[insured.gender],
            formatDate(insured.birth_date),
          )}
        </span>
      </p>
      <CoverageFacts coverage={coverage} />
    </SpajSection>
  );
}
