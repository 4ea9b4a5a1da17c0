// Where the privacy screens live; routes.ts builds its rows from these (part of every page's
// first download, so only what the route table needs is here).
import { PRIVACY_PATH } from '../../shared/privacyPath';

export { PRIVACY_PATH };

/** The request form: correction, restriction or erasure of personal data. */
export const PRIVACY_REQUEST_PATH = `${PRIVACY_PATH}/permintaan`;
