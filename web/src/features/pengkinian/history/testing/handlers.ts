// MSW handlers of the customer's KYC history answering like the server: the submissions of
// the customer's policies (the customer's submissions whichever of their policies is asked),
// newest first, in pages; the detail of one. A policy that is not the customer's and an
// unknown registration number answer 404 problem+json. No artificial delay.
import { http, HttpResponse } from 'msw';
import type { KycDetail } from '../../../../api/generated/model';
import { problem } from '../../../../test/http';
import { demoDetails, kycPage, KS, UL } from './fixtures';

export const POLICY_NOT_FOUND = 'Polis tidak ditemukan.';
export const KYC_NOT_FOUND = 'Pengajuan Pengkinian Data tidak ditemukan.';

export interface KycHandlerOptions {
  details?: readonly KycDetail[];
  policies?: readonly string[];
}

export function kycHandlers({
  details = demoDetails,
  policies = [UL, KS],
}: KycHandlerOptions = {}) {
  return [
    http.get('*/transaction/kyc/list', ({ request }) => {
      const query = new URL(request.url).searchParams;
      if (!policies.includes(query.get('policy_number') ?? ''))
        return problem(404, POLICY_NOT_FOUND);
      const page = Number(query.get('page') ?? 1);
      const size = Number(query.get('size') ?? 20);
      return HttpResponse.json(kycPage(details, page, size));
    }),
    http.get('*/transaction/kyc/detail', ({ request }) => {
      const number = new URL(request.url).searchParams.get('registration_number');
      const detail = details.find((d) => d.registration_number === number);
      return detail ? HttpResponse.json(detail) : problem(404, KYC_NOT_FOUND);
    }),
  ];
}
