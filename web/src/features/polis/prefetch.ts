// What Data Polis asks first, started by the route as soon as it opens (PortalRoute
// prefetch), beside the screen's chunk: the policy list, then at once the detail of the
// policy the page will show (the stored selection, else the first), so the detail does not
// wait for the screen to render the list first. Same queries and keys as the page's hooks.
import type { QueryClient } from '@tanstack/react-query';
import {
  getGetPolicyDetailQueryOptions,
  getListPoliciesQueryOptions,
} from '../../api/generated/endpoints/policy/policy';
import { getSelectedPolicy } from '../../shared/policyStore';
import { resolveSelection } from './selection';

export async function prefetchDataPolis(client: QueryClient): Promise<void> {
  const list = getListPoliciesQueryOptions();
  await client.prefetchQuery(list);
  const answer = client.getQueryData(list.queryKey);
  if (answer?.status !== 200) return;
  const selected = resolveSelection(answer.data.data, getSelectedPolicy());
  if (selected === null) return;
  await client.prefetchQuery(getGetPolicyDetailQueryOptions({ policy_number: selected }));
}
