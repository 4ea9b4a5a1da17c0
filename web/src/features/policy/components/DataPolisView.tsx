// The whole Data Polis screen from props: the policy list on the left (a swipeable strip
// on phones), the selected policy's detail on the right. Every state a designer catalogues
// is a combination of these props.
import { useId, type ReactNode } from 'react';
import type { PolicyDetail, PolicySummary } from '../../../api/generated/model';
import type { Loadable } from '../../../api/loadable';
import { InlineError } from '../../../components/InlineError';
import { messages } from '../messages';
import { PolicyDetailView } from './PolicyDetailView';
import { PolicyList } from './PolicyList';
import { EmptyPolicies, PolicyDetailSkeleton, PolicyListSkeleton } from './States';
import '../polis.css';

export interface DataPolisViewProps {
  policies: Loadable<readonly PolicySummary[]>;
  selected: string | null;
  onSelect: (policyNumber: string) => void;
  onRetryPolicies?: () => void;
  /** Detail of the selected policy; null when nothing is selected. */
  detail: Loadable<PolicyDetail> | null;
  onRetryDetail?: () => void;
  /** The health card section for the selected policy (see HealthCardsSection). */
  healthCards?: ReactNode;
}

export function DataPolisView({
  policies,
  selected,
  onSelect,
  onRetryPolicies,
  detail,
  onRetryDetail,
  healthCards,
}: DataPolisViewProps) {
  const listHeadingId = useId();

  if (policies.state === 'success' && policies.data.length === 0) {
    return (
      <div className="polis-page">
        <EmptyPolicies />
      </div>
    );
  }

  return (
    <div className="polis-page polis-layout">
      <section
        className="polis-layout__list"
        aria-labelledby={listHeadingId}
        aria-busy={policies.state === 'loading'}
      >
        <div className="d-flex align-items-baseline justify-content-between gap-2 mb-2">
          <h2 id={listHeadingId} className="polis-heading">
            {messages.list.heading}
          </h2>
          {policies.state === 'success' && (
            <span className="small text-body-secondary">
              {messages.list.count(policies.data.length)}
            </span>
          )}
        </div>
        {policies.state === 'loading' && <PolicyListSkeleton />}
        {policies.state === 'error' && (
          <InlineError message={messages.list.error} onRetry={onRetryPolicies} />
        )}
        {policies.state === 'success' && (
          <PolicyList policies={policies.data} selected={selected} onSelect={onSelect} />
        )}
      </section>
      <div className="polis-layout__detail">
        {policies.state === 'loading' && <PolicyDetailSkeleton />}
        {detail?.state === 'loading' && <PolicyDetailSkeleton />}
        {detail?.state === 'error' &&
          (detail.status === 404 ? (
            <InlineError message={messages.detail.notFound} />
          ) : (
            <InlineError message={messages.detail.error} onRetry={onRetryDetail} />
          ))}
        {detail?.state === 'success' && (
          <PolicyDetailView detail={detail.data} healthCards={healthCards} />
        )}
      </div>
    </div>
  );
}
