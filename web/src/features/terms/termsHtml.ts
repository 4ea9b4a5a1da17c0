// The terms text: checked to be a string (docs/product.md P8.7) and sanitised before
// it is rendered, so markup from the server can never run script in the portal.
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

/** Error message of a terms response that is not a string (docs/product.md P8.7). */
export const INVALID_RETURN_VALUE = 'invalid return value';

export function assertTermsHtml(value: unknown): string {
  if (typeof value !== 'string') throw new Error(INVALID_RETURN_VALUE);
  return value;
}

let purifier: Purifier | null = null;

function getPurifier(): Purifier {
  if (purifier) return purifier;
  // An own instance: the link hook below must not change other users of DOMPurify.
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

/** Safe HTML of the terms: no script, style, forms, frames, images or event handlers. */
export function sanitizeTermsHtml(html: string): string {
  return getPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'img',
      'video',
      'audio',
    ],
    FORBID_ATTR: ['style'],
  });
}
