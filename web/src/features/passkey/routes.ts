// Pengaturan → Passkey (docs/product.md P2.2): the account's passkeys, adding and removing
// them. Like Ganti Kata Sandi, it opens only right after the customer confirmed their
// password for it on Pengaturan (shared/passwordConfirmation.ts, ConfirmRoute
// 'manage-passkeys', the route's name); otherwise back to Pengaturan.
import type { PortalRoute } from '../../shared/routeTypes';
import { PASSKEYS_PATH } from './paths';
import { titles } from './titles';

export const routes: PortalRoute[] = [
  {
    name: 'manage-passkeys',
    path: PASSKEYS_PATH,
    title: titles.passkeys,
    requires: ['passwordConfirmed'],
    screen: () => import('./PasskeyPage'),
  },
];
