import { http, HttpResponse } from 'msw';
import { getGetCompanyProfileResponseMock } from '../../../api/generated/endpoints/info/info.msw';
import type { CompanyProfile } from '../../../api/generated/model';

/** The contract's example profile. */
export const companyProfile: CompanyProfile = getGetCompanyProfileResponseMock();

export function companyProfileHandler(profile: CompanyProfile = companyProfile) {
  return http.get('*/policy/companyProfile', () => HttpResponse.json(profile));
}

export function problem(status: number, message: string) {
  return HttpResponse.json(
    { type: 'about:blank', title: 'Error', status, message },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );
}
