import type { PortalRoute } from '../../app/routeTypes';
import { messages } from './messages';

export const PREMIUM_INFO_PATH = '/polis/payment';

/** The payment page of one payment (a React Router path parameter). */
export function checkoutPath(paymentId: string): string {
  return `${PREMIUM_INFO_PATH}/checkout/${encodeURIComponent(paymentId)}`;
}

export const routes: PortalRoute[] = [
  {
    name: 'payment-police',
    path: PREMIUM_INFO_PATH,
    title: messages.infoTitle,
    requires: ['selectedPolicy'],
    screen: () => import('./PremiumInfoPage'),
  },
  {
    name: 'payment-checkout',
    path: `${PREMIUM_INFO_PATH}/checkout/:paymentId`,
    layout: 'payment',
    title: messages.checkoutTitle,
    screen: () => import('./PaymentCheckoutPage'),
  },
];
