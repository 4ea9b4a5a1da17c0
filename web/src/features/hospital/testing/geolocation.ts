// A stand-in for the browser's geolocation (tests and stories): answers with a place or an
// error code (1 refused, 2 not available, 3 timeout), or is not there at all. Counts the
// requests, so a test can prove the page asked only when the button was pressed.
export type GeolocationAnswer =
  { latitude: number; longitude: number } | { code: 1 | 2 | 3 } | 'absent';

export interface FakeGeolocation {
  /** getCurrentPosition calls so far. */
  calls: () => number;
  /** Puts the browser's own geolocation back. */
  restore: () => void;
}

export function fakeGeolocation(answer: GeolocationAnswer): FakeGeolocation {
  let calls = 0;
  const own = Object.getOwnPropertyDescriptor(window.navigator, 'geolocation');
  const getCurrentPosition = (
    success: PositionCallback,
    failure?: PositionErrorCallback | null,
  ) => {
    calls += 1;
    if (answer === 'absent') return;
    if ('code' in answer) {
      failure?.({
        code: answer.code,
        message: 'fake',
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
  };
  Object.defineProperty(window.navigator, 'geolocation', {
    configurable: true,
    value: answer === 'absent' ? undefined : { getCurrentPosition },
  });
  return {
    calls: () => calls,
    restore: () => {
      if (own) Object.defineProperty(window.navigator, 'geolocation', own);
      else delete (window.navigator as { geolocation?: unknown }).geolocation;
    },
  };
}
