// What the inbox's answers tell the cached pages of the list and the bell (its key is
// unread.ts's BELL_KEY, not imported so that the bell's module stays in the layout's chunk):
// marking read answers the new count, shown everywhere at once with the marked notices read;
// a page loaded shows the bell its fresher count. No further request.
import type { QueryClient } from '@tanstack/react-query';
import {
  getCountUnreadNotificationsQueryKey,
  getListNotificationsQueryKey,
  type countUnreadNotificationsResponseSuccess as BellResult,
  type listNotificationsResponseSuccess as ListResult,
} from '../../api/generated/endpoints/notification/notification';
import type { NotificationId } from '../../api/generated/model/notificationId';

/** Every page of the list (the key's first part). */
export const LIST_KEY = getListNotificationsQueryKey();
/** The bell's count (unread.ts BELL_KEY). */
export const BELL_KEY = getCountUnreadNotificationsQueryKey();

/** The count after marking `marked` (`'all'`, or their numbers) read, in every cached page. */
export function markedRead(
  client: QueryClient,
  marked: readonly NotificationId[] | 'all',
  unreadCount: number,
): void {
  client.setQueriesData<ListResult>({ queryKey: LIST_KEY }, (old) =>
    old?.data
      ? {
          ...old,
          data: {
            ...old.data,
            unread_count: unreadCount,
            data: old.data.data.map((item) =>
              !item.read && (marked === 'all' || marked.includes(item.notification_id))
                ? { ...item, read: true }
                : item,
            ),
          },
        }
      : old,
  );
  syncBell(client, unreadCount);
}

/** A fresher count (the inbox's own page loaded) shown by the bell at once. */
export function syncBell(client: QueryClient, unreadCount: number): void {
  client.setQueryData<BellResult>(BELL_KEY, (old) =>
    old?.data && old.data.unread_count !== unreadCount
      ? { ...old, data: { unread_count: unreadCount } }
      : old,
  );
}
