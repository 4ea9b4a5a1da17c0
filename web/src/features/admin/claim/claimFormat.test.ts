import { describe, expect, it } from 'vitest';
import { formatFileSize } from './claimFormat';

describe('claim formats', () => {
  it.each([
    [900, '900 B'],
    [842_113, '822,4 KB'],
    [1_258_291, '1,2 MB'],
    [10_485_760, '10 MB'],
  ])('file size %i -> %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
