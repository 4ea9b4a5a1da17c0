// Whether a 429 lock still holds; turns false when `lockedUntil` passes so the form opens
// again. A lock without a time holds until the next attempt's answer.
import { useEffect, useState } from 'react';
import type { InlineError } from './errors';

export function useLock(error: InlineError | null): boolean {
  const until = error?.status === 429 ? Date.parse(error.lockedUntil ?? '') : NaN;
  const [ended, setEnded] = useState<number | null>(null);
  useEffect(() => {
    if (Number.isNaN(until)) return;
    const wait = Math.min(Math.max(0, until - Date.now()), 2 ** 31 - 1);
    const timer = setTimeout(() => setEnded(until), wait);
    return () => clearTimeout(timer);
  }, [until]);
  return error?.status === 429 && ended !== until;
}
