// What Data Polis asks first, started by the route as soon as it opens (PortalRoute
// prefetch), beside the screen's chunk: the carousel's banners and the policy list, then at
// once the detail of the policy the page will show (the stored selection, else the first),
// so the detail does not wait for the screen to render the list first. Same queries and
// keys as the page's hooks.
import type { QueryClient } from '@tanstack/react-query';
import { getListBannersQueryOptions } from '../../api/generated/endpoints/banner/banner';
import {
  getGetPolicyDetailQueryOptions,
  getListPoliciesQueryOptions,
} from '../../api/generated/endpoints/policy/policy';
import { getSelectedPolicy } from '../../shared/policyStore';
import { BANNER_LIST_REQUEST } from './banners/bannerQuery';
import { resolveSelection } from './selection';

export async function prefetchDataPolis(client: QueryClient): Promise<void> {
  void client.prefetchQuery(getListBannersQueryOptions({ request: BANNER_LIST_REQUEST }));
  const list = getListPoliciesQueryOptions();
  await client.prefetchQuery(list);
  const answer = client.getQueryData(list.queryKey);
  if (answer?.status !== 200) return;
  const selected = resolveSelection(answer.data.data, getSelectedPolicy());
  if (selected === null) return;
  await client.prefetchQuery(getGetPolicyDetailQueryOptions({ policy_number: selected }));
}
