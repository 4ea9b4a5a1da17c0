// Where the SPAJ screens live. The screens link to each other through these; routes.ts (which
// loads the screens) builds its rows from them, so no screen imports the route table. The
// payment of the first premium is the payment feature's page (/SPAJ_payment/{spaj_number}).
import { SPAJ_ENTRY_PATH } from '../../shared/spajSession';

export { SPAJ_ENTRY_PATH };
export const SPAJ_POLIS_PATH = '/login/spaj-polis';
export const SPAJ_FOLLOW_UP_PATH = '/spaj/follow-up';
/** React Router path of the decision page (parameter `id`: the SPAJ number). */
export const SPAJ_APPROVED_ROUTE_PATH = '/SPAJ_approved/:id';
/** Sign-in of the portal (a policy that was issued is seen on Data Polis). */
export const LOGIN_PATH = '/login';
export const DATA_POLIS_PATH = '/polis/detail';

export function spajApprovedPath(spajNumber: string): string {
  return `/SPAJ_approved/${encodeURIComponent(spajNumber)}`;
}

export function spajPaymentPath(spajNumber: string): string {
  return `/SPAJ_payment/${encodeURIComponent(spajNumber)}`;
}
