// The first page of a session: Data Polis ('/') for a customer, the admin home for staff;
// or, once, the page that sent the customer to sign in (a return route kept in
// sessionStorage, e.g. 'Masuk dengan akun TManKu' on the SPAJ page for policy holders).
import { readItem, writeItem } from '../api/storage';

export const HOME_PATH = '/';
/** Where an admin session lands (the admin layout). */
export const ADMIN_HOME_PATH = '/admin';
/** sessionStorage key of the page to open after the next sign-in. */
export const RETURN_AFTER_SIGN_IN_KEY = 'returnAfterSignIn';

export function homePath(isAdmin: boolean): string {
  return isAdmin ? ADMIN_HOME_PATH : HOME_PATH;
}

/** A path of this portal: one leading '/', not '//' (another host) nor a backslash. */
function isPortalPath(path: string | null): path is string {
  return path !== null && /^\/(?![/\\])[^\\]*$/.test(path);
}

/** Open `path` after the next customer sign-in (null: forget it). */
export function returnAfterSignIn(path: string | null): void {
  writeItem('session', RETURN_AFTER_SIGN_IN_KEY, isPortalPath(path) ? path : null);
}

/**
 * Where a finished sign-in goes: the return route left for it (once; never for an admin
 * session, whose pages are its own), else the session's home.
 */
export function afterSignInPath(isAdmin: boolean): string {
  const path = readItem('session', RETURN_AFTER_SIGN_IN_KEY);
  writeItem('session', RETURN_AFTER_SIGN_IN_KEY, null);
  return !isAdmin && isPortalPath(path) ? path : homePath(isAdmin);
}
