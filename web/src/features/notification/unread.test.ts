// The bell's badge and name, and its call held to the generated one (it calls the HTTP client
// itself to keep the generated module out of every page's download).
import { describe, expect, it } from 'vitest';
import {
  getCountUnreadNotificationsQueryKey,
  getCountUnreadNotificationsUrl,
} from '../../api/generated/endpoints/notification/notification';
import { BELL_KEY as CACHE_BELL_KEY } from './inboxCache';
import { badgeText, BELL_KEY, BELL_URL, bellLabel } from './unread';

describe('the bell', () => {
  it('shows no badge at 0, the number up to 99, then 99+', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(-1)).toBeNull();
    expect(badgeText(1)).toBe('1');
    expect(badgeText(3)).toBe('3');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(120)).toBe('99+');
  });

  it('is named with the count for screen readers', () => {
    expect(bellLabel(0)).toBe('Notifikasi');
    expect(bellLabel(3)).toBe('Notifikasi, 3 belum dibaca');
    expect(bellLabel(120)).toBe('Notifikasi, 120 belum dibaca');
  });

  it("asks what the generated call asks, under the generated hook's key", () => {
    expect(BELL_URL).toBe(getCountUnreadNotificationsUrl());
    expect([...BELL_KEY]).toEqual([...getCountUnreadNotificationsQueryKey()]);
    expect([...CACHE_BELL_KEY]).toEqual([...BELL_KEY]);
  });
});
