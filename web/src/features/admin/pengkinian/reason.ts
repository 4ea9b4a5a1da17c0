// The rejection reason's rules from the contract (KycRejectRequest.reason: 10 to 500
// characters, no < > { } \), as Indonesian messages.
import '../../../api/zodSetup';
import {
  rejectKycBody,
  rejectKycBodyReasonMax,
  rejectKycBodyReasonMin,
} from '../../../api/generated/zod/admin/admin.zod';
import { kycMessages } from './kycMessages';

const m = kycMessages.decision;
export const REASON_MIN = rejectKycBodyReasonMin;
export const REASON_MAX = rejectKycBodyReasonMax;

/** The message for an invalid reason, or null when the contract accepts it. */
export function reasonError(value: string): string | null {
  const reason = value.trim();
  if (!reason) return m.reasonRequired;
  if (reason.length < REASON_MIN) return m.reasonShort(REASON_MIN);
  if (reason.length > REASON_MAX) return m.reasonLong(REASON_MAX);
  return rejectKycBody.shape.reason.safeParse(reason).success ? null : m.reasonChars;
}
