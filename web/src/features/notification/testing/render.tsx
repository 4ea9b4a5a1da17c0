// Renders the notification pages for tests inside a data router (the settings' leave guard
// blocks navigations), with the header's bell above them (it shares the list's cache), a
// page a notice links to, and the popup, confirmation and toast hosts.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { ConfirmHost } from '../../../components/ConfirmHost';
import { ErrorPopupHost } from '../../../components/ErrorPopupHost';
import { ToastHost } from '../../../components/ToastHost';
import { reloadAuthState } from '../../../shared/authStore';
import { testQueryClient } from '../../../test/render';
import { NotificationBell } from '../components/NotificationBell';
import NotificationPage from '../NotificationPage';
import NotificationSettingsPage from '../NotificationSettingsPage';
import { NOTIFICATION_SETTINGS_PATH, NOTIFICATIONS_PATH } from '../paths';

export function renderNotificationPages(path: string) {
  localStorage.setItem('token', 'test-access-token');
  reloadAuthState();
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <NotificationBell />
            <Outlet />
          </>
        ),
        children: [
          { path: NOTIFICATIONS_PATH, element: <NotificationPage /> },
          { path: NOTIFICATION_SETTINGS_PATH, element: <NotificationSettingsPage /> },
          { path: '/klaim/submission-detail', element: <h1>Detail Klaim</h1> },
          { path: '/settings', element: <h1>Pengaturan</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const client = testQueryClient();
  const result = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <ErrorPopupHost />
      <ConfirmHost />
      <ToastHost />
    </QueryClientProvider>,
  );
  return { ...result, router, client };
}
