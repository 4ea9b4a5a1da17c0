// Route screen of detail-polis: fetches the policies, keeps the selection in the policy
// store and shows the selected policy's detail and health cards, under the banner carousel.
import { useEffect } from 'react';
import {
  useGetAaaCardInfo,
  useGetPolicyDetail,
  useListPolicies,
} from '../../api/generated/endpoints/policy/policy';
import { mapLoadable, toLoadable } from '../../api/loadable';
import { setSelectedPolicy, useSelectedPolicy } from '../../shared/policyStore';
import { BannerSlot } from './banners/BannerSlot';
import { DataPolisView } from './components/DataPolisView';
import { HealthCardsSection } from './components/HealthCards';
import { resolveSelection } from './selection';

export default function DataPolisPage() {
  const listQuery = useListPolicies();
  const list = mapLoadable(toLoadable(listQuery), (body) => body.data);
  const policies = list.state === 'success' ? list.data : null;

  const stored = useSelectedPolicy();
  const selected = policies ? resolveSelection(policies, stored) : null;
  const summary = policies?.find((p) => p.policy_number === selected);

  // The default selection (first policy) is stored too: later screens work on the policy
  // shown here. An empty list clears a stale selection.
  useEffect(() => {
    if (policies && selected !== stored) setSelectedPolicy(selected);
  }, [policies, selected, stored]);

  const params = { policy_number: selected ?? '' };
  const detailQuery = useGetPolicyDetail(params, { query: { enabled: selected !== null } });
  const cardsQuery = useGetAaaCardInfo(params, {
    query: { enabled: selected !== null && summary?.has_health_card === true },
    // 404 means the card is not issued yet: the section says so, no error popup.
    request: { silentStatuses: [404] },
  });

  const detail = selected === null ? null : toLoadable(detailQuery);
  const cards = mapLoadable(toLoadable(cardsQuery), (body) => body.cards);

  return (
    <>
      <BannerSlot />
      <DataPolisView
        policies={list}
        selected={selected}
        onSelect={setSelectedPolicy}
        onRetryPolicies={() => void listQuery.refetch()}
        detail={detail}
        onRetryDetail={() => void detailQuery.refetch()}
        healthCards={<HealthCardsSection cards={cards} onRetry={() => void cardsQuery.refetch()} />}
      />
    </>
  );
}
