// The rule the banner form states: what a picture's words shrink to on a 375 px phone.
import { describe, expect, it } from 'vitest';
import { croppedWidth, PHONE_BANNER_HEIGHT, phonePercent, smallestLetterPx } from './phonePreview';

describe('a banner picture on a phone', () => {
  it('is 343 x 114 px, a quarter or less of the stored picture', () => {
    expect(PHONE_BANNER_HEIGHT).toBe(114);
    expect(phonePercent(1280)).toBe(27);
    expect(phonePercent(1920)).toBe(18);
  });

  it('needs letters drawn 45 px tall in a 1280 px picture, 68 px in a 1920 px one', () => {
    expect(smallestLetterPx(1280)).toBe(45);
    expect(smallestLetterPx(1920)).toBe(68);
    // 45 px letters of a 1280 px picture are 12 px on the phone.
    expect((45 * 343) / 1280).toBeGreaterThanOrEqual(12);
  });

  it('counts the width the 3:1 crop keeps', () => {
    expect(croppedWidth(1600, 600)).toBe(1600);
    expect(croppedWidth(2400, 600)).toBe(1800);
  });
});
