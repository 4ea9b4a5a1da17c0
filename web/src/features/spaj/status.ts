// What a status means for the applicant's pages.
import type { SpajStatus } from '../../api/generated/model';

/** Ended without a policy: rejected by the underwriter, declined by the applicant, expired. */
export const ENDED_STATUSES: ReadonlySet<SpajStatus> = new Set(['REJECTED', 'DECLINED', 'EXPIRED']);

export function isEnded(status: SpajStatus): boolean {
  return ENDED_STATUSES.has(status);
}
