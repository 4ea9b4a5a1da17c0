// Indonesian formatting of money, dates and premium frequencies, for every feature (Data
// Polis now; payment and transaction history later). Phone numbers: api/phone.ts.
import type { PremiumFrequency } from '../api/generated/model';
import { MONTHS } from './date/messages'; // the months as id-ID's long date names them

/** No-break space: keeps 'Rp' and the amount on one line. */
export const NBSP = '\u00A0';

/** Shown where a value is absent (a policy without a next due date). */
export const NOT_AVAILABLE = '–';

/**
 * A formatter made on its first use, not when the module loads: a browser's first Intl
 * formatter, and each time zone, cost it its locale data (about 25 ms of a phone's main
 * thread, 100 ms at Lighthouse's 4x), which a page that shows no date need not pay for.
 */
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const rupiahNumber = onFirstUse(() => new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 }));
const longDate = onFirstUse(
  () => new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeZone: 'UTC' }),
);

/**
 * id-ID's grouping of a whole number: 500000000 → '500.000.000', -750000 → '-750.000'. Written
 * out for whole numbers, the amounts every page shows, so that Data Polis's first render
 * makes no Intl formatter; a fraction, -0 or a number beyond 2^53 still goes through Intl.
 * format.test.ts compares the two.
 */
function groupThousands(amount: number): string {
  if (!Number.isSafeInteger(amount) || Object.is(amount, -0)) {
    return rupiahNumber().format(amount);
  }
  const digits = String(Math.abs(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return amount < 0 ? `-${digits}` : digits;
}

/** 500000000 → 'Rp 500.000.000' (with a no-break space after 'Rp'). Amounts are integers. */
export function formatRupiah(amount: number): string {
  return `Rp${NBSP}${groupThousands(amount)}`;
}

/**
 * Parses a contract `format: date` value ('2026-12-15') as that calendar day, whatever
 * the browser's time zone (new Date('2026-12-15') would be midnight UTC, the day before
 * in the Americas). Returns null for anything else.
 */
export function parseIsoDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return null;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(d) ? null : date;
}

/** '2026-12-15' → '15 Desember 2026'; null, undefined or invalid → the fallback ('–'). */
export function formatDate(
  value: string | null | undefined,
  fallback: string = NOT_AVAILABLE,
): string {
  if (!value) return fallback;
  const date = parseIsoDate(value);
  if (!date) return fallback;
  // id-ID's long date ('d MMMM y') written out for four-digit years, as groupThousands.
  const year = date.getUTCFullYear();
  return year >= 1000 && year <= 9999
    ? `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${year}`
    : longDate().format(date);
}

export const premiumFrequencyLabels: Record<PremiumFrequency, string> = {
  MONTHLY: 'Bulanan',
  QUARTERLY: 'Triwulanan',
  SEMI_ANNUAL: 'Semesteran',
  ANNUAL: 'Tahunan',
  SINGLE: 'Sekaligus',
};

/** The period after the slash in 'Rp 750.000 / bulan'; a single premium has none. */
const premiumPeriods: Record<PremiumFrequency, string | null> = {
  MONTHLY: 'bulan',
  QUARTERLY: 'triwulan',
  SEMI_ANNUAL: 'semester',
  ANNUAL: 'tahun',
  SINGLE: null,
};

/** MONTHLY → 'Bulanan'. */
export function formatFrequency(frequency: PremiumFrequency): string {
  return premiumFrequencyLabels[frequency] ?? frequency;
}

/** (750000, MONTHLY) → 'Rp 750.000 / bulan'; (25000000, SINGLE) → 'Rp 25.000.000 (sekaligus)'. */
export function formatPremium(amount: number, frequency: PremiumFrequency): string {
  const period = premiumPeriods[frequency];
  return period ? `${formatRupiah(amount)} / ${period}` : `${formatRupiah(amount)} (sekaligus)`;
}

// Moments (contract `format: date-time`) are shown in Jakarta time, whatever the browser's
// time zone: the portal's customers and its statements speak WIB.
const WIB_ZONE = 'Asia/Jakarta';
const wibDateTime = onFirstUse(
  () =>
    new Intl.DateTimeFormat('id-ID', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: WIB_ZONE,
    }),
);
const wibLongDateTime = onFirstUse(
  () =>
    new Intl.DateTimeFormat('id-ID', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: WIB_ZONE,
    }),
);
const wibMonth = onFirstUse(
  () =>
    new Intl.DateTimeFormat('id-ID', {
      month: 'long',
      year: 'numeric',
      timeZone: WIB_ZONE,
    }),
);
const wibIsoDate = onFirstUse(() => new Intl.DateTimeFormat('en-CA', { timeZone: WIB_ZONE }));

function parseMoment(value: string): Date | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '2026-10-15T07:02:11+07:00' → '15 Okt 2026, 07.02 WIB'. */
export function formatDateTimeWib(value: string, fallback: string = NOT_AVAILABLE): string {
  const date = parseMoment(value);
  return date ? `${wibDateTime().format(date)} WIB` : fallback;
}

/** '2026-10-15T07:02:11+07:00' → '15 Oktober 2026 pukul 07.02 WIB'. */
export function formatLongDateTimeWib(value: string, fallback: string = NOT_AVAILABLE): string {
  const date = parseMoment(value);
  return date ? `${wibLongDateTime().format(date)} WIB` : fallback;
}

/** '2026-10-31T23:30:00Z' → 'November 2026' (the month in Jakarta). */
export function formatMonthWib(value: string, fallback: string = NOT_AVAILABLE): string {
  const date = parseMoment(value);
  return date ? wibMonth().format(date) : fallback;
}

/** The calendar day in Jakarta of a moment, as a contract date: '2026-11-22'. */
export function isoDateWib(moment: Date | string = new Date()): string {
  const date = typeof moment === 'string' ? parseMoment(moment) : moment;
  return date ? wibIsoDate().format(date) : '';
}

/**
 * A signed amount: (8450000, '+') → '+ Rp 8.450.000', (750000, '-') → '- Rp 750.000'
 * (no-break spaces, so the sign never wraps away from the amount).
 */
export function formatSignedRupiah(amount: number, sign: '+' | '-'): string {
  return `${sign}${NBSP}${formatRupiah(Math.abs(amount))}`;
}
