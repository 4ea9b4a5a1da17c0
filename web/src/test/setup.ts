// Setup of the web unit tests (vitest + jsdom): DOM matchers, cleanup, the runtime
// configuration the fetcher reads, clean storage and clean shared stores for every test
// (the password confirmation lives in memory only).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { resetCompanyProfileCache } from '../api/companyProfile';
import { discardErrorPopup } from '../api/popup';
import { reloadAuthState } from '../shared/authStore';
import { clearPasswordConfirmation } from '../shared/passwordConfirmation';

// findBy* and waitFor give a screen 5 s, not 1 s: npm test runs Vitest beside pytest, and on a
// busy 2-core machine a lazy screen's first render after its data took longer than a second.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => {
  window.__PORTAL_CONFIG__ = {
    apiBaseUrl: '/customer/api',
    clientId: 'portal-web',
    clientSecret: 'portal-web-test-secret',
  };
  localStorage.clear();
  sessionStorage.clear();
  resetCompanyProfileCache();
  clearPasswordConfirmation();
  reloadAuthState();
});

afterEach(() => {
  cleanup();
  // Discarded, not closed: what waits for its OK (a 403's logout) must not reach the next test.
  discardErrorPopup();
});
