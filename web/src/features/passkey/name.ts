// A passkey's name: the contract's rule (PasskeyName: 1-50 characters, at least one that is
// not a space, no control character), checked as the customer types, and the name offered
// first, after the kind of device (navigator.userAgent). Written out here rather than read
// from the generated zod schema, which would bring zod into the page's download (the
// signed-in budget); name.test.ts holds it to the generated schema.
import { messages } from './messages';

/** The longest name the server takes (characters, as JSON Schema counts them). */
export const NAME_MAX = 50;

// eslint-disable-next-line no-control-regex -- the contract's rule is about control characters
const CONTROL = /[\u0000-\u001f\u007f]/;
/** The contract's pattern: no control character, at least one that is not a space. */
// eslint-disable-next-line no-control-regex -- the contract's pattern, as written there
const PATTERN = /^[^\x00-\x1F\x7F]*[^\s\x00-\x1F\x7F][^\x00-\x1F\x7F]*$/;

/** How many characters the name has (code points, not UTF-16 units: an emoji is one). */
export function nameLength(name: string): number {
  return [...name].length;
}

/** What the name sent is: the name typed without spaces around it. */
export function cleanName(name: string): string {
  return name.trim();
}

/** Why `name` cannot be sent (the rule's message), or null when the server will take it. */
export function nameError(name: string): string | null {
  const value = cleanName(name);
  if (value === '') return messages.name.required;
  if (CONTROL.test(value)) return messages.name.control;
  if (nameLength(value) > NAME_MAX) return messages.name.tooLong(NAME_MAX);
  if (!PATTERN.test(value)) return messages.name.required;
  return null;
}

/** The name offered first: the kind of device this browser runs on. */
export function defaultName(userAgent: string): string {
  const d = messages.name.defaults;
  if (/iPhone|iPod/.test(userAgent)) return d.iphone;
  if (/iPad/.test(userAgent)) return d.ipad;
  if (/Android/.test(userAgent)) return /Mobile/.test(userAgent) ? d.androidPhone : d.androidTablet;
  if (/CrOS/.test(userAgent)) return d.chromebook;
  if (/Macintosh|Mac OS X/.test(userAgent)) return d.mac;
  if (/Windows/.test(userAgent)) return d.windows;
  if (/Linux/.test(userAgent)) return d.linux;
  return d.other;
}
