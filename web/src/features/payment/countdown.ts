// The countdown to a payment's expires_at, measured on the server's clock: the answer's
// server_time says how far the device clock is off, so a phone set an hour wrong still
// shows the right time left.
import { useEffect, useState } from 'react';

/** Server clock minus device clock, from one answer (server_time) and when it arrived. */
export function clockOffset(serverTime: string, receivedAt: number): number {
  const server = Date.parse(serverTime);
  return Number.isNaN(server) ? 0 : server - receivedAt;
}

/** Milliseconds left until `expiresAt` at device time `now`, never below 0. */
export function remainingMs(expiresAt: string, offset: number, now: number): number {
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, end - (now + offset));
}

const two = (n: number) => String(n).padStart(2, '0');

/** 754_000 → '12:34' (under an hour); 5_025_000 → '01:23:45'. Whole seconds, rounded up. */
export function formatRemaining(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0
    ? `${two(hours)}:${two(minutes)}:${two(seconds)}`
    : `${two(minutes)}:${two(seconds)}`;
}

export type CountdownPhase = 'running' | 'endingSoon' | 'over';

export const ENDING_SOON_MS = 5 * 60 * 1000;

export function phaseOf(ms: number): CountdownPhase {
  if (ms <= 0) return 'over';
  return ms <= ENDING_SOON_MS ? 'endingSoon' : 'running';
}

/** Milliseconds left, re-rendering every second until zero. */
export function useRemaining(expiresAt: string, offset: number): number {
  const [now, setNow] = useState(() => Date.now());
  const left = remainingMs(expiresAt, offset, now);
  const over = left <= 0;
  useEffect(() => {
    if (over) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [over]);
  return left;
}
