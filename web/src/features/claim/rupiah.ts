// The rupiah input: the customer types digits, the field shows them with thousand separators
// ('12.500.000'), and the request gets a whole number. Anything but digits is dropped as it
// is typed (no decimals: amounts are whole rupiah).

/** At most 11 digits: the contract's largest claimed amount is 10.000.000.000. */
const MAX_DIGITS = 11;

/** '12500000' or '12.500.000' or 'Rp 12.500.000' → '12.500.000'; '' for no digits. */
export function formatRupiahInput(text: string): string {
  const digits = text
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, MAX_DIGITS);
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** '12.500.000' → 12500000; null when there are no digits. */
export function parseRupiahInput(text: string): number | null {
  const digits = text.replace(/\D/g, '');
  return digits ? Number(digits) : null;
}
