// The route table of docs/product.md P2.2 and P2.3, as data: the concatenation of the
// features' route arrays. A route whose screen does not exist yet is simply absent (it
// answers 'Page not found'); the menu shows only routes in this table.
import { routes as admin } from '../features/admin/routes';
import { routes as cms } from '../features/banner/routes';
import { routes as complaint } from '../features/complaint/routes';
import { routes as contact } from '../features/contact/routes';
import { routes as hospital } from '../features/hospital/routes';
import { routes as investment } from '../features/investment/routes';
import { routes as claim } from '../features/claim/routes';
import { routes as kyc } from '../features/pengkinian/history/routes';
import { routes as login } from '../features/auth/routes';
import { routes as notification } from '../features/notification/routes';
import { routes as papers } from '../features/papers/routes';
import { routes as passkey } from '../features/passkey/routes';
import { routes as payment } from '../features/payment/routes';
import { routes as pengkinian } from '../features/pengkinian/routes';
import { routes as polis } from '../features/policy/routes';
import { routes as privacy } from '../features/privacy/routes';
import { routes as settings } from '../features/security/routes';
import { routes as spaj } from '../features/spaj/routes';
import { routes as terms } from '../features/terms/routes';
import { routes as transaction } from '../features/transaction/routes';
import type { PortalRoute } from '../shared/routeTypes';

export const portalRoutes: readonly PortalRoute[] = [
  ...login,
  ...polis,
  ...papers,
  ...investment,
  ...payment,
  ...pengkinian,
  ...claim,
  ...transaction,
  ...kyc,
  ...notification,
  ...hospital,
  ...terms,
  ...complaint,
  ...contact,
  ...settings,
  ...privacy,
  ...passkey,
  ...spaj,
  ...admin,
  ...cms,
];

export function findRoute(name: string, routes: readonly PortalRoute[] = portalRoutes) {
  return routes.find((route) => route.name === name);
}
