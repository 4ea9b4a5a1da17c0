// @vitest-environment jsdom
// Which policy 'Investasi' asks the server for, and what it writes to the address and the
// selected policy. What the page shows in each state: stories/features/investment.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getListPoliciesResponseMock } from '../../api/generated/endpoints/policy/policy.msw';
import { getSelectedPolicy, setSelectedPolicy } from '../../shared/policyStore';
import { companyProfileHandler } from '../../test/http';
import { renderWithProviders } from '../../test/render';
import InvestmentPage from './InvestmentPage';
import { KS, UL } from './testing/fixtures';
import { investmentHandlers } from './testing/handlers';

// The charts (uPlot draws on a canvas jsdom does not have) are the stories' business.
vi.mock('./components/InvestmentCharts', () => ({ default: () => null }));

const fundRequests: string[] = [];
const server = setupServer(
  companyProfileHandler(),
  http.get('*/policy/list', () => HttpResponse.json(getListPoliciesResponseMock())),
  ...investmentHandlers(),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  localStorage.setItem('token', 'test-access-token');
  fundRequests.length = 0;
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/policy/fund')) {
      fundRequests.push(url.searchParams.get('policy_number') ?? '');
    }
  });
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  setSelectedPolicy(null);
});
afterAll(() => server.close());

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderPage(search = '') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/polis/investasi" element={<InvestmentPage />} />
      </Routes>
      <LocationProbe />
    </>,
    { route: `/polis/investasi${search}` },
  );
}

const currentUrl = () => screen.getByTestId('location').textContent;

describe('the policy Investasi asks for', () => {
  it('from the menu with a health policy selected: the unit link policy, kept in the address and selected', async () => {
    setSelectedPolicy(KS);
    renderPage();
    await screen.findByRole('region', { name: 'Dana investasi' });
    expect(fundRequests).toEqual([UL]);
    await waitFor(() => expect(currentUrl()).toBe(`/polis/investasi?policy=${UL}`));
    expect(getSelectedPolicy()).toBe(UL);
  });

  it('named in the address and not unit link: asked as named, the selection left alone', async () => {
    setSelectedPolicy(UL);
    renderPage(`?policy=${KS}`);
    await screen.findByText('Investasi hanya untuk polis unit link');
    expect(fundRequests).toEqual([KS]);
    expect(currentUrl()).toBe(`/polis/investasi?policy=${KS}`);
    expect(getSelectedPolicy()).toBe(UL);
  });

  it('without a unit link policy: asks nothing', async () => {
    const health = getListPoliciesResponseMock().data.filter((p) => p.policy_number === KS);
    server.use(http.get('*/policy/list', () => HttpResponse.json({ total: 1, data: health })));
    renderPage();
    await screen.findByText('Anda belum memiliki polis unit link');
    expect(fundRequests).toEqual([]);
    expect(currentUrl()).toBe('/polis/investasi');
  });
});
