// Pages of other features that Investasi links to ('Top Up', a pending top-up's payment), by
// their paths: apart from paths.ts, which the route table (the first download) carries.

/** 'Top Up Investasi' (the payment feature's route policy-topup) of one policy. */
export const topupPath = (policyNumber: string) =>
  `/polis/investasi/topup?policy=${encodeURIComponent(policyNumber)}`;

/** The payment page of one payment (the payment feature's route payment-checkout). */
export const checkoutPath = (paymentId: string) =>
  `/polis/payment/checkout/${encodeURIComponent(paymentId)}`;
