// Renders the partner pages for tests inside their two routes (so list -> detail -> back
// really navigates), with what the tests watch: the current path and query, every list
// request the server saw, and a browser geolocation that grants, refuses or is absent.
import { screen } from '@testing-library/react';
import type { SetupServer } from 'msw/node';
import { Route, Routes, useLocation } from 'react-router';
import { onTestFinished } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import HospitalDetailPage from '../HospitalDetailPage';
import HospitalListPage from '../HospitalListPage';
import { fakeGeolocation, type GeolocationAnswer } from './geolocation';
import { HOSPITAL_DETAIL_PATH, HOSPITAL_LIST_PATH } from '../paths';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

/** The path and query the app shows now ('/hospital-partner?q=...'). */
export const currentUrl = () => screen.getByTestId('where').textContent ?? '';

/** The partner pages at `url` ('/hospital-partner?province=31'). */
export function renderPartners(url: string = HOSPITAL_LIST_PATH) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path={HOSPITAL_LIST_PATH} element={<HospitalListPage />} />
        <Route path={HOSPITAL_DETAIL_PATH} element={<HospitalDetailPage />} />
      </Routes>
      <LocationProbe />
    </>,
    { route: url },
  );
}

/** Records the query of every /hospital/list request. */
export function recordListRequests(server: SetupServer): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/hospital/list')) seen.push(url.searchParams);
  });
  return seen;
}

/** The browser's geolocation for one test (testing/geolocation.ts), put back afterwards. */
export function stubGeolocation(answer: GeolocationAnswer) {
  const fake = fakeGeolocation(answer);
  onTestFinished(fake.restore);
  return fake;
}
