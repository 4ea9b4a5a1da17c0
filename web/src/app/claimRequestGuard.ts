// The claim request guard of docs/product.md P2.6 (route klaim-pengajuan, check
// 'claimBenefit'): the address names the policy, the insured and the benefit
// (?policy=KS23000456&insured=12&benefit=RAWAT_INAP); GET /claim/validate/benefit says
// whether that benefit may be claimed and what the form needs. On failure a popup error is
// shown (the server's Indonesian message; a missing or malformed address counts as a
// failure, with the portal's own message). Then claimValidation.ts decides: from klaim the
// navigation is refused ('Invalid Claim Request!', Claim Validation), otherwise back to
// klaim. Loaded only when a claim request is opened (routeChecks.ts).
import { POPUP_TITLE_ERROR, requestOptions } from '../api/fetcher';
import { validateClaimBenefit } from '../api/generated/endpoints/claim/claim';
import type { ClaimEligibility, ValidateClaimBenefitParams } from '../api/generated/model';
import { validateClaimBenefitQueryParams } from '../api/generated/zod/claim/claim.zod';
import '../api/zodSetup';
import { showErrorPopup } from '../api/popup';
import { CLAIM_REQUEST_QUERY } from '../shared/claimRequest';
import { claimRequestFailed } from './claimValidation';
import { appMessages } from './messages';

/** The address's query as the call's parameters; null when one is missing or invalid. */
export function claimRequestParams(search: URLSearchParams): ValidateClaimBenefitParams | null {
  const insured = search.get(CLAIM_REQUEST_QUERY.insured) ?? '';
  const parsed = validateClaimBenefitQueryParams.safeParse({
    policy_number: search.get(CLAIM_REQUEST_QUERY.policy) ?? '',
    insured_id: /^\d{1,10}$/.test(insured) ? Number(insured) : Number.NaN,
    benefit: search.get(CLAIM_REQUEST_QUERY.benefit) ?? '',
  });
  return parsed.success ? parsed.data : null;
}

export type ClaimRequestOutcome =
  { kind: 'allow'; eligibility: ClaimEligibility } | { kind: 'redirect'; to: string };

export interface ClaimRequestGuardInput {
  search: URLSearchParams;
  /** The route shown when the navigation started; undefined for a direct visit or reload. */
  from: string | undefined;
  signal?: AbortSignal;
  /** The call (tests replace it): GET /claim/validate/benefit, a popup for any failure. */
  validate?: (
    params: ValidateClaimBenefitParams,
    signal?: AbortSignal,
  ) => Promise<ClaimEligibility>;
}

async function validateOnServer(
  params: ValidateClaimBenefitParams,
  signal?: AbortSignal,
): Promise<ClaimEligibility> {
  // popup: true, so that 400 and 401 get the popup as well (P8.5 leaves them silent).
  const result = await validateClaimBenefit(params, requestOptions({ signal, popup: true }));
  return result.data;
}

function isAbort(error: unknown, signal?: AbortSignal): boolean {
  return Boolean(signal?.aborted) || (error instanceof DOMException && error.name === 'AbortError');
}

/** Resolves with the answer or the way back to klaim; throws ClaimValidationError from klaim. */
export async function claimRequestGuard({
  search,
  from,
  signal,
  validate = validateOnServer,
}: ClaimRequestGuardInput): Promise<ClaimRequestOutcome> {
  const params = claimRequestParams(search);
  if (!params) {
    showErrorPopup({
      title: POPUP_TITLE_ERROR,
      message: appMessages.claimRequestInvalid,
      variant: 'danger',
      size: 'sm',
    });
    return claimRequestFailed(from);
  }
  try {
    return { kind: 'allow', eligibility: await validate(params, signal) };
  } catch (error) {
    // A navigation overtaken by another: nothing to say.
    if (isAbort(error, signal)) throw error;
    // The HTTP layer has shown the popup with the server's message.
    return claimRequestFailed(from, error);
  }
}
