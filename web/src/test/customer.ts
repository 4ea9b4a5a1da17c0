// The contract's example customer (Budi Santoso) as a finished sign-in returns them: the
// signed-in user of the tests and the stories; `staff` is the admin session's user.
import type { SessionUser } from '../api/generated/model/sessionUser';

export const customer: SessionUser = {
  userName: 'budi.santoso',
  nik: '3174********0003',
  display_name: 'Budi Santoso',
  clientNumber: 'C000123456',
  idNumber: '3174********0003',
  phName: 'Budi Santoso',
  isAdmin: false,
};

/** The demo admin account as its sign-in returns it (no policy holder data). */
export const staff: SessionUser = {
  userName: 'admin.portal',
  nik: null,
  display_name: 'admin.portal',
  clientNumber: null,
  idNumber: null,
  phName: null,
  isAdmin: true,
};
