// Where Passkey lives and where it sends the customer; routes.ts builds its row from these,
// so no screen imports the route table.

/** Passkey (route manage-passkeys): only right after a password confirmation for it. */
export const PASSKEYS_PATH = '/pengaturan/passkey';
/** Pengaturan (route settings, features/security), where the confirmation is asked for. */
export const SETTINGS_PATH = '/settings';
