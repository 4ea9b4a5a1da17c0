// The account's e-mail addresses as GET /password/emailPH names them (masked, each with what
// goes to it): the one address a given code or notice goes to.
import type { EmailPhData } from '../api/generated/model/emailPhData';
import type { EmailPhAddressUsesItem } from '../api/generated/model/emailPhAddressUsesItem';

/** The masked address `use` goes to, or null when none (or the answer is not there). */
export function emailFor(
  data: EmailPhData | undefined,
  use: EmailPhAddressUsesItem,
): string | null {
  return data?.emails.find((address) => address.uses.includes(use))?.email ?? null;
}
