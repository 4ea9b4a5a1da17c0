// Renders the history screen for tests at a URL, with what the tests need to watch: the
// current query string, browser back, and every list request the screen sent.
import { fireEvent, screen } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router';
import type { SetupServer } from 'msw/node';
import { setSelectedPolicy } from '../../../shared/policyStore';
import { renderWithProviders } from '../../../test/render';
import TransactionHistoryPage from '../TransactionHistoryPage';
import { DEMO_TODAY, UL } from './fixtures';

function LocationProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <div>
      <output data-testid="search">{location.search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        browser-back
      </button>
    </div>
  );
}

/** The query string the screen's URL has now ('' or '?period=3m...'). */
export const currentSearch = () => screen.getByTestId('search').textContent ?? '';

/** Browser back (the history entry before the last filter change). */
export const goBack = () => fireEvent.click(screen.getByRole('button', { name: 'browser-back' }));

/** Records the query of every /transaction/list request the server sees. */
export function recordListRequests(server: SetupServer): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/transaction/list')) seen.push(url.searchParams);
  });
  return seen;
}

/**
 * The history of `policy` at `/transaction-history<search>`, today being the demo's
 * (`today: null`: the clock's, as in the app).
 */
export function renderHistory(
  search = '',
  policy: string = UL,
  { today = DEMO_TODAY }: { today?: string | null } = {},
) {
  setSelectedPolicy(policy);
  return renderWithProviders(
    <>
      <TransactionHistoryPage today={today ?? undefined} />
      <LocationProbe />
    </>,
    { route: `/transaction-history${search}` },
  );
}
