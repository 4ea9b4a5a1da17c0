// Indonesian formatting of money, dates and premium frequencies, for every feature (Data
// Polis now; payment and transaction history later). Phone numbers: api/phone.ts.
import type { PremiumFrequency } from '../api/generated/model';

/** No-break space: keeps 'Rp' and the amount on one line. */
export const NBSP = '\u00A0';

/** Shown where a value is absent (a policy without a next due date). */
export const NOT_AVAILABLE = '–';

const rupiahNumber = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
const longDate = new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeZone: 'UTC' });

/** 500000000 → 'Rp 500.000.000' (with a no-break space after 'Rp'). Amounts are integers. */
export function formatRupiah(amount: number): string {
  return `Rp${NBSP}${rupiahNumber.format(amount)}`;
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
  return date ? longDate.format(date) : fallback;
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
