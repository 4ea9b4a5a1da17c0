// Drafts of claim requests: what the customer typed, the documents already uploaded and the
// request's Idempotency-Key, so a reload keeps the work (features/claim/draft.ts). They hold
// health data, so they live in sessionStorage only (this tab; never localStorage), under
// keys starting with `claimDraft:`, and logout (auth.ts) removes them all.
import { removeItemsWithPrefix } from '../api/storage';

export const CLAIM_DRAFT_PREFIX = 'claimDraft:';

export function clearClaimDrafts(): void {
  removeItemsWithPrefix('session', CLAIM_DRAFT_PREFIX);
}
