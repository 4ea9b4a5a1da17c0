// The customer's policies as selectable cards. Native radio buttons give the group its
// keyboard behaviour (arrow keys) and state for assistive technology; the card is the label.
import { useEffect, useId, useRef } from 'react';
import type { PolicySummary } from '../../../api/generated/model';
import { formatDate, formatPremium } from '../../../components/format';
import { messages } from '../messages';
import { StatusBadge } from './StatusBadge';
import '../polis.css';

export interface PolicyCardProps {
  policy: PolicySummary;
  selected: boolean;
  /** Radio group name shared by the cards of one list. */
  name: string;
  onSelect: (policyNumber: string) => void;
}

export function PolicyCard({ policy, selected, name, onSelect }: PolicyCardProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const infoId = `${id}-info`;
  const inGrace = policy.status === 'GRACE_PERIOD';
  return (
    <label htmlFor={id} className={`policy-card${selected ? ' is-selected' : ''}`}>
      <input
        id={id}
        type="radio"
        name={name}
        value={policy.policy_number}
        checked={selected}
        onChange={() => onSelect(policy.policy_number)}
        className="visually-hidden"
        aria-labelledby={titleId}
        aria-describedby={infoId}
      />
      <span id={titleId} className="d-block">
        <span className="policy-card__product d-block">{policy.product_name}</span>
        <span className="policy-card__number d-block">{policy.policy_number}</span>
      </span>
      <span id={infoId} className="d-block">
        <span className="d-block my-2">
          <StatusBadge status={policy.status} label={policy.status_desc} />
        </span>
        <span className="policy-card__facts">
          <span className="policy-card__label">{messages.list.insured}</span>
          <span>{policy.insured_name}</span>
          <span className="policy-card__label">{messages.list.premium}</span>
          <span>{formatPremium(policy.premium_amount, policy.premium_frequency)}</span>
          <span className="policy-card__label">{messages.list.nextDue}</span>
          <span>{formatDate(policy.next_due_date, messages.list.noNextDue)}</span>
        </span>
        {inGrace && (
          <span className="policy-card__warning d-block mt-2">{messages.list.graceWarning}</span>
        )}
      </span>
    </label>
  );
}

export interface PolicyListProps {
  policies: readonly PolicySummary[];
  selected: string | null;
  onSelect: (policyNumber: string) => void;
}

export function PolicyList({ policies, selected, onSelect }: PolicyListProps) {
  const name = useId();
  const list = useRef<HTMLDivElement>(null);
  // On phones the list is a horizontal strip: bring the selected card into view.
  useEffect(() => {
    const strip = list.current;
    const card = strip?.querySelector<HTMLElement>('.policy-card.is-selected');
    if (!strip || !card || strip.scrollWidth <= strip.clientWidth) return;
    strip.scrollLeft = card.offsetLeft - strip.offsetLeft - 4;
  }, [selected]);
  return (
    <div ref={list} className="polis-list" role="radiogroup" aria-label={messages.list.label}>
      {policies.map((policy) => (
        <PolicyCard
          key={policy.policy_number}
          policy={policy}
          name={name}
          selected={policy.policy_number === selected}
          onSelect={onSelect}
        />
      ))}
    </div>
  );
}
