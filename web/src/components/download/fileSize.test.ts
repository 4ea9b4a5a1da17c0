import { describe, expect, it } from 'vitest';
import { formatFileSize } from './fileSize';

describe('formatFileSize', () => {
  it('says kilobytes whole and megabytes with one decimal, in Indonesian', () => {
    expect(formatFileSize(41230)).toBe('41 KB');
    expect(formatFileSize(1_234_567)).toBe('1,2 MB');
    expect(formatFileSize(10_485_760)).toBe('10,5 MB');
    expect(formatFileSize(2_000_000)).toBe('2 MB');
  });

  it('never says 0 KB nor 1.000 KB', () => {
    expect(formatFileSize(1)).toBe('1 KB');
    expect(formatFileSize(499)).toBe('1 KB');
    expect(formatFileSize(999_499)).toBe('999 KB');
    expect(formatFileSize(999_600)).toBe('1 MB');
  });
});
