// The policy 'Informasi Pembayaran Premi' shows (the rule is in policyChoice.ts) and the
// switch to another. Once decided, the policy is written to the address (replacing the entry)
// so a reload, or the list read again after a payment in another tab, never moves the page to
// another policy under the customer's eyes; and to the selected-policy store, so Riwayat
// Transaksi and Data Polis follow the policy the customer was looking at.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useListPolicies } from '../../api/generated/endpoints/policy/policy';
import type { PolicySummary } from '../../api/generated/model';
import { POLICY_PARAM, policyFromSearch } from '../../shared/policyLink';
import { setSelectedPolicy, useSelectedPolicy } from '../../shared/policyStore';
import { choosePolicy } from './policyChoice';

export interface PaymentPolicy {
  /** The policy to show; null while the list it is chosen from loads (or when there is none). */
  policyNumber: string | null;
  /** The customer's policies; null while loading or when the list failed. */
  policies: readonly PolicySummary[] | null;
  /** The list is loading. */
  loading: boolean;
  /** The list answered and there is no policy to show. */
  none: boolean;
  /** The list failed and no policy is known to show instead. */
  failed: boolean;
  retry: () => void;
  choose: (policyNumber: string) => void;
}

export function usePaymentPolicy(): PaymentPolicy {
  // A failed list only costs the switcher: no popup (the page still works without it).
  const listQuery = useListPolicies({ request: { quiet: true } });
  const [search, setSearch] = useSearchParams();
  const asked = policyFromSearch(search);
  const selected = useSelectedPolicy();

  const policies = listQuery.data?.status === 200 ? listQuery.data.data.data : null;
  const failed = listQuery.isError || (listQuery.data !== undefined && policies === null);
  const policyNumber = policies
    ? choosePolicy(policies, asked, selected)
    : // Without the list: a policy the address names can load at once; when the list failed,
      // the selected one (the route guard makes sure there is one).
      (asked ?? (failed ? selected : null));

  const decided = policies !== null && policyNumber !== null;
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
    setSelectedPolicy(policyNumber);
  }, [decided, asked, policyNumber, setSearch]);

  const choose = (next: string) => {
    setSelectedPolicy(next);
    setSearch({ [POLICY_PARAM]: next }, { replace: true });
  };

  return {
    policyNumber,
    policies,
    loading: listQuery.isPending,
    none: policies !== null && policyNumber === null,
    failed: failed && policyNumber === null,
    retry: () => void listQuery.refetch(),
    choose,
  };
}
