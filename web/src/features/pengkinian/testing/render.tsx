// Renders Pengkinian Data for tests inside a data router (the leave guard blocks
// navigations, which needs one) with the confirmation host, a Data Polis stand-in and the
// history stand-in, so tests can follow the links and the leave question.
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { ConfirmHost } from '../../../components/ConfirmHost';
import { setSelectedPolicy } from '../../../shared/policyStore';
import { testQueryClient } from '../../../test/render';
import PengkinianPage from '../PengkinianPage';
import { KYC_HISTORY_PATH, PENGKINIAN_PATH, POLICY_PAGE_PATH } from '../paths';
import { DEMO_TODAY, POLICY } from './fixtures';

export function renderPengkinian() {
  setSelectedPolicy(POLICY);
  localStorage.setItem('token', 'test-access-token');
  const router = createMemoryRouter(
    [
      {
        path: PENGKINIAN_PATH,
        element: (
          <>
            <Link to={POLICY_PAGE_PATH}>menu-data-polis</Link>
            <PengkinianPage today={DEMO_TODAY} />
          </>
        ),
      },
      { path: POLICY_PAGE_PATH, element: <h1>Data Polis</h1> },
      { path: KYC_HISTORY_PATH, element: <h1>Riwayat Pengajuan Pengkinian Data</h1> },
    ],
    { initialEntries: [PENGKINIAN_PATH] },
  );
  const client = testQueryClient();
  const result = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <ConfirmHost />
    </QueryClientProvider>,
  );
  return { ...result, router };
}
