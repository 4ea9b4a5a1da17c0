// The customer's notification inbox (issue 27): every notice the portal sends (claims,
// Pengkinian Data, SPAJ, account security, investment, refunds) also lands here; the header's
// bell counts the unread ones. Its own page chooses which topics also go by e-mail and SMS
// (a page of its own: on a phone it is not buried under twenty notices, and its leave guard
// never stands between the customer and a notice's link).
import type { PortalRoute } from '../../shared/routeTypes';
import { NOTIFICATION_SETTINGS_PATH, NOTIFICATIONS_PATH } from './paths';
import { titles } from './titles';

export const routes: PortalRoute[] = [
  {
    name: 'notifications',
    path: NOTIFICATIONS_PATH,
    title: titles.inbox,
    screen: () => import('./NotificationPage'),
  },
  {
    name: 'notification-settings',
    path: NOTIFICATION_SETTINGS_PATH,
    title: titles.settings,
    screen: () => import('./NotificationSettingsPage'),
  },
];
