// The refund desk's and the reconciliation page's tests: a fresh desk (refundHandlers) and
// reconciliation server behind MSW for every test, the actions' requests recorded (path and
// body), and the pages rendered with the popup hosts (notices) at a fixed "now".
import { configure, screen, within } from '@testing-library/react';
import type { HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { ConfirmHost } from '../../../../components/ConfirmHost';
import { ToastHost } from '../../../../components/ToastHost';
import { companyProfileHandler } from '../../../../test/http';
import { renderWithProviders } from '../../../../test/render';
import {
  RECONCILIATION_PATH,
  REFUND_QUEUE_PATH,
  REFUND_REVIEW_PATH,
  refundReviewPath,
} from '../../paths';
import ReconciliationPage from '../../reconciliation/ReconciliationPage';
import RefundQueuePage from '../RefundQueuePage';
import RefundReviewPage from '../RefundReviewPage';
import { REVIEW_NOW } from './refundFixtures';
import { refundDesk, type RefundDesk } from './refundHandlers';
import {
  reconciliationServer,
  type ReconciliationServer,
} from '../../reconciliation/testing/reconciliationHandlers';

export interface RefundDeskTest {
  desk: RefundDesk;
  reconciliation: ReconciliationServer;
  /** The actions sent (POST), in order. */
  actions: { path: string; body: unknown }[];
  /** The query strings of the lists asked for (GET), in order. */
  lists: string[];
  /** Handlers that answer before the desk's (a desk of other cases). */
  use: (...handlers: HttpHandler[]) => void;
}

/** Registers the hooks of a test file; the returned object is filled afresh for each test. */
export function setupRefundDeskTest(): RefundDeskTest {
  const server = setupServer(companyProfileHandler());
  const state = {
    actions: [],
    lists: [],
    use: (...handlers: HttpHandler[]) => server.use(...handlers),
  } as unknown as RefundDeskTest;
  beforeAll(() => {
    // The actions load lazily (their own chunk): on a busy machine the first one takes more
    // than Testing Library's default second to appear.
    configure({ asyncUtilTimeout: 4000 });
    server.listen({ onUnhandledRequest: 'error' });
  });
  beforeEach(() => {
    localStorage.setItem('token', 'test-access-token');
    state.desk = refundDesk();
    state.reconciliation = reconciliationServer();
    state.actions.length = 0;
    state.lists.length = 0;
    server.use(...state.desk.handlers, ...state.reconciliation.handlers);
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'GET' && request.url.includes('/list?'))
        state.lists.push(new URL(request.url).search);
      if (request.method === 'POST' && request.url.includes('/admin/'))
        state.actions.push({
          path: new URL(request.url).pathname.replace('/customer/api', ''),
          body: await request
            .clone()
            .text()
            .then((t) => (t ? JSON.parse(t) : null)),
        });
    });
  });
  afterEach(() => {
    server.resetHandlers();
    server.events.removeAllListeners();
  });
  afterAll(() => server.close());
  return state;
}

/** The queue, one case and the reconciliation page, with the hosts; starting at `path`. */
export function renderRefundDesk(path: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path={REFUND_QUEUE_PATH} element={<RefundQueuePage now={REVIEW_NOW} />} />
        <Route path={REFUND_REVIEW_PATH} element={<RefundReviewPage />} />
        <Route path={RECONCILIATION_PATH} element={<ReconciliationPage />} />
      </Routes>
      <ConfirmHost />
      <ToastHost />
    </>,
    { route: path },
  );
}

export const renderRefund = (number: string) => renderRefundDesk(refundReviewPath(number));

export const refundArticle = () =>
  screen.findByRole('article', { name: /^Pengembalian Dana RFD-/ });

/** The case's status as its badge says it (without the mark before it). */
export async function statusShown(): Promise<string> {
  const badge = (await refundArticle()).querySelector('header [data-status]');
  const mark = badge?.querySelector('[aria-hidden="true"]')?.textContent ?? '';
  return (badge?.textContent ?? '').slice(mark.length);
}

/** The action buttons the page offers, in order. */
export async function actionButtons(): Promise<string[]> {
  const card = within(await refundArticle()).getByRole('region', { name: 'Tindakan' });
  return within(card)
    .queryAllByRole('button')
    .map((b) => b.textContent ?? '');
}
