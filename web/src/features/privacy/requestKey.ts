// One Idempotency-Key per attempt of the request form, as the claim submit keeps one per draft:
// made when the request is first sent and kept while what is sent stays the same, so a double
// click, a retry after a timeout or a lost connection sends the same key and the server records
// at most one request (it answers the first one again). The server refuses a used key with
// other content (422), so a request changed after a refusal is sent with a new key.
import type { PrivacyRequestSubmitRequest } from '../../api/generated/model';

export interface AttemptKey {
  key: string;
  /** What the key was first sent with. */
  signature: string;
}

/** What makes two submissions the same: the kind and the description as sent. */
export function requestSignature(request: PrivacyRequestSubmitRequest): string {
  return JSON.stringify([request.kind, request.description]);
}

/** The attempt's key for this request: the same while the content is the same. */
export function keyForRequest(
  current: AttemptKey | null,
  signature: string,
  newKey: () => string = () => crypto.randomUUID(),
): AttemptKey {
  return current?.signature === signature ? current : { key: newKey(), signature };
}
