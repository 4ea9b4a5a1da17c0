// The unread count of the header's bell: GET /notification/unread, a background call the
// server does not count as the customer's activity (the bell asks every minute; a tab left
// open still reaches the idle timeout). Under the generated hook's query key, so the inbox's
// answers reach it (inboxCache.ts). Part of every signed-in page's download (the layout's
// chunk, so only the bell imports it): it calls the one HTTP client itself rather than
// importing the generated notification module (whose other calls only the inbox needs: 0.8 KB
// gzip on every page); unread.test.ts holds its key and address to the generated ones. Its
// words are here rather than in messages.ts.
import type { QueryFunction } from '@tanstack/react-query';
import type { countUnreadNotificationsResponseSuccess } from '../../api/generated/endpoints/notification/notification';
import { customFetch } from '../../api/fetcher';

/** getCountUnreadNotificationsUrl(). */
export const BELL_URL = '/notification/unread';
/** getCountUnreadNotificationsQueryKey(). */
export const BELL_KEY = [BELL_URL] as const;

/** countUnreadNotifications(), as a background call: no popup (a 403 still ends the session). */
export const fetchBell: QueryFunction<countUnreadNotificationsResponseSuccess> = ({ signal }) =>
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
