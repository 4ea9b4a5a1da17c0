// The unread count of the header's bell: the cheapest page of the list (GET
// /notification/list?size=1), under the generated hook's query key, so the inbox's answers
// reach it (inboxCache.ts). Part of every signed-in page's download (the layout's chunk, so
// only the bell imports it): it calls the one HTTP client itself rather than importing the
// generated notification module (whose other calls only the inbox needs: 0.8 KB gzip on every
// page); unread.test.ts holds its key and address to the generated ones. Its words are here
// rather than in messages.ts.
import type { QueryFunction } from '@tanstack/react-query';
import type { listNotificationsResponseSuccess } from '../../api/generated/endpoints/notification/notification';
import { customFetch } from '../../api/fetcher';

/** The bell's call: one row is enough for `unread_count`. */
export const BELL_PARAMS = { size: 1 } as const;
/** The list's query keys start with this (getListNotificationsQueryKey). */
export const LIST_KEY = '/notification/list';
/** getListNotificationsQueryKey(BELL_PARAMS). */
export const BELL_KEY = [LIST_KEY, BELL_PARAMS] as const;
/** getListNotificationsUrl(BELL_PARAMS). */
export const BELL_URL = `${LIST_KEY}?size=1`;

/** listNotifications(BELL_PARAMS), as a background call: no popup (a 403 still ends the session). */
export const fetchBell: QueryFunction<listNotificationsResponseSuccess> = ({ signal }) =>
  customFetch(BELL_URL, { method: 'GET', signal, quiet: true });

export const bellMessages = {
  label: 'Notifikasi',
  unread: (count: number) => `Notifikasi, ${count} belum dibaca`,
} as const;

/** The badge: nothing at 0, the number up to 99, then '99+'. */
export function badgeText(count: number): string | null {
  if (!(count > 0)) return null;
  return count > 99 ? '99+' : String(Math.floor(count));
}

/** The bell's accessible name: 'Notifikasi, 3 belum dibaca', or 'Notifikasi'. */
export function bellLabel(count: number): string {
  return count > 0 ? bellMessages.unread(count) : bellMessages.label;
}
