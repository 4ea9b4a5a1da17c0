// Renders the claim pages for tests inside a data router (the leave guard blocks
// navigations, the form reads its loader data), with the popup and confirmation hosts. The
// claim form's route hands over the fixtures' eligibility answer the way its guard does
// (the guard itself is tested with the app's router: app/claimRequestRoute.test.tsx).
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ClaimBenefit, ClaimEligibility } from '../../../api/generated/model';
import { ConfirmHost } from '../../../components/ConfirmHost';
import { ErrorPopupHost } from '../../../components/ErrorPopupHost';
import { claimRequestHref } from '../../../shared/claimRequest';
import type { RouteCheckData } from '../../../shared/routeTypes';
import { testQueryClient } from '../../../test/render';
import ClaimDetailPage from '../ClaimDetailPage';
import ClaimListPage from '../ClaimListPage';
import ClaimRequestPage from '../ClaimRequestPage';
import {
  CLAIM_DETAIL_PATH,
  CLAIM_LIST_PATH,
  CLAIM_REQUEST_PATH,
  CLAIM_SUPPORT_DOCS_PATH,
} from '../paths';
import SupportDocsPage from '../SupportDocsPage';
import { DEMO_TODAY, eligibilityFor } from './fixtures';

function eligibilityOf(url: URL): ClaimEligibility | null {
  const q = url.searchParams;
  return eligibilityFor(
    q.get('policy') ?? '',
    Number(q.get('insured')),
    (q.get('benefit') ?? '') as ClaimBenefit,
  );
}

export function renderClaimPages(path: string) {
  localStorage.setItem('token', 'test-access-token');
  const router = createMemoryRouter(
    [
      { path: CLAIM_LIST_PATH, element: <ClaimListPage /> },
      {
        path: CLAIM_REQUEST_PATH,
        loader: ({ request }): RouteCheckData => {
          const claimBenefit = eligibilityOf(new URL(request.url));
          return claimBenefit ? { claimBenefit } : {};
        },
        element: <ClaimRequestPage today={DEMO_TODAY} />,
      },
      { path: CLAIM_DETAIL_PATH, element: <ClaimDetailPage /> },
      { path: CLAIM_SUPPORT_DOCS_PATH, element: <SupportDocsPage /> },
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

/** The claim form's address for a benefit of the fixtures. */
export const requestPath = (policy: string, insured: number, benefit: ClaimBenefit) =>
  claimRequestHref({ policy_number: policy, insured_id: insured, benefit });
