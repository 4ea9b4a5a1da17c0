// The underwriting desk's tests: a fresh desk (spajDeskHandlers) behind MSW for every test,
// object URLs stubbed (jsdom has none), and the pages rendered with the popup hosts
// (confirmations, notices) at a fixed "now".
import { configure, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { ConfirmHost } from '../../../../components/ConfirmHost';
import { ToastHost } from '../../../../components/ToastHost';
import { companyProfileHandler } from '../../../../test/http';
import { renderWithProviders } from '../../../../test/render';
import { SPAJ_QUEUE_PATH, SPAJ_REVIEW_PATH, spajReviewPath } from '../../paths';
import SpajQueuePage from '../SpajQueuePage';
import SpajReviewPage from '../SpajReviewPage';
import { REVIEW_NOW } from './spajDeskFixtures';
import { spajDesk, type SpajDesk } from './spajDeskHandlers';

export interface SpajDeskTest {
  desk: SpajDesk;
}

/** Registers the hooks of a test file; the returned object is filled afresh for each test. */
export function setupSpajDeskTest(): SpajDeskTest {
  const server = setupServer(companyProfileHandler());
  const state = {} as SpajDeskTest;
  beforeAll(() => {
    // The actions load lazily (their own chunk): on a busy machine the first one takes more
    // than Testing Library's default second to appear.
    configure({ asyncUtilTimeout: 4000 });
    server.listen({ onUnhandledRequest: 'error' });
  });
  beforeEach(() => {
    localStorage.setItem('token', 'test-access-token');
    state.desk = spajDesk();
    server.use(...state.desk.handlers);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:document') }));
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    server.resetHandlers();
    vi.unstubAllGlobals();
  });
  afterAll(() => server.close());
  return state;
}

/** The queue and one application, with the hosts; starting at `path`. */
export function renderSpajDesk(path: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path={SPAJ_QUEUE_PATH} element={<SpajQueuePage now={REVIEW_NOW} />} />
        <Route path={SPAJ_REVIEW_PATH} element={<SpajReviewPage />} />
      </Routes>
      <ConfirmHost />
      <ToastHost />
    </>,
    { route: path },
  );
}

export const renderApplication = (number: string) => renderSpajDesk(spajReviewPath(number));

export const applicationArticle = () => screen.findByRole('article', { name: /^SPAJ \d{4} / });
