// The company profile (GET policy/companyProfile), fetched once and cached: its values
// replace the `<key>` placeholders of messages. Loading never throws and never shows a
// popup (it runs while an error is being reported); a failure is retried next time.
import type { CompanyProfile } from './generated/model/companyProfile';
import { sendRequest } from './http';
import { getAccessToken } from './tokens';

/** Path of the contract's get_company_profile operation. */
export const COMPANY_PROFILE_PATH = '/policy/companyProfile';

let cached: CompanyProfile | null = null;
let pending: Promise<CompanyProfile | null> | null = null;

export function getCachedCompanyProfile(): CompanyProfile | null {
  return cached;
}

function isProfile(body: unknown): body is CompanyProfile {
  return body !== null && typeof body === 'object' && 'csWhatsapp' in body;
}

export function loadCompanyProfile(): Promise<CompanyProfile | null> {
  if (cached) return Promise.resolve(cached);
  pending ??= sendRequest({ url: COMPANY_PROFILE_PATH, accessToken: getAccessToken() })
    .then((response) => {
      if (response.ok && isProfile(response.body)) cached = response.body;
      return cached;
    })
    .catch(() => null)
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** Forget the cached profile (tests; a new deployment's values). */
export function resetCompanyProfileCache(): void {
  cached = null;
  pending = null;
}
