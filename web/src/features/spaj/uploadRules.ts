// What is checked before a SPAJ document is sent (the server checks the content again and is
// the judge): JPEG, PNG or PDF by type or name, not empty, at most 10 MB a file, the
// application's documents together at most 50 MB, at most 5 files for one request (the
// contract's DocumentPurpose SPAJ_DOCUMENT and SpajRequirementAnswerRequest.document_ids).
import { messages } from './messages';

const m = messages.upload;

export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_SPAJ_BYTES = 50 * 1024 * 1024;
export const MAX_ANSWER_FILES = 5;

export const ACCEPT = '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf';
const TYPES = ['image/jpeg', 'image/png', 'application/pdf'];
const NAMES = /\.(jpe?g|png|pdf)$/i;
const NBSP = '\u00A0';

/** 10485760 → '10 MB'; 842113 → '822 KB' (a no-break space before the unit). */
export function formatBytes(bytes: number): string {
  if (bytes <= 0) return `0${NBSP}KB`;
  if (bytes >= 1024 * 1024) {
    const mb = bytes / (1024 * 1024);
    return `${Number.isInteger(mb) ? mb : mb.toFixed(1).replace('.', ',')}${NBSP}MB`;
  }
  return `${Math.max(1, Math.round(bytes / 1024))}${NBSP}KB`;
}

/** Why a file cannot be sent, given the bytes and files already taken; null when it may be. */
export function fileProblem(
  file: { name: string; type: string; size: number },
  taken: { bytes: number; files: number },
): string | null {
  const typeOk = file.type ? TYPES.includes(file.type) : NAMES.test(file.name);
  if (!typeOk) return m.wrongType;
  if (file.size === 0) return m.empty;
  if (file.size > MAX_FILE_BYTES) return m.tooLarge(formatBytes(MAX_FILE_BYTES));
  if (taken.files >= MAX_ANSWER_FILES) return m.tooMany(MAX_ANSWER_FILES);
  if (taken.bytes + file.size > MAX_SPAJ_BYTES) return m.spajFull(formatBytes(MAX_SPAJ_BYTES));
  return null;
}
