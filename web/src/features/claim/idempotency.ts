// One Idempotency-Key per claim draft: made when the draft is first submitted and kept in the
// draft (sessionStorage), so a double click, a retry after a timeout or a lost connection, a
// reload, or a second tab holding the same draft sends the same key, and the server makes at
// most one claim (it answers the first claim again). The key is bound to what it was sent
// with: the server refuses a used key with other content (422), so a draft changed after a
// refusal is sent with a new key.
import type { ClaimSubmitRequest } from '../../api/generated/model';

export interface DraftIdempotency {
  key: string;
  /** Fingerprint of the request the key was first sent with. */
  signature: string;
}

/** A 53-bit fingerprint (cyrb53) of a text, as hex. */
function fingerprint(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16);
}

/** JSON with sorted keys, so equal requests give equal text whatever the key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** What makes two submissions the same: their content (documents in any order). */
export function requestSignature(request: ClaimSubmitRequest): string {
  const documents = [...request.documents].sort((a, b) =>
    a.document_id < b.document_id ? -1 : a.document_id > b.document_id ? 1 : 0,
  );
  return fingerprint(canonical({ ...request, documents }));
}

/** The draft's key for this request: the same while the content is the same. */
export function keyForRequest(
  current: DraftIdempotency | null,
  signature: string,
  newKey: () => string = () => crypto.randomUUID(),
): DraftIdempotency {
  return current?.signature === signature ? current : { key: newKey(), signature };
}
