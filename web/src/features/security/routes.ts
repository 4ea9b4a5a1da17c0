import type { PortalRoute } from '../../shared/routeTypes';
import { titles } from './titles';
import { CHANGE_PASSWORD_PATH, CHANGE_RECOVERY_EMAIL_PATH, SETTINGS_PATH } from './paths';

export const routes: PortalRoute[] = [
  {
    name: 'settings',
    path: SETTINGS_PATH,
    title: titles.settings,
    screen: () => import('./SettingsPage'),
  },
  {
    // Opens only right after the customer confirmed their password for this route on
    // Pengaturan (shared/passwordConfirmation.ts); otherwise back to Pengaturan.
    name: 'change-password',
    path: CHANGE_PASSWORD_PATH,
    title: titles.changePassword,
    requires: ['passwordConfirmed'],
    screen: () => import('./ChangePasswordPage'),
  },
  {
    name: 'change-recovery-email',
    path: CHANGE_RECOVERY_EMAIL_PATH,
    title: titles.changeRecoveryEmail,
    requires: ['passwordConfirmed'],
    screen: () => import('./ChangeRecoveryEmailPage'),
  },
];
