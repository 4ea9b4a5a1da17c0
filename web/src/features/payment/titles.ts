// The page titles of this feature's routes, apart from its other texts: the route table
// (part of the first download) needs only these, not the whole messages module.
export const titles = {
  checkoutTitle: 'Pembayaran Premi',
  /** The payment page of a top-up (set by the page: shared/screenChrome.ts). */
  topupCheckoutTitle: 'Pembayaran Top Up',
  infoTitle: 'Informasi Pembayaran Premi',
  spajTitle: 'Pembayaran Premi Pertama',
  topupTitle: 'Top Up Investasi',
} as const;
