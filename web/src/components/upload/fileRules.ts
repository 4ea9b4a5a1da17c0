// What is checked before a document is sent (the server checks the content again and is the
// judge): JPEG, PNG or PDF by type or name, not empty, at most the file limit, not more files
// than one request takes, and the group's files together (a claim's, an application's) at
// most the group's limit. The limits and the group's own sentences come from the feature.
import { uploadMessages as m } from './uploadMessages';

/** The file input's `accept`: what the contract's document upload takes. */
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

export interface UploadLimits {
  maxFileBytes: number;
  /** The group's files together (a claim's, an application's). */
  maxTotalBytes: number;
  /** Files of one request. */
  maxFiles: number;
}

/** The feature's own sentences for its limits (they name its group: a claim, an application). */
export interface UploadWording {
  totalFull: (maxTotal: string) => string;
  tooMany: (maxFiles: number) => string;
}

/** Why a file cannot be sent, given the bytes and files already taken; null when it may be. */
export function fileProblem(
  file: { name: string; type: string; size: number },
  taken: { bytes: number; files: number },
  limits: UploadLimits,
  wording: UploadWording,
): string | null {
  const typeOk = file.type ? TYPES.includes(file.type) : NAMES.test(file.name);
  if (!typeOk) return m.wrongType;
  if (file.size === 0) return m.empty;
  if (file.size > limits.maxFileBytes) return m.tooLarge(formatBytes(limits.maxFileBytes));
  if (taken.files >= limits.maxFiles) return wording.tooMany(limits.maxFiles);
  if (taken.bytes + file.size > limits.maxTotalBytes) {
    return wording.totalFull(formatBytes(limits.maxTotalBytes));
  }
  return null;
}
