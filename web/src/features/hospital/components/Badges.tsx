// Services and cashless benefits as text badges (the words carry the meaning; colour only
// helps), and the 'Cashless untuk polis Anda' mark.
import type { CashlessBenefit, HospitalService } from '../../../api/generated/model';
import { benefitLabels, messages, serviceLabels } from '../messages';

export function ServiceBadges({
  services,
  label = messages.list.services,
}: {
  services: readonly HospitalService[];
  label?: string;
}) {
  if (services.length === 0) return null;
  return (
    <ul className="hs-badges" aria-label={label}>
      {services.map((service) => (
        <li key={service} className={`hs-badge hs-badge--${service.toLowerCase()}`}>
          {serviceLabels[service]}
        </li>
      ))}
    </ul>
  );
}

export function BenefitBadges({
  benefits,
  label,
}: {
  benefits: readonly CashlessBenefit[];
  label: string;
}) {
  return (
    <ul className="hs-badges" aria-label={label}>
      {benefits.map((benefit) => (
        <li key={benefit} className="hs-badge hs-badge--benefit">
          {benefitLabels[benefit]}
        </li>
      ))}
    </ul>
  );
}

export function CashlessMark() {
  return (
    <p className="hs-cashless-mark">
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      {messages.list.cashlessForMe}
    </p>
  );
}
