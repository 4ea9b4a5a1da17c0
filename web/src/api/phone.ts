// Indonesian phone numbers for links and display: the contact page and the message
// placeholders (placeholders.ts: the fetcher's default error message shows the CS WhatsApp
// number as a wa.me link). In api/ so that both the api and the components can use it.

function digitsOf(raw: string): string {
  return raw.replace(/\D/g, '');
}

/**
 * The number in international form without '+', as wa.me wants it:
 * '0811 1500 789' → '628111500789'; '+62 811-1500-789' and '628111500789' stay 628…
 */
export function toInternationalNumber(raw: string): string {
  const digits = digitsOf(raw);
  if (digits.startsWith('0')) return `62${digits.slice(1)}`;
  return digits;
}

/** 'https://wa.me/628111500789' for '0811 1500 789'. */
export function whatsAppLink(raw: string): string {
  return `https://wa.me/${toInternationalNumber(raw)}`;
}

/**
 * A number as written in a message (placeholders.ts): the leading 0 replaced by +62, the
 * rest as given: '0811 1500 789' → '+62811 1500 789'.
 */
export function whatsappDisplay(raw: string): string {
  const trimmed = raw.trim();
  return trimmed.startsWith('0') ? `+62${trimmed.slice(1)}` : trimmed;
}

/**
 * A mobile number as Indonesians write it internationally: '0811 1500 789' →
 * '+62 811-1500-789', '081234567890' → '+62 812-3456-7890'. Numbers that are not
 * Indonesian (no 0 or 62 prefix) come back as given.
 */
export function formatMobileNumber(raw: string): string {
  const international = toInternationalNumber(raw);
  if (!international.startsWith('62') || international.length < 10) return raw.trim();
  const national = international.slice(2);
  const groups = [national.slice(0, 3), national.slice(3, 7), national.slice(7)].filter(Boolean);
  return `+62 ${groups.join('-')}`;
}

/** 'tel:' link of a printed number: '1500 789' → 'tel:1500789', '(021) 2554 7890' → 'tel:02125547890'. */
export function telLink(raw: string): string {
  return `tel:${raw.replace(/[^\d+]/g, '')}`;
}

/** A map search of an address (opens the maps app on phones). */
export function mapSearchLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
