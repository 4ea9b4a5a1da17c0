// Where the payment screens live. The screens link to each other through these; routes.ts
// (which loads the screens) builds its rows from them, so no screen imports the route table.
export const PREMIUM_INFO_PATH = '/polis/payment';

/** The payment page's React Router path (parameter `paymentId`). */
export const CHECKOUT_ROUTE_PATH = `${PREMIUM_INFO_PATH}/checkout/:paymentId`;

/** The payment page of one payment. */
export function checkoutPath(paymentId: string): string {
  return `${PREMIUM_INFO_PATH}/checkout/${encodeURIComponent(paymentId)}`;
}
