// Which policy Data Polis shows: the stored selection while it is still one of the
// customer's policies, otherwise the first one (the list is sorted newest first).
import type { PolicySummary } from '../../api/generated/model';

export function resolveSelection(
  policies: readonly PolicySummary[],
  stored: string | null,
): string | null {
  if (policies.length === 0) return null;
  if (stored !== null && policies.some((p) => p.policy_number === stored)) return stored;
  return policies[0]?.policy_number ?? null;
}
