// The customer's location for 'Terdekat', asked from the browser only when they press
// 'Gunakan lokasi saya' (never on page load), and kept for the tab (sessionStorage
// `hospitalLocation`, four decimals: about 11 m) so that a reload or Back keeps the order.
// A refusal, no geolocation at all, a timeout, or a place outside the contract's bounds
// (Indonesia) each give their own outcome; the page then keeps sorting by name.
import { useSyncExternalStore } from 'react';
import { createEmitter } from '../../lib/store';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export type LocationFailure = 'denied' | 'unavailable' | 'outside';

export const LOCATION_KEY = 'hospitalLocation';
/** The contract's bounds for latitude and longitude. */
const BOUNDS = { latMin: -11.5, latMax: 6.5, lonMin: 94.5, lonMax: 141.5 };
const TIMEOUT_MS = 15_000;

const round = (value: number) => Math.round(value * 10_000) / 10_000;

export function insideIndonesia({ latitude, longitude }: Coordinates): boolean {
  return (
    latitude >= BOUNDS.latMin &&
    latitude <= BOUNDS.latMax &&
    longitude >= BOUNDS.lonMin &&
    longitude <= BOUNDS.lonMax
  );
}

const changes = createEmitter();
let memory: Coordinates | null = null;
let cachedRaw: string | null | undefined;
let cached: Coordinates | null = null;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function parse(raw: string | null): Coordinates | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Coordinates>;
    if (typeof value.latitude !== 'number' || typeof value.longitude !== 'number') return null;
    const coordinates = { latitude: value.latitude, longitude: value.longitude };
    return insideIndonesia(coordinates) ? coordinates : null;
  } catch {
    return null;
  }
}

/** The stored location (the same object while the stored text is unchanged). */
export function getLocation(): Coordinates | null {
  const store = storage();
  let raw: string | null;
  try {
    raw = store ? store.getItem(LOCATION_KEY) : null;
  } catch {
    raw = null;
  }
  if (!store) return memory;
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parse(raw);
  }
  return cached;
}

export function setLocation(coordinates: Coordinates | null): void {
  const value = coordinates && {
    latitude: round(coordinates.latitude),
    longitude: round(coordinates.longitude),
  };
  memory = value;
  try {
    if (value) storage()?.setItem(LOCATION_KEY, JSON.stringify(value));
    else storage()?.removeItem(LOCATION_KEY);
  } catch {
    // Blocked storage: the location lives for the page only.
  }
  changes.emit();
}

export function useStoredLocation(): Coordinates | null {
  return useSyncExternalStore(changes.subscribe, getLocation, () => null);
}

/** Asks the browser once; resolves with the place or why there is none. */
export function requestLocation(): Promise<
  { ok: true; coordinates: Coordinates } | { ok: false; failure: LocationFailure }
> {
  return new Promise((resolve) => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      resolve({ ok: false, failure: 'unavailable' });
      return;
    }
    geolocation.getCurrentPosition(
      (position) => {
        const coordinates = {
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
        };
        resolve(
          insideIndonesia(coordinates)
            ? { ok: true, coordinates }
            : { ok: false, failure: 'outside' },
        );
      },
      (error) =>
        resolve({
          ok: false,
          failure: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable',
        }),
      { enableHighAccuracy: false, timeout: TIMEOUT_MS, maximumAge: 300_000 },
    );
  });
}
