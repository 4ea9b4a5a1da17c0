// AAA health cards drawn like the physical card, and the section with its states.
import type { HealthCard } from '../../../api/generated/model';
import type { Loadable } from '../../../api/loadable';
import { telLink } from '../../../api/phone';
import { formatDate, formatRupiah } from '../../../components/format';
import { InlineError } from '../../../components/InlineError';
import { healthCardStatusLabels, messages } from '../messages';
import { Section } from './Section';
import '../polis.css';

const m = messages.healthCard;

const statusVariants: Record<HealthCard['status'], string> = {
  ACTIVE: 'text-bg-success',
  SUSPENDED: 'text-bg-warning',
  EXPIRED: 'text-bg-light',
};

export function HealthCardVisual({ card }: { card: HealthCard }) {
  return (
    <article className="health-card" aria-label={m.cardLabel(card.member_name)}>
      <div className="health-card__top">
        <span className="health-card__brand">TManKu Health</span>
        <span className={`badge rounded-pill ${statusVariants[card.status]}`}>
          {healthCardStatusLabels[card.status] ?? card.status}
        </span>
      </div>
      <p className="health-card__number">
        <span className="visually-hidden">{m.cardNumber}: </span>
        {card.card_number}
      </p>
      <p className="health-card__member">
        <span className="visually-hidden">{m.member}: </span>
        {card.member_name}
        <span className="health-card__relation">
          {card.relation} · {formatDate(card.birth_date)}
        </span>
      </p>
      <dl className="health-card__facts">
        <div>
          <dt>{m.plan}</dt>
          <dd>{card.plan_name}</dd>
        </div>
        <div>
          <dt>{m.roomClass}</dt>
          <dd>{card.room_class}</dd>
        </div>
        <div>
          <dt>{m.annualLimit}</dt>
          <dd>{formatRupiah(card.annual_limit)}</dd>
        </div>
        <div>
          <dt>{m.validity}</dt>
          <dd>{m.validRange(formatDate(card.valid_from), formatDate(card.valid_until))}</dd>
        </div>
        <div>
          <dt>{m.tpa}</dt>
          <dd>{card.tpa_name}</dd>
        </div>
        <div>
          <dt>{m.emergency}</dt>
          <dd>
            <a href={telLink(card.emergency_phone)}>{card.emergency_phone}</a>
          </dd>
        </div>
      </dl>
    </article>
  );
}

export interface HealthCardsSectionProps {
  cards: Loadable<readonly HealthCard[]>;
  onRetry?: () => void;
}

export function HealthCardsSection({ cards, onRetry }: HealthCardsSectionProps) {
  return (
    <Section title={m.heading} busy={cards.state === 'loading'}>
      {cards.state === 'loading' && (
        <div className="health-card health-card--placeholder placeholder-glow">
          <span className="visually-hidden" role="status">
            {m.loading}
          </span>
          <span className="placeholder col-6 mb-3" aria-hidden="true" />
          <span className="placeholder col-8 placeholder-lg mb-3" aria-hidden="true" />
          <span className="placeholder col-5" aria-hidden="true" />
        </div>
      )}
      {cards.state === 'error' &&
        (cards.status === 404 ? (
          <p className="text-body-secondary mb-0">{m.notFound}</p>
        ) : (
          <InlineError message={m.error} onRetry={onRetry} />
        ))}
      {cards.state === 'success' && (
        <div className="health-card-grid">
          {cards.data.map((card) => (
            <HealthCardVisual key={card.card_number} card={card} />
          ))}
        </div>
      )}
    </Section>
  );
}
