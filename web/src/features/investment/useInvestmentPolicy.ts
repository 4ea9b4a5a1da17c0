// The policy 'Investasi' shows (the rule is in policyChoice.ts) and the switch to another
// unit link policy. Once decided, the policy is written to the address (replacing the entry),
// so a reload shows the same policy, and to the selected-policy store, so Data Polis follows.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useListPolicies } from '../../api/generated/endpoints/policy/policy';
import type { PolicySummary } from '../../api/generated/model';
import { POLICY_PARAM, policyFromSearch } from '../../shared/policyLink';
import { setSelectedPolicy, useSelectedPolicy } from '../../shared/policyStore';
import { chooseInvestmentPolicy, isUnitLink, unitLinkPolicies } from './policyChoice';

export interface InvestmentPolicy {
  /** The policy to show; null while the list loads, when it failed, or when there is none. */
  policyNumber: string | null;
  /**
   * The switcher's options: the customer's unit link policies, and the policy shown when the
   * address named one that is not unit link; null while loading or failed.
   */
  options: readonly PolicySummary[] | null;
  /** The customer has a unit link policy to switch to. */
  hasUnitLink: boolean;
  loading: boolean;
  /** The list answered and the customer has no unit link policy. */
  none: boolean;
  /** The list failed and no policy is known to show instead. */
  failed: boolean;
  retry: () => void;
  choose: (policyNumber: string) => void;
}

export function useInvestmentPolicy(): InvestmentPolicy {
  // A failed list only costs the switcher when the address names a policy: no popup.
  const listQuery = useListPolicies({ request: { quiet: true } });
  const [search, setSearch] = useSearchParams();
  const asked = policyFromSearch(search);
  const selected = useSelectedPolicy();

  const policies = listQuery.data?.status === 200 ? listQuery.data.data.data : null;
  const failed = listQuery.isError || (listQuery.data !== undefined && policies === null);
  const policyNumber = policies ? chooseInvestmentPolicy(policies, asked, selected) : asked;

  const decided = policies !== null && policyNumber !== null;
  const unitLink = policies?.some((p) => p.policy_number === policyNumber && isUnitLink(p));
  useEffect(() => {
    if (!decided) return;
    if (asked !== policyNumber) {
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set(POLICY_PARAM, policyNumber);
          return next;
        },
        { replace: true },
      );
    }
    if (unitLink) setSelectedPolicy(policyNumber);
  }, [decided, asked, policyNumber, unitLink, setSearch]);

  const choose = (next: string) => {
    setSelectedPolicy(next);
    setSearch({ [POLICY_PARAM]: next }, { replace: true });
  };

  return {
    policyNumber,
    options: policies?.filter((p) => isUnitLink(p) || p.policy_number === policyNumber) ?? null,
    hasUnitLink: policies !== null && unitLinkPolicies(policies).length > 0,
    loading: listQuery.isPending,
    none: policies !== null && policyNumber === null,
    failed: failed && policyNumber === null,
    retry: () => void listQuery.refetch(),
    choose,
  };
}
