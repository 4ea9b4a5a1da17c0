// Renders the partner pages for tests inside their two routes (so list -> detail -> back
// really navigates), with what the tests watch: the current path and query, every list
// request the server saw, and a browser geolocation that grants, refuses or is absent.
import { screen } from '@testing-library/react';
import type { SetupServer } from 'msw/node';
import { Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import HospitalDetailPage from '../HospitalDetailPage';
import HospitalListPage from '../HospitalListPage';
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

type Answer = { latitude: number; longitude: number } | { code: 1 | 2 | 3 } | 'absent';

/**
 * The browser's geolocation: answers with a place or an error code (1 refused, 2 not
 * available, 3 timeout), or is not there at all. Returns the spy of getCurrentPosition.
 */
export function stubGeolocation(answer: Answer) {
  const getCurrentPosition = vi.fn(
    (success: PositionCallback, failure?: PositionErrorCallback | null) => {
      if (answer === 'absent') return;
      if ('code' in answer) {
        failure?.({
          code: answer.code,
          message: 'stub',
          PERMISSION_DENIED: 1,
          POSITION_UNAVAILABLE: 2,
          TIMEOUT: 3,
        } as GeolocationPositionError);
      } else {
        success({
          coords: { ...answer, accuracy: 20 } as GeolocationCoordinates,
          timestamp: Date.now(),
        } as GeolocationPosition);
      }
    },
  );
  Object.defineProperty(window.navigator, 'geolocation', {
    configurable: true,
    value: answer === 'absent' ? undefined : { getCurrentPosition },
  });
  return getCurrentPosition;
}
