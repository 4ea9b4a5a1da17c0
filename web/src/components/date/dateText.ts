// Dates and times as people type them (28/11/2026, 08:00) and as the forms and the contract
// hold them (2026-11-28, 08:00). A field's value is the ISO date once its text is a whole,
// real date; until then it is the text itself (digits and slashes, never ISO-shaped), so
// every form's own rule sees an invalid date and says so in its words; '' when empty.

const pad = (n: number) => String(n).padStart(2, '0');

/** The ISO date of day/month/year, or null when there is no such day (31/02/2026). */
export function isoOf(day: number, month: number, year: number): string | null {
  if (year < 1000 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real contract date ('2026-11-28'; not '2026-02-31'). */
export function isIsoDate(value: string): boolean {
  const [, y, m, d] = ISO.exec(value) ?? [];
  return y !== undefined && isoOf(Number(d), Number(m), Number(y)) === value;
}

/** '2026-11-28' → '28/11/2026'. */
export function isoToText(iso: string): string {
  const match = ISO.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}

// A whole date as pasted or filled in: ISO, or day month year with '/', '-', '.' or a space.
const WHOLE_ISO = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})\s*$/;
const WHOLE_DMY = /^\s*(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{4})\s*$/;

/**
 * A whole date in any accepted form as the field's text: '28/11/2026', '28-11-2026',
 * '28.11.2026', '2026-11-28' → '28/11/2026'; '2026-02-31' → '31/02/2026' (shown as typed,
 * refused by the rules). Null when `raw` is not a whole date.
 */
export function wholeDateText(raw: string): string | null {
  const iso = WHOLE_ISO.exec(raw);
  const dmy = WHOLE_DMY.exec(raw);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : dmy ? [dmy[3], dmy[2], dmy[1]] : [];
  return y === undefined ? null : `${pad(Number(d))}/${pad(Number(m))}/${y}`;
}

const TYPED = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** What the form holds for the field's text: the ISO date, '' when empty, else the text. */
export function dateValueOf(text: string): string {
  const [, d, m, y] = TYPED.exec(text.trim()) ?? [];
  if (y !== undefined) return isoOf(Number(d), Number(m), Number(y)) ?? text;
  return text.trim() === '' ? '' : text;
}

/** The field's text for the form's value (an ISO date, or text typed before). */
export function dateTextOf(value: string): string {
  if (ISO.test(value)) return isoToText(value);
  return value;
}

/**
 * Typing at the end of the field: digits in parts of `sizes` joined by `separator`, which is
 * put in when the next part starts ('281' → '28/1') or typed ('2/' → '02/'). Other separators
 * are taken for it, anything else is dropped, and a full last part takes no more digits.
 */
export function maskParts(raw: string, sizes: readonly number[], separator: string): string {
  const parts: string[] = [];
  let part = '';
  for (const char of raw) {
    const size = sizes[parts.length] ?? 0;
    const last = parts.length === sizes.length - 1;
    if (char >= '0' && char <= '9') {
      if (part.length < size) part += char;
      else if (!last) {
        parts.push(part);
        part = char;
      }
    } else if (/[/.:\- ]/.test(char) && part !== '' && !last) {
      parts.push(part.padStart(size, '0'));
      part = '';
    }
  }
  return [...parts, part].join(separator);
}

/** Editing inside the text: digits and `separator` only, at most `max` characters. */
export function sanitize(raw: string, separator: string, max: number): string {
  return raw
    .replace(/[.:\- ]/g, separator)
    .replace(new RegExp(`[^0-9${separator}]`, 'g'), '')
    .slice(0, max);
}

export const DATE_SIZES = [2, 2, 4] as const;
export const DATE_LENGTH = 10;

/**
 * The field's text after an edit: a whole date pasted or filled in is written dd/mm/yyyy;
 * typing at the end is masked; an edit inside keeps the text as it is (the user is fixing a
 * part). `atEnd`: the caret is at the end of `raw`.
 */
export function typedDate(raw: string, atEnd: boolean): string {
  const whole = wholeDateText(raw);
  if (whole !== null && !TYPED.test(raw)) return whole;
  if (atEnd) return maskParts(raw, DATE_SIZES, '/');
  return sanitize(raw, '/', DATE_LENGTH);
}

/** The text written in full once the field is left: '1/6/1990' → '01/06/1990'. */
export function tidyDate(text: string): string {
  const value = dateValueOf(text);
  return isIsoDate(value) ? isoToText(value) : text;
}

// Times, 24 hours: '08:00'.
const TIME = /^(\d{1,2})[:.](\d{2})$/;

/** What the form holds for a time's text: 'HH:mm', '' when empty, else the text. */
export function timeValueOf(text: string): string {
  const [, h, m] = TIME.exec(text.trim()) ?? [];
  if (h !== undefined && Number(h) <= 23 && Number(m) <= 59) return `${pad(Number(h))}:${m}`;
  return text.trim() === '' ? '' : text;
}

export const isTime = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

export const TIME_SIZES = [2, 2] as const;
export const TIME_LENGTH = 5;

/** A time's text after an edit ('0800' → '08:00', '8.30' → '08:30'). */
export function typedTime(raw: string, atEnd: boolean): string {
  if (/^\s*\d{1,2}[:.]\d{2}\s*$/.test(raw)) return maskParts(raw.trim(), TIME_SIZES, ':');
  if (atEnd) return maskParts(raw, TIME_SIZES, ':');
  return sanitize(raw, ':', TIME_LENGTH);
}

/** The time written in full once the field is left: '8:00' → '08:00'. */
export function tidyTime(text: string): string {
  const value = timeValueOf(text);
  return isTime(value) ? value : text;
}

/** Today on this device as an ISO date (the local calendar day). */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
