// Renders the privacy pages for tests inside a data router (the form's leave guard blocks
// navigations), with Pengaturan as a page to leave to, and the popup, confirmation and toast
// hosts.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ConfirmHost } from '../../../components/ConfirmHost';
import { ErrorPopupHost } from '../../../components/ErrorPopupHost';
import { ToastHost } from '../../../components/ToastHost';
import { reloadAuthState } from '../../../shared/authStore';
import { testQueryClient } from '../../../test/render';
import { PRIVACY_PATH, PRIVACY_REQUEST_PATH } from '../paths';
import PrivacyPage from '../PrivacyPage';
import PrivacyRequestPage from '../PrivacyRequestPage';

export function renderPrivacyPages(path: string) {
  localStorage.setItem('token', 'test-access-token');
  reloadAuthState();
  const router = createMemoryRouter(
    [
      { path: PRIVACY_PATH, element: <PrivacyPage /> },
      { path: PRIVACY_REQUEST_PATH, element: <PrivacyRequestPage /> },
      { path: '/settings', element: <h1>Pengaturan</h1> },
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
