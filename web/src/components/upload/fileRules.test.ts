import { describe, expect, it } from 'vitest';
import { fileProblem, formatBytes } from './fileRules';
import { uploadMessages } from './uploadMessages';

const MB = 1024 * 1024;
const limits = { maxFileBytes: 10 * MB, maxTotalBytes: 50 * MB, maxFiles: 20 };
const wording = {
  totalFull: (max: string) => `Total berkas paling besar ${max}.`,
  tooMany: (max: number) => `Paling banyak ${max} berkas.`,
};
const none = { bytes: 0, files: 0 };
const pdf = (size: number) => ({ name: 'kwitansi.pdf', type: 'application/pdf', size });
const check = (file: { name: string; type: string; size: number }, taken = none) =>
  fileProblem(file, taken, limits, wording);

describe('documents checked before sending', () => {
  it('JPEG, PNG or PDF only (by type, or by name when the browser gives no type)', () => {
    expect(check({ name: 'a.docx', type: 'application/msword', size: 10 })).toBe(
      uploadMessages.wrongType,
    );
    expect(check({ name: 'a.pdf', type: 'application/msword', size: 10 })).toBe(
      uploadMessages.wrongType,
    );
    expect(check({ name: 'scan.JPG', type: '', size: 10 })).toBeNull();
    expect(check({ name: 'foto.png', type: 'image/png', size: 10 })).toBeNull();
    expect(check({ name: 'surat', type: '', size: 10 })).toBe(uploadMessages.wrongType);
    expect(check(pdf(0))).toBe(uploadMessages.empty);
  });

  it('at most the file limit, and the group together at most its limit, in its own words', () => {
    expect(check(pdf(10 * MB))).toBeNull();
    expect(check(pdf(10 * MB + 1))).toBe(uploadMessages.tooLarge('10\u00a0MB'));
    expect(check(pdf(4 * MB), { bytes: 46 * MB, files: 5 })).toBeNull();
    expect(check(pdf(5 * MB), { bytes: 46 * MB, files: 5 })).toBe(
      'Total berkas paling besar 50\u00a0MB.',
    );
  });

  it('at most the number of files of one request, in its own words', () => {
    expect(check(pdf(1), { bytes: 0, files: 19 })).toBeNull();
    expect(check(pdf(1), { bytes: 0, files: 20 })).toBe('Paling banyak 20 berkas.');
  });

  it('sizes in Indonesian style', () => {
    expect(formatBytes(10 * MB)).toBe('10\u00a0MB');
    expect(formatBytes(1.5 * MB)).toBe('1,5\u00a0MB');
    expect(formatBytes(842_113)).toBe('822\u00a0KB');
    expect(formatBytes(0)).toBe('0\u00a0KB');
  });

  it("the input's hint tells the number of files only when given", () => {
    expect(uploadMessages.hint('10\u00a0MB')).toBe(
      'JPEG, PNG atau PDF, paling besar 10\u00a0MB per berkas.',
    );
    expect(uploadMessages.hint('10\u00a0MB', 5)).toBe(
      'JPEG, PNG atau PDF, paling besar 10\u00a0MB per berkas, paling banyak 5 berkas.',
    );
  });
});
