// Where the papers screens live: the rows of routes.ts (part of every page's first download,
// so only what the route table needs is here; the screens build their links from these).

/** 'Dokumen Polis': every issued policy's documents (`?policy=`: that policy's card). */
export const PAPERS_PATH = '/polis/dokumen';

/** The public verification form: the code printed on a document is typed here. */
export const VERIFY_PATH = '/verifikasi-dokumen';

/**
 * React Router's path of the verification: the form without a code, the result with one
 * (optional parameter `code`; the QR code's target).
 */
export const VERIFY_ROUTE_PATH = `${VERIFY_PATH}/:code?`;
