// Pages Investasi links to ('Top Up', a pending top-up's payment, 'Alihkan Dana', 'Ubah Alokasi'), by their
// paths: apart from paths.ts, which the route table (the first download) carries.
import { withPolicy } from '../../shared/policyLink';
import { ALLOCATION_CHANGE_PATH, FUND_SWITCH_PATH } from './paths';

/** 'Top Up Investasi' (the payment feature's route policy-topup) of one policy. */
export const topupPath = (policyNumber: string) =>
  `/polis/investasi/topup?policy=${encodeURIComponent(policyNumber)}`;

/** The payment page of one payment (the payment feature's route payment-checkout). */
export const checkoutPath = (paymentId: string) =>
  `/polis/payment/checkout/${encodeURIComponent(paymentId)}`;

/** 'Pengalihan Dana' of one policy (this feature's route policy-fund-switch). */
export const fundSwitchPath = (policyNumber: string) => withPolicy(FUND_SWITCH_PATH, policyNumber);

/** 'Ubah Alokasi Premi' of one policy (this feature's route policy-allocation-change). */
export const allocationChangePath = (policyNumber: string) =>
  withPolicy(ALLOCATION_CHANGE_PATH, policyNumber);
