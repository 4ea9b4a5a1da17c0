// What the end of a payment changes on the server (the policy's bills, next due date and
// status, its transaction history, a top-up's pending order) made stale in the query cache, so the next screen reads it
// afresh instead of showing the bill still pending for up to the cache's staleTime.
import type { QueryClient } from '@tanstack/react-query';
import { getGetPolicyFundsQueryKey } from '../../api/generated/endpoints/investment/investment';
import { getGetPremiumInfoQueryKey } from '../../api/generated/endpoints/payment/payment';
import {
  getGetPolicyDetailQueryKey,
  getListPoliciesQueryKey,
} from '../../api/generated/endpoints/policy/policy';
import { getListTransactionsQueryKey } from '../../api/generated/endpoints/transaction/transaction';

export function invalidatePolicyQueries(client: QueryClient, policyNumber: string): Promise<void> {
  const policy = { policy_number: policyNumber };
  return Promise.all([
    client.invalidateQueries({ queryKey: getGetPremiumInfoQueryKey(policy) }),
    client.invalidateQueries({ queryKey: getGetPolicyDetailQueryKey(policy) }),
    client.invalidateQueries({ queryKey: getListPoliciesQueryKey() }),
    client.invalidateQueries({ queryKey: getGetPolicyFundsQueryKey(policy) }),
    // Every page and filter of the history (their keys start with the path).
    client.invalidateQueries({ queryKey: getListTransactionsQueryKey() }),
  ]).then(() => undefined);
}
