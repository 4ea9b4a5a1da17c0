// The entry's field rules (SpajEntryRequest: a 12-digit number, a birth date), without the
// zod module and react-hook-form: the entry page is a visitor's first screen and loads only
// what it shows (the code step loads the code form when it opens). schemas.test.ts checks them
// against the contract's.
import { messages } from './messages';

const e = messages.entry;
/** The contract's SpajNumber pattern. */
export const SPAJ_NUMBER_PATTERN = /^\d{12}$/;

/** Today on this device's calendar ('2026-11-22'). */
export function todayIso(now: Date = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** What the number field holds as it is sent: digits only ('2604 1730 5882' is typed too). */
export function spajNumberOf(value: string): string {
  return value.replace(/\s/g, '');
}

export function spajNumberError(value: string): string | null {
  const number = spajNumberOf(value);
  if (!number) return e.numberRequired;
  return SPAJ_NUMBER_PATTERN.test(number) ? null : e.numberInvalid;
}

/** A real calendar day ('2026-02-30' is not), not after today. */
export function birthDateError(value: string, today: string = todayIso()): string | null {
  if (!value) return e.birthRequired;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return e.birthInvalid;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    return e.birthInvalid;
  }
  return value > today ? e.birthFuture : null;
}
