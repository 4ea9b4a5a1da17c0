// Why the last session ended (idle timeout, expired session, the customer's own logout): left
// by a logout for the login page, which shows it once. Kept in sessionStorage as well as in
// the navigation state, because a route guard may reach /login first with a navigation of
// its own. The texts are the login feature's (loginMessages.notices).
import { readItem, writeItem } from '../api/storage';

export type LoginNotice = 'idle' | 'expired' | 'loggedOut';

/** Navigation state of the login page. */
export interface LoginPageState {
  notice?: LoginNotice;
}

/** sessionStorage key of the notice the login page shows once (why the session ended). */
export const LOGIN_NOTICE_KEY = 'loginNotice';

/** The notice left for the login page by a logout, if any. */
export function peekLoginNotice(): LoginNotice | null {
  const notice = readItem('session', LOGIN_NOTICE_KEY);
  return notice === 'idle' || notice === 'expired' || notice === 'loggedOut' ? notice : null;
}

/** Leave a notice for the login page (null: none). */
export function leaveLoginNotice(notice: LoginNotice | null): void {
  writeItem('session', LOGIN_NOTICE_KEY, notice);
}

export function clearLoginNotice(): void {
  leaveLoginNotice(null);
}
