// The customer's documents (signed in) and the public check of a document's code, which a
// QR code on every document opens on any phone, signed in or not (login layout: no menu,
// no customer data asked for).
import type { PortalRoute } from '../../shared/routeTypes';
import { PAPERS_PATH, VERIFY_ROUTE_PATH } from './paths';
import { titles } from './titles';

export const routes: PortalRoute[] = [
  {
    name: 'policy-papers',
    path: PAPERS_PATH,
    title: titles.papers,
    screen: () => import('./PapersPage'),
  },
  {
    // The form, and with a code the result: one row and one chunk (the route table is part
    // of every page's first download).
    name: 'verify-paper',
    path: VERIFY_ROUTE_PATH,
    layout: 'login',
    public: true,
    title: titles.verify,
    screen: () => import('./VerifyPaperPage'),
  },
];
