// Which policy 'Investasi' shows, from the customer's policy list (GET /policy/list):
//   1. the policy the address names (`?policy=`, Data Polis' 'Lihat Investasi'), when it is
//      one of the customer's (a policy that is not unit link then shows the server's 422);
//   2. the selected policy (Data Polis' choice) when it is unit link;
//   3. the first unit link policy of the list (newest first);
//   4. none: the customer has no unit link policy.
import type { PolicySummary } from '../../api/generated/model';

export function isUnitLink(policy: PolicySummary): boolean {
  return policy.product_type === 'UNIT_LINK';
}

export function unitLinkPolicies(policies: readonly PolicySummary[]): PolicySummary[] {
  return policies.filter(isUnitLink);
}

export function chooseInvestmentPolicy(
  policies: readonly PolicySummary[],
  asked: string | null,
  selected: string | null,
): string | null {
  if (asked !== null && policies.some((p) => p.policy_number === asked)) return asked;
  const unitLinks = unitLinkPolicies(policies);
  if (selected !== null && unitLinks.some((p) => p.policy_number === selected)) return selected;
  return unitLinks[0]?.policy_number ?? null;
}
