// Where the security pages live and where they send the customer; routes.ts builds its rows
// from these, so no screen imports the route table.
import type { ConfirmRoute } from '../../api/generated/model/confirmRoute';

/** Pengaturan (route settings). */
export const SETTINGS_PATH = '/settings';
/** Ganti Kata Sandi (route change-password): only right after a password confirmation. */
export const CHANGE_PASSWORD_PATH = '/change-password';
/** Ganti Email Pemulihan (route change-recovery-email): the same rule. */
export const CHANGE_RECOVERY_EMAIL_PATH = '/change-recovery-email';
/**
 * Passkey (route manage-passkeys, features/passkey): the same rule; its list, additions and
 * removals need the confirmation.
 */
export const MANAGE_PASSKEYS_PATH = '/pengaturan/passkey';
/** Data Polis, where Pengkinian Data starts ('Perbarui Data Nasabah'). */
export const POLICY_PAGE_PATH = '/polis/detail';

/** The page a password confirmation opens; its route name is the confirmation's `route`. */
export const CONFIRM_PATHS: Record<ConfirmRoute, string> = {
  'change-password': CHANGE_PASSWORD_PATH,
  'change-recovery-email': CHANGE_RECOVERY_EMAIL_PATH,
  'manage-passkeys': MANAGE_PASSKEYS_PATH,
};
