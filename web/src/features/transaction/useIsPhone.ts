// Whether the window is phone-sized (< 600 px, the portal's phone breakpoint), following
// resizes and rotation. Without matchMedia (tests, old browsers) the desktop layout shows.
import { useSyncExternalStore } from 'react';

export const PHONE_QUERY = '(max-width: 599.98px)';

function media(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(PHONE_QUERY)
    : null;
}

function subscribe(listener: () => void): () => void {
  const list = media();
  list?.addEventListener('change', listener);
  return () => list?.removeEventListener('change', listener);
}

export function useIsPhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
