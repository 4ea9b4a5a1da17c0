import type { PortalRoute } from '../../shared/routeTypes';
import { titles } from './titles';
import { CHECKOUT_ROUTE_PATH, PREMIUM_INFO_PATH } from './paths';

export const routes: PortalRoute[] = [
  {
    name: 'payment-police',
    path: PREMIUM_INFO_PATH,
    title: titles.infoTitle,
    requires: ['selectedPolicy'],
    screen: () => import('./PremiumInfoPage'),
  },
  {
    name: 'payment-checkout',
    path: CHECKOUT_ROUTE_PATH,
    layout: 'payment',
    title: titles.checkoutTitle,
    screen: () => import('./PaymentCheckoutPage'),
  },
];
