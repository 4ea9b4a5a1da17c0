// The underwriter's decision to accept: the final premium (large), how it is made (the main
// product's and each rider's premium, the base premium, each loading with its percent, amount
// and reason, the extra premium), the exclusions with their reasons, the coverage, and until
// when it may be approved. Every amount is the server's (whole rupiah).
import { Fragment } from 'react';
import type { SpajOffer as NullableOffer } from '../../../api/generated/model';

/** The contract's SpajOffer is nullable (no decision yet); these parts show one. */
type SpajOffer = NonNullable<NullableOffer>;
import {
  formatDate,
  formatDateTimeWib,
  formatFrequency,
  formatRupiah,
} from '../../../components/format';
import { messages } from '../messages';
import { CoverageFacts } from './CoverageSummary';
import { SpajSection } from './SpajSection';

const m = messages.offer;

export function FinalPremium({ offer }: { offer: SpajOffer }) {
  return (
    <div className="spaj-final">
      <p className="spaj-final__label">{m.finalPremium}</p>
      <p className="spaj-final__value">{formatRupiah(offer.final_premium)}</p>
      <p className="spaj-final__period">{m.perPeriod(formatFrequency(offer.premium_frequency))}</p>
      <p className="spaj-final__valid">{m.validUntil(formatDate(offer.valid_until))}</p>
      <p className="spaj-final__decided">{m.decidedAt(formatDateTimeWib(offer.decided_at))}</p>
    </div>
  );
}

export function PremiumBreakdown({ offer }: { offer: SpajOffer }) {
  const { coverage } = offer;
  // Every amount is per period, said once above the table (the cells stay short on a phone).
  const per = formatRupiah;
  return (
    <SpajSection title={m.breakdownTitle}>
      <p className="small text-body-secondary mb-2">
        {m.amountsPer(formatFrequency(offer.premium_frequency))}
      </p>
      <table className="table spaj-breakdown mb-0">
        <caption className="visually-hidden">{m.breakdownTitle}</caption>
        <tbody>
          <tr>
            <th scope="row">{m.mainPremium(coverage.product_name)}</th>
            <td>{per(coverage.premium)}</td>
          </tr>
          {coverage.riders.map((rider) => (
            <tr key={rider.name}>
              <th scope="row">{m.riderPremium(rider.name)}</th>
              <td>{per(rider.premium)}</td>
            </tr>
          ))}
          <tr className="spaj-breakdown__sum">
            <th scope="row">{m.basePremium}</th>
            <td>{per(offer.base_premium)}</td>
          </tr>
          {offer.loadings.map((loading, i) => (
            <Fragment key={`${loading.percent}-${i}`}>
              <tr className="spaj-breakdown__loading">
                <th scope="row">{m.loadingLine(loading.percent)}</th>
                <td>{per(loading.amount)}</td>
              </tr>
              <tr className="spaj-breakdown__reason-row">
                <td colSpan={2} className="spaj-breakdown__reason">
                  {m.reason}: {loading.reason}
                </td>
              </tr>
            </Fragment>
          ))}
          {offer.loadings.length > 0 ? (
            <tr className="spaj-breakdown__sum">
              <th scope="row">{m.extraPremium}</th>
              <td>{per(offer.extra_premium)}</td>
            </tr>
          ) : (
            <tr>
              <td colSpan={2} className="text-body-secondary">
                {m.noLoadings}
              </td>
            </tr>
          )}
          <tr className="spaj-breakdown__total">
            <th scope="row">{m.finalPremium}</th>
            <td>{per(offer.final_premium)}</td>
          </tr>
        </tbody>
      </table>
    </SpajSection>
  );
}

export function Exclusions({ offer }: { offer: SpajOffer }) {
  return (
    <SpajSection title={m.exclusionsTitle}>
      {offer.exclusions.length === 0 ? (
        <p className="mb-0 text-body-secondary">{m.noExclusions}</p>
      ) : (
        <>
          <p>{m.exclusionsIntro}</p>
          <ul className="spaj-exclusions list-unstyled mb-0">
            {offer.exclusions.map((exclusion) => (
              <li key={exclusion.title}>
                <span className="d-block fw-semibold">{exclusion.title}</span>
                <span className="small text-body-secondary">
                  {m.reason}: {exclusion.reason}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </SpajSection>
  );
}

export function OfferCoverage({ offer }: { offer: SpajOffer }) {
  return (
    <SpajSection title={messages.followUp.coverageTitle}>
      <CoverageFacts coverage={offer.coverage} />
    </SpajSection>
  );
}
