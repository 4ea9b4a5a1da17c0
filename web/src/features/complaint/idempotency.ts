// One Idempotency-Key per attempt at a complaint: made when the form is first sent and kept
// while its content stays the same, so a double click, or sending again after a lost
// connection or a server hiccup, sends the same key and the server makes at most one
// complaint (it answers the first one again). The server refuses a used key with other
// content (422), so content changed after a refusal is sent with a new key.
import type { ComplaintSubmitRequest } from '../../api/generated/model';

export interface AttemptKey {
  key: string;
  /** The request the key was first sent with, as canonical text. */
  signature: string;
}

/** What makes two submissions the same: their content (attachments in any order). */
export function requestSignature(request: ComplaintSubmitRequest): string {
  return JSON.stringify([
    request.category,
    request.policy_number,
    request.subject,
    request.description,
    [...request.document_ids].sort(),
  ]);
}

/** The attempt's key for this request: the same while the content is the same. */
export function keyForRequest(
  current: AttemptKey | null,
  signature: string,
  newKey: () => string = () => crypto.randomUUID(),
): AttemptKey {
  return current?.signature === signature ? current : { key: newKey(), signature };
}
