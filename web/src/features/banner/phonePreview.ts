// How a banner's picture shows on a phone, for the rule the form states next to its preview.
// On a 375 px phone the carousel is 343 px wide (the page's 16 px margins) and its 3:1
// picture about 114 px tall, so everything drawn in the picture shrinks to 343 / its width:
// 27% of a 1280 px picture, 18% of a 1920 px one. Words drawn in it stay readable only when
// their letters are still about 12 px tall there.
export const PHONE_BANNER_WIDTH = 343;
export const PHONE_BANNER_HEIGHT = Math.round(PHONE_BANNER_WIDTH / 3);
/** The smallest letters a customer reads on a phone, in CSS pixels. */
export const READABLE_LETTER_PX = 12;

/** What is left of the picture on a phone, in whole percent: 1280 -> 27. */
export function phonePercent(pictureWidth: number): number {
  return Math.round((PHONE_BANNER_WIDTH / pictureWidth) * 100);
}

/** How tall letters must be drawn in a picture this wide to stay readable on a phone. */
export function smallestLetterPx(pictureWidth: number): number {
  return Math.ceil((READABLE_LETTER_PX * pictureWidth) / PHONE_BANNER_WIDTH);
}

/** The width a picture keeps once cropped to 3:1 in the middle (the server's crop). */
export function croppedWidth(width: number, height: number): number {
  return Math.min(width, height * 3);
}
