// Renders the sign-in pages in the app shell at a given step of a sign-in in progress.
import type { SignInStage } from '../../../api/generated/model/signInStage';
import { startSignInFlow, type SignInFlow } from '../../../shared/authFlow';
import type { PortalRoute } from '../../../shared/routeTypes';
import { renderApp, screenOf } from '../../../test/renderApp';
import { routes } from '../routes';
import { stepToken } from './handlers';

/** The sign-in routes plus stand-ins for the portal's home and a page that sends to sign in. */
export const testRoutes: PortalRoute[] = [
  ...routes,
  { name: 'dashboard', path: '/', layout: 'payment', screen: screenOf('Beranda portal') },
  {
    name: 'login-spaj-polis',
    path: '/login/spaj-polis',
    layout: 'payment',
    public: true,
    screen: screenOf('Pengajuan SPAJ nasabah'),
  },
];

export function flowAt(next: SignInStage, extra: Partial<SignInFlow> = {}): SignInFlow {
  return {
    userName: 'budi.santoso',
    via: 'userName',
    stepToken: stepToken(next),
    next,
    checkPassword: true,
    ...extra,
  };
}

/** Open `path` as if navigated from route `from` with the flow at `flow.next`. */
export function renderStep(path: string, from: string, flow: SignInFlow) {
  startSignInFlow(flow);
  return renderApp(testRoutes, { path, state: { from } });
}

export function renderLogin(path = '/login', state?: unknown) {
  return renderApp(testRoutes, { path, state });
}
