// The unit price desk's rules: a typed unit price (NAB) as the contract's exact text
// ('1530.1200': up to 9 digits, 4 decimals, more than 0), its change from the previous
// published price in percent (2 decimals, computed on exact decimals, never floats), and the
// change over 10% that needs the staff's confirmation before the server takes it.
import { toTenThousandths } from '../../../components/decimal';
import { unitPriceMessages } from './unitPriceMessages';

/** A change above this percent (either way) needs `confirm_large_change`. */
export const LARGE_CHANGE_PERCENT = 10;

const m = unitPriceMessages.errors;

export type PriceInput = { ok: true; value: string } | { ok: false; error: string };

/**
 * What the staff typed, as the contract's text: '1530,12', '1.530,12' or '1530.1200' →
 * '1530.1200'. A comma is the decimal mark (dots before it group thousands); without a comma
 * a single dot is the decimal mark, but not before exactly 3 digits ('1.530' is refused as
 * ambiguous). At most 4 decimals (padded to 4), at most 9 whole digits.
 */
export function parseUnitPrice(typed: string): PriceInput {
  const text = typed.trim().replace(/\s/g, '');
  if (text === '') return { ok: false, error: m.empty };
  let whole: string;
  let fraction: string;
  const comma = /^(\d{1,3}(?:\.\d{3})+|\d+),(\d*)$/.exec(text);
  if (comma) {
    whole = (comma[1] ?? '').replaceAll('.', '');
    fraction = comma[2] ?? '';
  } else {
    const dot = /^(\d+)(?:\.(\d*))?$/.exec(text);
    if (!dot) return { ok: false, error: m.format };
    // '1.530' could be 1530 or 1,53: a comma says which.
    if (dot[2]?.length === 3) return { ok: false, error: m.ambiguous };
    whole = dot[1] ?? '';
    fraction = dot[2] ?? '';
  }
  if (fraction.length > 4) return { ok: false, error: m.decimals };
  whole = whole.replace(/^0+(?=\d)/, '');
  if (whole.length > 9) return { ok: false, error: m.tooLarge };
  const value = `${whole}.${fraction.padEnd(4, '0')}`;
  if (toTenThousandths(value) === 0n) return { ok: false, error: m.zero };
  return { ok: true, value };
}

/**
 * The change from `previous` to `next` in hundredths of a percent, rounded half away from
 * zero: ('1523.4567', '1530.1200') → 44 (0,44%). Null without a previous price.
 */
export function changeHundredths(previous: string | null, next: string): number | null {
  if (previous === null) return null;
  const p = toTenThousandths(previous);
  if (p === 0n) return null;
  const diff = toTenThousandths(next) - p;
  const magnitude = ((diff < 0n ? -diff : diff) * 20000n + p) / (2n * p);
  return Number(diff < 0n ? -magnitude : magnitude);
}

/** 44 → '+0,44%', -1250 → '−12,50%', 0 → '0,00%'. */
export function formatChange(hundredths: number): string {
  const sign = hundredths > 0 ? '+' : hundredths < 0 ? '−' : '';
  const abs = Math.abs(hundredths);
  const whole = Math.floor(abs / 100).toLocaleString('id-ID');
  return `${sign}${whole},${String(abs % 100).padStart(2, '0')}%`;
}

/** The server's change text ('-12.50') as hundredths (-1250). */
export function hundredthsOf(changePercent: string): number {
  const negative = changePercent.startsWith('-');
  const [whole = '0', fraction = '00'] = changePercent.replace('-', '').split('.');
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return negative ? -value : value;
}

/** Over 10% either way (exactly 10% is not). */
export function isLargeChange(previous: string | null, next: string): boolean {
  if (previous === null) return false;
  const p = toTenThousandths(previous);
  const diff = toTenThousandths(next) - p;
  return (diff < 0n ? -diff : diff) * 100n > BigInt(LARGE_CHANGE_PERCENT) * p;
}
