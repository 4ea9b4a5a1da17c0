// Where the notification inbox lives; routes.ts builds its rows from these, and the header's
// bell links here (app/layouts/DefaultLayout.tsx), so no screen imports the route table.

/** Notifikasi (route notifications): the inbox, newest first. */
export const NOTIFICATIONS_PATH = '/notifikasi';
/** Pengaturan Notifikasi (route notification-settings): e-mail and SMS per topic. */
export const NOTIFICATION_SETTINGS_PATH = '/notifikasi/pengaturan';
/** Rows per page of the inbox. */
export const PAGE_SIZE = 20;
