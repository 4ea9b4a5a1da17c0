// Renders the SPAJ pages for tests inside the app shell (the real router, guards, layouts and
// popup hosts) with the state a tab would hold: a signed-in customer, a SPAJ session. The
// pages the SPAJ pages lead to but that are not theirs (the sign-in, the first premium's
// payment page, Data Polis) are stand-ins that say where the visitor arrived.
import { storeTokens } from '../../../api/tokens';
import { setSessionUser } from '../../../shared/authStore';
import type { PortalRoute } from '../../../shared/routeTypes';
import { startSpajSession } from '../../../shared/spajSession';
import { customer, staff } from '../../../test/customer';
import { accessToken } from '../../../test/http';
import { renderApp, screenOf } from '../../../test/renderApp';
import { routes as spajRoutes } from '../routes';
import { sessionFor } from './fixtures';

export const LOGIN_STAND_IN = 'Halaman masuk TManKu';
export const PAYMENT_STAND_IN = 'Halaman premi pertama';
export const DATA_POLIS_STAND_IN = 'Isi Data Polis';

export const testRoutes: PortalRoute[] = [
  ...spajRoutes,
  {
    name: 'login',
    path: '/login',
    layout: 'login',
    public: true,
    screen: screenOf(LOGIN_STAND_IN),
  },
  {
    name: 'spaj-payment',
    path: '/SPAJ_payment/:id',
    layout: 'payment',
    public: true,
    title: 'Pembayaran Premi Pertama',
    screen: screenOf(PAYMENT_STAND_IN),
  },
  {
    name: 'detail-polis',
    path: '/polis/detail',
    title: 'Data Polis',
    screen: screenOf(DATA_POLIS_STAND_IN),
  },
];

export interface SpajRenderOptions {
  /** A signed-in customer (or a staff member) in this tab. */
  signedIn?: boolean | 'admin';
  /** The SPAJ session of this tab: the application's number. */
  spaj?: string;
  /** Navigation state of the first entry. */
  state?: unknown;
}

export function renderSpaj(path: string, { signedIn, spaj, state }: SpajRenderOptions = {}) {
  if (signedIn) {
    storeTokens(accessToken(3600), 'refresh-token-0123456789abcdef');
    setSessionUser(signedIn === 'admin' ? staff : customer, '2026.1');
  }
  if (spaj) startSpajSession(sessionFor(spaj));
  return renderApp(testRoutes, { path, state });
}
