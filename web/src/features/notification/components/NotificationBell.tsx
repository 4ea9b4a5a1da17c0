// The header's bell (signed-in customer layout, phone and desktop): a link to Notifikasi with
// the unread count as a badge (none at 0, '99+' above 99), named for screen readers
// 'Notifikasi, 3 belum dibaca'. The count (GET /notification/unread, not the customer's
// activity: it never keeps an idle session alive) is asked again
// when the window gets the focus back and every minute while the tab is visible (TanStack
// Query pauses the interval in a hidden tab); marking read on the inbox updates it at once
// (inboxCache.ts). A background call: no popup when it fails (the bell shows no count), a 403
// still ends the session as every call's does. Only a customer session asks: an admin
// session on a public page with this layout must not (its 403 would end it).
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Icon, type IconProps } from '../../../components/icons';
import { useAuth } from '../../../shared/authStore';
import { NOTIFICATIONS_PATH } from '../paths';
import { badgeText, BELL_KEY, bellLabel, fetchBell } from '../unread';

/**
 * The bell (the menu's 'Notifikasi' too): here rather than in components/icons.tsx, which is
 * part of the login page's first download.
 */
export const IconBell = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4z" />
    <path d="M10 20a2 2 0 0 0 4 0" />
  </Icon>
);

/** How often the count is asked again while the tab is visible. */
export const BELL_REFRESH_MS = 60_000;

export function NotificationBell() {
  const { authenticated, isAdmin } = useAuth();
  const query = useQuery({
    queryKey: BELL_KEY,
    queryFn: fetchBell,
    enabled: authenticated && !isAdmin,
    refetchInterval: BELL_REFRESH_MS,
    refetchOnWindowFocus: true,
    staleTime: 10_000,
  });
  const count = query.data?.data?.unread_count ?? 0;
  const badge = badgeText(count);
  return (
    <Link to={NOTIFICATIONS_PATH} className="btn portal-bell" aria-label={bellLabel(count)}>
      <IconBell />
      {badge && (
        <span className="portal-bell-badge" aria-hidden="true">
          {badge}
        </span>
      )}
    </Link>
  );
}
