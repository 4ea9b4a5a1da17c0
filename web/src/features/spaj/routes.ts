// The SPAJ pages (docs/product.md P2.2): reachable signed out (P2.4, P6.1). The entry uses
// the login layout; the policy holders' page and the follow-up the layout of the visitor's
// state (default when signed in, else login); the decision page the payment layout. The
// follow-up needs an application number (the tab's SPAJ session), otherwise login. The
// first premium's page (spaj-payment) is the payment feature's.
import type { PortalRoute } from '../../shared/routeTypes';
import {
  SPAJ_APPROVED_ROUTE_PATH,
  SPAJ_ENTRY_PATH,
  SPAJ_FOLLOW_UP_PATH,
  SPAJ_POLIS_PATH,
} from './paths';
import { titles } from './titles';

export const routes: PortalRoute[] = [
  {
    name: 'login-spaj',
    path: SPAJ_ENTRY_PATH,
    layout: 'login',
    public: true,
    title: titles.entry,
    screen: () => import('./pages/SpajEntryPage'),
  },
  {
    name: 'login-spaj-polis',
    path: SPAJ_POLIS_PATH,
    public: true,
    title: titles.polis,
    screen: () => import('./pages/SpajPolisPage'),
  },
  {
    name: 'spaj-follow-up',
    path: SPAJ_FOLLOW_UP_PATH,
    public: true,
    title: titles.followUp,
    requires: ['spajNumber'],
    screen: () => import('./pages/SpajFollowUpPage'),
  },
  {
    name: 'spaj-approved',
    path: SPAJ_APPROVED_ROUTE_PATH,
    layout: 'payment',
    public: true,
    title: titles.approved,
    screen: () => import('./pages/SpajApprovalPage'),
  },
];
