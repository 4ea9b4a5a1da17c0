import { describe, expect, it } from 'vitest';
import { fileProblem, formatBytes, MAX_CLAIM_BYTES, MAX_FILE_BYTES } from './fileRules';
import { uploadMessages } from './uploadMessages';

const MB = 1024 * 1024;
const limits = { maxFileBytes: MAX_FILE_BYTES, maxClaimBytes: MAX_CLAIM_BYTES, maxFiles: 20 };
const none = { bytes: 0, files: 0 };
const pdf = (size: number) => ({ name: 'kwitansi.pdf', type: 'application/pdf', size });

describe('claim documents checked before sending', () => {
  it('JPEG, PNG or PDF only (by type, or by name when the browser gives no type)', () => {
    expect(
      fileProblem({ name: 'a.docx', type: 'application/msword', size: 10 }, none, limits),
    ).toBe(uploadMessages.wrongType);
    expect(fileProblem({ name: 'scan.JPG', type: '', size: 10 }, none, limits)).toBeNull();
    expect(fileProblem(pdf(0), none, limits)).toBe(uploadMessages.empty);
  });

  it('at most 10 MB a file and 50 MB a claim', () => {
    expect(fileProblem(pdf(10 * MB), none, limits)).toBeNull();
    expect(fileProblem(pdf(10 * MB + 1), none, limits)).toBe(
      uploadMessages.tooLarge(formatBytes(10 * MB)),
    );
    expect(fileProblem(pdf(5 * MB), { bytes: 46 * MB, files: 5 }, limits)).toBe(
      uploadMessages.claimFull(formatBytes(50 * MB)),
    );
  });

  it('at most the number of files of one request', () => {
    expect(fileProblem(pdf(1), { bytes: 0, files: 20 }, limits)).toBe(uploadMessages.tooMany(20));
  });

  it('sizes in Indonesian style', () => {
    expect(formatBytes(10 * MB)).toBe('10\u00a0MB');
    expect(formatBytes(1.5 * MB)).toBe('1,5\u00a0MB');
    expect(formatBytes(842_113)).toBe('822\u00a0KB');
    expect(formatBytes(0)).toBe('0\u00a0KB');
  });
});
