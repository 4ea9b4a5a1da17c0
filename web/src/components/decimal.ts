// The contract's exact decimals (units and unit prices: '12345.6789', 4 decimals, as text)
// shown in Indonesian without passing through a float: the digits are regrouped as they are.
// The charts alone need numbers (toChartNumber): a plot's position, never a figure read. Used by
// Investasi and the staff's unit price desk.
import { NBSP } from './format';

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** '12345.6789' → '12.345,6789' (thousands with '.', decimals after ','); other text as is. */
export function formatDecimal(value: string): string {
  const match = DECIMAL.exec(value);
  if (!match) return value;
  const [, whole = '', fraction] = match;
  const digits = whole.replace(/^0+(?=\d)/, '');
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return fraction === undefined ? grouped : `${grouped},${fraction}`;
}

/** A unit price (NAB): '1523.4567' → 'Rp 1.523,4567' (no-break space after 'Rp'). */
export function formatUnitPrice(value: string): string {
  return `Rp${NBSP}${formatDecimal(value)}`;
}

/** The decimal's units as a number for a chart's scale ('1523.4567' → 1523.4567). */
export function toChartNumber(value: string): number {
  return DECIMAL.test(value) ? Number(value) : Number.NaN;
}

/** Exact fixed-point arithmetic on 4-decimal strings (fixtures): '1.5000' → 15000n. */
export function toTenThousandths(value: string): bigint {
  const match = DECIMAL.exec(value);
  if (!match) throw new Error(`Not a decimal: ${value}`);
  const [, whole = '0', fraction = ''] = match;
  return BigInt(whole) * 10000n + BigInt(fraction.padEnd(4, '0').slice(0, 4));
}

/** 15000n → '1.5000' (the contract's text). */
export function fromTenThousandths(value: bigint): string {
  const whole = value / 10000n;
  const fraction = (value % 10000n).toString().padStart(4, '0');
  return `${whole.toString()}.${fraction}`;
}

/** Units × unit price in whole rupiah, rounded half up (the contract's rule per fund). */
export function fundValue(units: string, unitPrice: string): number {
  const product = toTenThousandths(units) * toTenThousandths(unitPrice);
  return Number((product + 50_000_000n) / 100_000_000n);
}
