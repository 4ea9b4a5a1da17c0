// How Data Polis asks for the banners (the page and its prefetch alike): quietly, since the
// page works without them (a 403 still ends the session, as on every call).
import type { PortalRequestOptions } from '../../../api/fetcher';

export const BANNER_LIST_REQUEST: PortalRequestOptions = { quiet: true };
