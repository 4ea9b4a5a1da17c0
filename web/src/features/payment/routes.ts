import type { PortalRoute } from '../../shared/routeTypes';
import { titles } from './titles';
import {
  CHECKOUT_ROUTE_PATH,
  PREMIUM_INFO_PATH,
  SPAJ_PAYMENT_ROUTE_PATH,
  TOPUP_PATH,
} from './paths';

export const routes: PortalRoute[] = [
  {
    name: 'payment-police',
    path: PREMIUM_INFO_PATH,
    title: titles.infoTitle,
    requires: ['selectedPolicy'],
    screen: () => import('./PremiumInfoPage'),
  },
  {
    // A unit link policy's top-up (`?policy=`, from Investasi), paid like a premium on the
    // payment page.
    name: 'policy-topup',
    path: TOPUP_PATH,
    title: titles.topupTitle,
    screen: () => import('./topup/TopUpPage'),
  },
  {
    name: 'payment-checkout',
    path: CHECKOUT_ROUTE_PATH,
    layout: 'payment',
    title: titles.checkoutTitle,
    screen: () => import('./PaymentCheckoutPage'),
  },
  {
    // The first premium of an approved SPAJ: a payment page, reachable signed out
    // (docs/product.md P6.1), with the applicant's SPAJ session.
    name: 'spaj-payment',
    path: SPAJ_PAYMENT_ROUTE_PATH,
    layout: 'payment',
    public: true,
    title: titles.spajTitle,
    screen: () => import('./SpajPaymentPage'),
  },
];
