// The customer's rights over their personal data (UU 27/2022): one page with the consents and
// their proof, the copies of their data and their requests (the server's notices link here),
// and the form of a request (correction, restriction, erasure). Signed in, default layout.
import type { PortalRoute } from '../../shared/routeTypes';
import { PRIVACY_PATH, PRIVACY_REQUEST_PATH } from './paths';
import { titles } from './titles';

export const routes: PortalRoute[] = [
  {
    name: 'privacy',
    path: PRIVACY_PATH,
    title: titles.privacy,
    screen: () => import('./PrivacyPage'),
  },
  {
    name: 'privacy-request',
    path: PRIVACY_REQUEST_PATH,
    title: titles.request,
    screen: () => import('./PrivacyRequestPage'),
  },
];
