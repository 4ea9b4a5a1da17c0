// @vitest-environment jsdom
// Data Polis's first queries, started by its route: the carousel's banners and the list, then
// the detail of the policy the page will show, under the keys the page's hooks read.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getListBannersQueryKey } from '../../api/generated/endpoints/banner/banner';
import {
  getGetPolicyDetailQueryKey,
  getListPoliciesQueryKey,
} from '../../api/generated/endpoints/policy/policy';
import { createQueryClient } from '../../api/queryClient';
import { setSelectedPolicy } from '../../shared/policyStore';
import { prefetchDataPolis } from './prefetch';
import { healthSummary, unitLinkSummary } from './testing/fixtures';
import { policyHandlers, serverError } from './testing/handlers';

const asked: string[] = [];
const server = setupServer(...policyHandlers());
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  asked.push(`${url.pathname.replace(/.*\/(policy|banner)\//, '/$1/')}${url.search}`);
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sessionStorage.clear();
  localStorage.setItem('token', 'test-access-token');
  asked.length = 0;
});
afterEach(() => {
  server.resetHandlers();
  setSelectedPolicy(null);
});
afterAll(() => server.close());

const detailKey = (no: string) => getGetPolicyDetailQueryKey({ policy_number: no });

describe('Data Polis prefetch', () => {
  it('asks the banners and the list, then the first policy’s detail, into the page’s queries', async () => {
    const client = createQueryClient();
    await prefetchDataPolis(client);
    const first = unitLinkSummary.policy_number;
    expect(asked).toEqual([
      '/banner/list',
      '/policy/list',
      `/policy/detail?policy_number=${first}`,
    ]);
    expect(client.getQueryData(getListPoliciesQueryKey())).toMatchObject({ status: 200 });
    expect(client.getQueryData(detailKey(first))).toMatchObject({ status: 200 });
    expect(client.getQueryData(getListBannersQueryKey())).toMatchObject({ status: 200 });
  });

  it('asks the detail of the policy chosen before', async () => {
    setSelectedPolicy(healthSummary.policy_number);
    await prefetchDataPolis(createQueryClient());
    expect(asked).toEqual([
      '/banner/list',
      '/policy/list',
      `/policy/detail?policy_number=${healthSummary.policy_number}`,
    ]);
  });

  it('asks no detail when the list fails or is empty', async () => {
    server.use(http.get('*/policy/list', () => serverError()));
    await prefetchDataPolis(createQueryClient());
    server.use(http.get('*/policy/list', () => HttpResponse.json({ data: [] })));
    await prefetchDataPolis(createQueryClient());
    expect(asked).toContain('/policy/list');
    expect(asked.filter((path) => path.startsWith('/policy/detail'))).toEqual([]);
  });
});
