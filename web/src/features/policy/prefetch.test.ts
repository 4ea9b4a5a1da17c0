// @vitest-environment jsdom
// Data Polis's first queries, started by its route: the carousel's banners and the list, then
// the detail of the policy the page will show, under the keys the page's hooks read; and the
// preload of the first banner picture the carousel will show, the same download as its <img>.
import { screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getListBannersQueryKey } from '../../api/generated/endpoints/banner/banner';
import {
  getGetPolicyDetailQueryKey,
  getListPoliciesQueryKey,
} from '../../api/generated/endpoints/policy/policy';
import { createQueryClient } from '../../api/queryClient';
import { BANNER_KEY } from '../../shared/authStore';
import { setSelectedPolicy } from '../../shared/policyStore';
import { renderWithProviders } from '../../test/render';
import BannerCarousel from './banners/BannerCarousel';
import { prefetchDataPolis } from './prefetch';
import { demoBanners, hospitalBanner, qrisBanner } from './testing/bannerFixtures';
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
  localStorage.removeItem(BANNER_KEY);
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
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

describe('the first banner picture', () => {
  const preloads = () => [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];

  it('is preloaded once, at high priority, exactly as the carousel’s first picture asks', async () => {
    await prefetchDataPolis(createQueryClient());
    await prefetchDataPolis(createQueryClient()); // the page opened again
    await waitFor(() => expect(preloads()).toHaveLength(1));
    const link = preloads()[0]!;
    expect(link).toHaveAttribute('fetchpriority', 'high');
    renderWithProviders(createElement(BannerCarousel, { banners: demoBanners }));
    const picture = screen.getByRole('img', { name: hospitalBanner.alt_text });
    expect(link.getAttribute('imagesrcset')).toBe(picture.getAttribute('srcset'));
    expect(link.getAttribute('imagesizes')).toBe(picture.getAttribute('sizes'));
    expect(picture).toHaveAttribute('fetchpriority', 'high');
  });

  it('is the first banner not hidden on this device', async () => {
    localStorage.setItem(
      BANNER_KEY,
      JSON.stringify({
        paused: false,
        hidden: [{ banner_id: hospitalBanner.banner_id, version: 1 }],
      }),
    );
    await prefetchDataPolis(createQueryClient());
    await waitFor(() => expect(preloads()).toHaveLength(1));
    const srcset = preloads()[0]!.getAttribute('imagesrcset');
    expect(srcset).toContain(qrisBanner.image.variants[0]!.file);
    expect(srcset).not.toContain(hospitalBanner.image.variants[0]!.file);
  });

  it('is not preloaded when every banner is hidden', async () => {
    const hidden = demoBanners.map((b) => ({ banner_id: b.banner_id, version: b.version }));
    localStorage.setItem(BANNER_KEY, JSON.stringify({ paused: false, hidden }));
    await prefetchDataPolis(createQueryClient());
    await waitFor(() => expect(asked).toContain('/banner/list'));
    await new Promise((settled) => setTimeout(settled, 50));
    expect(preloads()).toEqual([]);
  });
});
