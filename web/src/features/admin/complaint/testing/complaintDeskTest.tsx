// The complaint desk's tests: a fresh desk (complaintHandlers) behind MSW for every test, the
// actions' requests recorded (path and body) and the lists asked for, and the pages rendered
// with the popup hosts (notices).
import { configure, screen } from '@testing-library/react';
import type { HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { ConfirmHost } from '../../../../components/ConfirmHost';
import { ToastHost } from '../../../../components/ToastHost';
import { companyProfileHandler } from '../../../../test/http';
import { renderWithProviders } from '../../../../test/render';
import { COMPLAINT_QUEUE_PATH, COMPLAINT_REVIEW_PATH, complaintReviewPath } from '../../paths';
import ComplaintQueuePage from '../ComplaintQueuePage';
import ComplaintReviewPage from '../ComplaintReviewPage';
import { complaintDesk, type ComplaintDesk } from './complaintHandlers';

export interface ComplaintDeskTest {
  desk: ComplaintDesk;
  /** The actions sent (POST), in order. */
  actions: { path: string; body: unknown }[];
  /** The query strings of the lists asked for (GET), in order. */
  lists: string[];
  use: (...handlers: HttpHandler[]) => void;
}

/** Registers the hooks of a test file; the returned object is filled afresh for each test. */
export function setupComplaintDeskTest(): ComplaintDeskTest {
  const server = setupServer(companyProfileHandler());
  const state = {
    actions: [],
    lists: [],
    use: (...handlers: HttpHandler[]) => server.use(...handlers),
  } as unknown as ComplaintDeskTest;
  beforeAll(() => {
    // The actions load lazily (their own chunk).
    configure({ asyncUtilTimeout: 4000 });
    server.listen({ onUnhandledRequest: 'error' });
  });
  beforeEach(() => {
    localStorage.setItem('token', 'test-access-token');
    state.desk = complaintDesk();
    state.actions.length = 0;
    state.lists.length = 0;
    server.use(...state.desk.handlers);
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

/** The queue and one complaint, with the hosts; starting at `path`. */
export function renderComplaintDesk(path: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path={COMPLAINT_QUEUE_PATH} element={<ComplaintQueuePage />} />
        <Route path={COMPLAINT_REVIEW_PATH} element={<ComplaintReviewPage />} />
      </Routes>
      <ConfirmHost />
      <ToastHost />
    </>,
    { route: path },
  );
}

export const renderComplaint = (number: string) => renderComplaintDesk(complaintReviewPath(number));

export const complaintArticle = () => screen.findByRole('article', { name: /^Pengaduan ADU-/ });
