// Renders the complaint pages for tests inside a data router (the leave guard blocks
// navigations), with the popup and confirmation hosts.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ConfirmHost } from '../../../components/ConfirmHost';
import { ErrorPopupHost } from '../../../components/ErrorPopupHost';
import { testQueryClient } from '../../../test/render';
import ComplaintDetailPage from '../ComplaintDetailPage';
import ComplaintFormPage from '../ComplaintFormPage';
import ComplaintListPage from '../ComplaintListPage';
import { COMPLAINT_DETAIL_PATH, COMPLAINT_FORM_PATH, COMPLAINT_LIST_PATH } from '../paths';

export function renderComplaintPages(path: string) {
  localStorage.setItem('token', 'test-access-token');
  const router = createMemoryRouter(
    [
      { path: COMPLAINT_LIST_PATH, element: <ComplaintListPage /> },
      { path: COMPLAINT_FORM_PATH, element: <ComplaintFormPage /> },
      { path: COMPLAINT_DETAIL_PATH, element: <ComplaintDetailPage /> },
    ],
    { initialEntries: [path] },
  );
  const client = testQueryClient();
  const result = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <ErrorPopupHost />
      <ConfirmHost />
    </QueryClientProvider>,
  );
  return { ...result, router, client };
}
