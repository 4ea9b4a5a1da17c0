// One partner: name and kind, full address with 'Buka di Peta', phone (tap to call),
// opening hours, services, the cashless benefits here, and the customer's policies that
// can be used cashless here (or a sentence saying there are none).
import type { HospitalDetail } from '../../../api/generated/model';
import { formatPhone } from '../format';
import { kindLabels, messages } from '../messages';
import { BenefitBadges, ServiceBadges } from './Badges';

const d = messages.detail;

export function HospitalDetailView({ hospital }: { hospital: HospitalDetail }) {
  const phone = formatPhone(hospital.phone);
  const cityLine = [hospital.district_name, hospital.province_name].join(', ');
  return (
    <article className="hs-detail" aria-labelledby="hs-detail-name">
      <header className="hs-detail__head card border-0 shadow-sm">
        <div className="card-body">
          <p className="hs-row__kind mb-1">{kindLabels[hospital.kind]}</p>
          <h2 id="hs-detail-name" className="hs-detail__name">
            {hospital.name}
          </h2>
          <ServiceBadges services={hospital.services} label={d.services} />
        </div>
      </header>

      <div className="hs-detail__grid">
        <section className="card border-0 shadow-sm" aria-labelledby="hs-detail-address">
          <div className="card-body">
            <h3 id="hs-detail-address" className="hs-detail__title">
              {d.address}
            </h3>
            <address className="hs-detail__address">
              {hospital.address_line}
              <br />
              {d.village(hospital.village_name)}, {d.subDistrict(hospital.sub_district_name)}
              <br />
              {cityLine}
              {hospital.postal_code && <> {hospital.postal_code}</>}
            </address>
            <a
              className="btn btn-primary hs-detail__map"
              href={hospital.map_url}
              target="_blank"
              rel="noopener noreferrer"
            >
              {d.map} <span className="visually-hidden">{d.newTab}</span>
            </a>
          </div>
        </section>

        <section className="card border-0 shadow-sm" aria-labelledby="hs-detail-contact">
          <div className="card-body">
            <h3 id="hs-detail-contact" className="hs-detail__title">
              {d.phone}
            </h3>
            <p>
              <a
                className="hs-detail__phone"
                href={`tel:${hospital.phone}`}
                aria-label={d.call(phone)}
              >
                {phone}
              </a>
            </p>
            <h3 className="hs-detail__title" id="hs-detail-hours">
              {d.hours}
            </h3>
            {hospital.opening_hours.length > 0 ? (
              <dl className="hs-hours mb-0" aria-labelledby="hs-detail-hours">
                {hospital.opening_hours.map((row) => (
                  <div key={row.days} className="hs-hours__row">
                    <dt>{row.days}</dt>
                    <dd>{row.hours}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p className="mb-0">{d.noHours}</p>
            )}
          </div>
        </section>

        <section className="card border-0 shadow-sm" aria-labelledby="hs-detail-benefits">
          <div className="card-body">
            <h3 id="hs-detail-benefits" className="hs-detail__title">
              {d.benefits}
            </h3>
            {hospital.cashless_benefits.length > 0 ? (
              <BenefitBadges benefits={hospital.cashless_benefits} label={d.benefits} />
            ) : (
              <p className="mb-0">{d.noBenefits}</p>
            )}
          </div>
        </section>

        <section
          className="card border-0 shadow-sm hs-detail__policies"
          aria-labelledby="hs-detail-policies"
        >
          <div className="card-body">
            <h3 id="hs-detail-policies" className="hs-detail__title">
              {d.policies}
            </h3>
            {hospital.cashless_policies.length > 0 ? (
              <ul className="list-unstyled mb-0 hs-policies">
                {hospital.cashless_policies.map((policy) => (
                  <li key={policy.policy_number} className="hs-policy">
                    <dl className="mb-2">
                      <div>
                        <dt>{d.policyNumber}</dt>
                        <dd className="hs-policy__number">{policy.policy_number}</dd>
                      </div>
                      <div>
                        <dt>{d.product}</dt>
                        <dd>{policy.product_name}</dd>
                      </div>
                    </dl>
                    <BenefitBadges
                      benefits={policy.benefits}
                      label={`${d.policyBenefits} ${policy.policy_number}`}
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mb-0">{d.noPolicies}</p>
            )}
          </div>
        </section>
      </div>
    </article>
  );
}
