// Whole-rupiah amounts as typed in a form ('12.500.000': digits only, thousands separated by
// dots), for every amount field (RupiahInput): what the field shows, the amount it holds, and
// where the caret goes when the dots move.

const grouped = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

/** The most digits an amount field takes: Rp 10.000.000.000 (the contract's largest). */
export const AMOUNT_MAX_DIGITS = 11;

/**
 * What an amount field shows for what was typed or pasted: the digits only, without leading
 * zeros, at most 11, grouped by dots. 'Rp 12,500.000' → '12.500.000'; '' → ''.
 */
export function formatAmountInput(typed: string): string {
  const digits = typed
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, AMOUNT_MAX_DIGITS);
  return digits ? grouped.format(Number(digits)) : '';
}

/** The amount of a field's text ('12.500.000' → 12500000); null when empty. */
export function parseAmountInput(text: string): number | null {
  const digits = text.replace(/\D/g, '');
  return digits ? Number(digits) : null;
}

/** How many digits precede `position` in `text` (to keep the caret after reformatting). */
export function digitsBefore(text: string, position: number): number {
  return text.slice(0, position).replace(/\D/g, '').length;
}

/** The position in `text` just after its `count`-th digit. */
export function positionAfterDigits(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (/\d/.test(text[i] ?? '') && ++seen === count) return i + 1;
  }
  return text.length;
}
