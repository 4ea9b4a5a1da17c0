// The claims desk's tests of actions: a fresh desk (claimHandlers) behind MSW for every test,
// the actions' requests recorded (path and body), object URLs stubbed (jsdom has none), and
// the claim page rendered with the popup hosts (confirmations, notices) at a fixed "now".
import { configure, screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { ConfirmHost } from '../../../../components/ConfirmHost';
import { ToastHost } from '../../../../components/ToastHost';
import { companyProfileHandler } from '../../../../test/http';
import { renderWithProviders } from '../../../../test/render';
import ClaimReviewPage from '../ClaimReviewPage';
import { claimReviewPath } from '../../paths';
import { REVIEW_NOW } from './claimFixtures';
import { claimDesk, type ClaimDesk } from './claimHandlers';

export interface DeskTest {
  desk: ClaimDesk;
  /** The actions sent (POST), in order. */
  actions: { path: string; body: unknown }[];
}

/** Registers the hooks of a test file; the returned object is filled afresh for each test. */
export function setupClaimDeskTest(): DeskTest {
  const server = setupServer(companyProfileHandler());
  const state = { actions: [] } as unknown as DeskTest;
  beforeAll(() => {
    // The actions load lazily (their own chunk): on a busy machine the first one takes more
    // than Testing Library's default second to appear.
    configure({ asyncUtilTimeout: 4000 });
    server.listen({ onUnhandledRequest: 'error' });
  });
  beforeEach(() => {
    localStorage.setItem('token', 'test-access-token');
    state.desk = claimDesk();
    state.actions.length = 0;
    server.use(...state.desk.handlers);
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && request.url.includes('/admin/claim/'))
        state.actions.push({
          path: new URL(request.url).pathname.replace('/customer/api', ''),
          body: await request.clone().json(),
        });
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:document') }));
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
    vi.unstubAllGlobals();
  });
  afterAll(() => server.close());
  return state;
}

export function renderClaim(number: string) {
  return renderWithProviders(
    <>
      <ClaimReviewPage now={REVIEW_NOW} />
      <ConfirmHost />
      <ToastHost />
    </>,
    { route: claimReviewPath(number) },
  );
}

export const claimArticle = () => screen.findByRole('article', { name: /^Klaim KLM-/ });

/** The claim's status as its badge shows it. */
export const statusShown = async () =>
  (await claimArticle()).querySelector('header [data-status]')?.textContent ?? '';

/** The action buttons the page offers, in order. */
export async function actionButtons(): Promise<string[]> {
  const card = within(await claimArticle()).getByRole('region', { name: 'Tindakan' });
  return within(card)
    .queryAllByRole('button')
    .map((b) => b.textContent ?? '');
}
