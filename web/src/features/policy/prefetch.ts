// What Data Polis asks first, started by the route as soon as it opens (PortalRoute
// prefetch), beside the screen's chunk: the carousel's banners (then at once the first
// picture shown and the carousel's chunk) and the policy list, then at once the detail of
// the policy the page will show (the stored selection, else the first), so the detail does
// not wait for the screen to render the list first. Same queries and keys as the page's
// hooks.
import type { QueryClient } from '@tanstack/react-query';
import { getListBannersQueryOptions } from '../../api/generated/endpoints/banner/banner';
import {
  getGetPolicyDetailQueryOptions,
  getListPoliciesQueryOptions,
} from '../../api/generated/endpoints/policy/policy';
import { getSelectedPolicy } from '../../shared/policyStore';
import { BANNER_LIST_REQUEST } from './banners/bannerQuery';
import { preloadFirstBanner } from './banners/firstBanner';
import { resolveSelection } from './selection';

/**
 * The banners, and as soon as they answer the first picture shown (the page's largest
 * paint) and the carousel's chunk, rather than once the page has rendered the answer.
 */
async function prefetchBanners(client: QueryClient): Promise<void> {
  const banners = getListBannersQueryOptions({ request: BANNER_LIST_REQUEST });
  await client.prefetchQuery(banners);
  const answer = client.getQueryData(banners.queryKey);
  if (answer?.status !== 200 || answer.data.data.length === 0) return;
  preloadFirstBanner(answer.data.data);
  void import('./banners/BannerCarousel');
}

export async function prefetchDataPolis(client: QueryClient): Promise<void> {
  void prefetchBanners(client);
  const list = getListPoliciesQueryOptions();
  await client.prefetchQuery(list);
  const answer = client.getQueryData(list.queryKey);
  if (answer?.status !== 200) return;
  const selected = resolveSelection(answer.data.data, getSelectedPolicy());
  if (selected === null) return;
  await client.prefetchQuery(getGetPolicyDetailQueryOptions({ policy_number: selected }));
}
