// Where the payment screens live. The screens link to each other through these; routes.ts
// (which loads the screens) builds its rows from them, so no screen imports the route table.
import { withPolicy } from '../../shared/policyLink';

export const PREMIUM_INFO_PATH = '/polis/payment';

/** 'Informasi Pembayaran Premi' of one policy (without one, the page chooses: policyChoice.ts). */
export function premiumInfoPath(policyNumber?: string | null): string {
  return withPolicy(PREMIUM_INFO_PATH, policyNumber);
}

/** The payment page's React Router path (parameter `paymentId`). */
export const CHECKOUT_ROUTE_PATH = `${PREMIUM_INFO_PATH}/checkout/:paymentId`;

/** The payment page of one payment. */
export function checkoutPath(paymentId: string): string {
  return `${PREMIUM_INFO_PATH}/checkout/${encodeURIComponent(paymentId)}`;
}

/** The SPAJ first premium's React Router path (parameter `id`: the SPAJ number). */
export const SPAJ_PAYMENT_ROUTE_PATH = '/SPAJ_payment/:id';

/** 'Top Up' of a unit link policy (`?policy=`), opened from Investasi. */
export const TOPUP_PATH = '/polis/investasi/topup';

/** 'Investasi' (the investment feature's route), where a top-up starts and returns. */
export const INVESTMENT_PATH = '/polis/investasi';
