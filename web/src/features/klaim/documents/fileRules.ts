// What is checked before a claim document is sent (the server checks the content again and
// is the judge): JPEG, PNG or PDF by type or name, not empty, at most the file limit (10 MB),
// the claim's files together at most the claim limit (50 MB), and not too many files.
import { uploadMessages as m } from './uploadMessages';

/** The contract's limits for CLAIM_DOCUMENT (DocumentPurpose), when no answer gives them. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_CLAIM_BYTES = 50 * 1024 * 1024;
/** ClaimSubmitRequest.documents and ClaimDocumentAnswerRequest.documents: maxItems. */
export const MAX_SUBMIT_FILES = 20;
export const MAX_ANSWER_FILES = 10;

export const ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';
const TYPES = ['image/jpeg', 'image/png', 'application/pdf'];
const NAMES = /\.(jpe?g|png|pdf)$/i;

const NBSP = '\u00A0';

/** 10485760 → '10 MB'; 842113 → '822 KB'; 0 → '0 KB' (a no-break space before the unit). */
export function formatBytes(bytes: number): string {
  if (bytes <= 0) return `0${NBSP}KB`;
  if (bytes >= 1024 * 1024) {
    const mb = bytes / (1024 * 1024);
    return `${Number.isInteger(mb) ? mb : mb.toFixed(1).replace('.', ',')}${NBSP}MB`;
  }
  return `${Math.max(1, Math.round(bytes / 1024))}${NBSP}KB`;
}

export interface FileLimits {
  maxFileBytes: number;
  maxClaimBytes: number;
  maxFiles: number;
}

/** Why a file cannot be sent, given the bytes and files already taken; null when it may be. */
export function fileProblem(
  file: { name: string; type: string; size: number },
  taken: { bytes: number; files: number },
  limits: FileLimits,
): string | null {
  const typeOk = file.type ? TYPES.includes(file.type) : NAMES.test(file.name);
  if (!typeOk) return m.wrongType;
  if (file.size === 0) return m.empty;
  if (file.size > limits.maxFileBytes) return m.tooLarge(formatBytes(limits.maxFileBytes));
  if (taken.files >= limits.maxFiles) return m.tooMany(limits.maxFiles);
  if (taken.bytes + file.size > limits.maxClaimBytes) {
    return m.claimFull(formatBytes(limits.maxClaimBytes));
  }
  return null;
}
