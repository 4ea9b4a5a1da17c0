// The first page of a session: Data Polis ('/') for a customer, the admin home for staff.
export const HOME_PATH = '/';
/** Where an admin session lands (the admin layout). */
export const ADMIN_HOME_PATH = '/admin';

export function homePath(isAdmin: boolean): string {
  return isAdmin ? ADMIN_HOME_PATH : HOME_PATH;
}
