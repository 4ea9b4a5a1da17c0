// The draft of one claim request (policy, insured and benefit), so a reload keeps the work:
// the form's values, the uploaded documents (ids, names, sizes) and the request's
// Idempotency-Key. It holds health data, so it lives in sessionStorage only (this tab),
// under shared/claimDrafts.ts's prefix, which logout clears; a successful submission clears
// it too. Documents uploaded more than 24 hours ago are dropped on reading: the server no
// longer accepts them (it keeps unattached uploads a day).
import { readJson, writeJson } from '../../api/storage';
import { CLAIM_DRAFT_PREFIX } from '../../shared/claimDrafts';
import type { SavedDocument } from './documents/useDocumentUploads';
import type { DraftIdempotency } from './idempotency';
import type { ClaimFormValues } from './request/formModel';

export const DOCUMENT_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface ClaimDraft {
  values: ClaimFormValues;
  documents: SavedDocument[];
  idempotency: DraftIdempotency | null;
}

export interface DraftFor {
  policy_number: string;
  insured_id: number;
  benefit: string;
}

export const draftKey = ({ policy_number, insured_id, benefit }: DraftFor) =>
  `${CLAIM_DRAFT_PREFIX}${policy_number}:${insured_id}:${benefit}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isSavedDocument(value: unknown): value is SavedDocument {
  return (
    isRecord(value) &&
    typeof value.type === 'string' &&
    typeof value.document_id === 'string' &&
    typeof value.file_name === 'string' &&
    typeof value.size_bytes === 'number' &&
    typeof value.uploaded_at === 'string'
  );
}

export interface RestoredDraft extends Omit<ClaimDraft, 'values'> {
  /** The values stored (text fields only; the form fills in the rest). */
  values: Partial<ClaimFormValues>;
  /** Documents dropped because they are too old to send. */
  expired: number;
}

/** The stored draft, or null; `now` in epoch ms. */
export function readDraft(key: string, now: number = Date.now()): RestoredDraft | null {
  const raw = readJson<unknown>('session', key);
  if (!isRecord(raw) || !isRecord(raw.values)) return null;
  const documents = Array.isArray(raw.documents) ? raw.documents.filter(isSavedDocument) : [];
  const fresh = documents.filter((d) => now - Date.parse(d.uploaded_at) < DOCUMENT_LIFETIME_MS);
  const stored = raw.idempotency;
  const idempotency =
    isRecord(stored) && typeof stored.key === 'string' && typeof stored.signature === 'string'
      ? { key: stored.key, signature: stored.signature }
      : null;
  const values = Object.fromEntries(
    Object.entries(raw.values).filter(([, v]) => typeof v === 'string'),
  ) as Partial<ClaimFormValues>;
  return {
    values,
    documents: fresh,
    idempotency,
    expired: documents.length - fresh.length,
  };
}

export function writeDraft(key: string, draft: ClaimDraft): void {
  writeJson('session', key, draft);
}

export function clearDraft(key: string): void {
  writeJson('session', key, null);
}
