// Where the investment screen lives: the row of routes.ts (part of every page's first
// download, so only what the route table needs is here).

/** 'Investasi': a unit link policy's funds and charts (`?policy=`: that policy). */
export const INVESTMENT_PATH = '/polis/investasi';

/** 'Top Up Investasi' (the payment feature's route policy-topup) of one policy. */
export const topupPath = (policyNumber: string) =>
  `/polis/investasi/topup?policy=${encodeURIComponent(policyNumber)}`;

/** The payment page of one payment (the payment feature's route payment-checkout). */
export const checkoutPath = (paymentId: string) =>
  `/polis/payment/checkout/${encodeURIComponent(paymentId)}`;
