// The contract's example customer (Budi Santoso) as a finished sign-in returns them: the
// signed-in user of the tests and the stories.
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
