// The SPAJ applicant's session of a tab: sessionStorage only (never localStorage `token`), the
// auth store's spaj_number and SPAJ approval, its token on SPAJ calls, a 403 that ends it
// (not a customer's session), and the customer's logout that ends it too.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { customFetch } from '../api/fetcher';
import { closeErrorPopup, getErrorPopup } from '../api/popup';
import { getAccessToken, storeTokens } from '../api/tokens';
import { uploadFile } from '../api/upload';
import { companyProfileHandler, problem } from '../test/http';
import { installSessionHandlers, logout } from './auth';
import { getAuthState, setSessionUser } from './authStore';
import { registerNavigator } from './navigation';
import {
  clearSpajSession,
  getSpajSession,
  reloadSpajSession,
  setSpajApproval,
  SPAJ_SESSION_KEY,
  spajRequest,
  startSpajSession,
} from './spajSession';

const NUMBER = '260417305882';
const answer = (extra: Partial<{ expires_at: string; token: string }> = {}) => ({
  token: 'spaj-session-token',
  spaj_number: NUMBER,
  expires_at: new Date(Date.now() + 2 * 3600_000).toISOString(),
  idle_timeout_seconds: 900,
  ...extra,
});

const seen: { path: string; token: string | null }[] = [];
const server = setupServer(
  companyProfileHandler(),
  http.get('*/spaj/detail', ({ request }) => {
    seen.push({ path: '/spaj/detail', token: request.headers.get('access-token') });
    return problem(403, 'Sesi pemantauan SPAJ Anda telah berakhir.');
  }),
  http.post('*/document/upload', ({ request }) => {
    seen.push({ path: '/document/upload', token: request.headers.get('access-token') });
    return HttpResponse.json({ document_id: 'x' }, { status: 201 });
  }),
  http.post('*/spaj/logout', ({ request }) => {
    seen.push({ path: '/spaj/logout', token: request.headers.get('access-token') });
    return HttpResponse.json({ result: 'Success' });
  }),
  http.post('*/session/logout', ({ request }) => {
    seen.push({ path: '/session/logout', token: request.headers.get('access-token') });
    return HttpResponse.json({ result: 'Success' });
  }),
);
const navigate = vi.fn();
let cleanup: () => void = () => undefined;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  const unregister = registerNavigator(navigate);
  const uninstall = installSessionHandlers();
  cleanup = () => {
    uninstall();
    unregister();
  };
});
afterEach(() => {
  cleanup();
  navigate.mockReset();
  seen.length = 0;
  clearSpajSession();
});
afterAll(() => server.close());

describe('the SPAJ session of a tab', () => {
  it('lives in sessionStorage, never as the customer token; the auth store has its number', () => {
    startSpajSession(answer());
    expect(getSpajSession()).toMatchObject({ spajNumber: NUMBER, token: 'spaj-session-token' });
    expect(JSON.parse(sessionStorage.getItem(SPAJ_SESSION_KEY) ?? '{}')).toMatchObject({
      spajNumber: NUMBER,
    });
    expect(localStorage.length).toBe(0);
    expect(getAccessToken()).toBeNull();
    // Not signed in to the portal: the global guard still sends portal pages to login.
    expect(getAuthState()).toMatchObject({
      authenticated: false,
      spajNumber: NUMBER,
      spajApproval: null,
    });
  });

  it('keeps the SPAJ approval of its own application only', () => {
    startSpajSession(answer());
    setSpajApproval('999999999999', 'APPROVED');
    expect(getAuthState().spajApproval).toBeNull();
    setSpajApproval(NUMBER, 'OPEN');
    expect(getAuthState().spajApproval).toBe('OPEN');
    setSpajApproval(NUMBER, 'APPROVED');
    expect(getSpajSession()?.approval).toBe('APPROVED');
  });

  it('is read back after a reload, and not past its absolute end', () => {
    startSpajSession(answer());
    reloadSpajSession();
    expect(getSpajSession()?.spajNumber).toBe(NUMBER);
    startSpajSession(answer({ expires_at: new Date(Date.now() - 1000).toISOString() }));
    expect(getSpajSession()).toBeNull();
    expect(getAuthState().spajNumber).toBeNull();
    sessionStorage.setItem(SPAJ_SESSION_KEY, '{"token":"t","spajNumber":"12"}');
    reloadSpajSession();
    expect(getSpajSession()).toBeNull();
  });
});

describe('SPAJ calls', () => {
  it('send the SPAJ token, also on uploads, and leave the customer token alone', async () => {
    storeTokens('customer-token', 'refresh');
    const session = startSpajSession(answer());
    await uploadFile({
      ...spajRequest(session),
      url: '/document/upload',
      fields: { purpose: 'SPAJ_DOCUMENT' },
      file: new File(['x'], 'a.pdf', { type: 'application/pdf' }),
    });
    expect(seen).toEqual([{ path: '/document/upload', token: 'spaj-session-token' }]);
  });

  it("a 403 ends the SPAJ session (not the customer's): the server's message, then the entry with the number", async () => {
    storeTokens('customer-token', 'refresh');
    setSessionUser(
      {
        userName: 'budi.santoso',
        nik: '',
        display_name: 'Budi',
        clientNumber: null,
        idNumber: null,
        phName: null,
        isAdmin: false,
      },
      '2026.1',
    );
    const session = startSpajSession(answer());
    await expect(
      customFetch(`/spaj/detail?spaj_number=${NUMBER}`, spajRequest(session, { quiet: true })),
    ).rejects.toMatchObject({ status: 403 });
    expect(seen[0]?.token).toBe('spaj-session-token');
    expect(getErrorPopup()).toMatchObject({
      title: 'Perhatian',
      message: 'Sesi pemantauan SPAJ Anda telah berakhir.',
    });
    // The customer is still signed in while the popup shows, and after it.
    expect(getAuthState().authenticated).toBe(true);
    closeErrorPopup();
    await vi.waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/login/spaj', {
        replace: true,
        state: { spajNumber: NUMBER },
      }),
    );
    await vi.waitFor(() => expect(getSpajSession()).toBeNull());
    expect(getAccessToken()).toBe('customer-token');
    expect(getAuthState().authenticated).toBe(true);
    expect(seen.map((s) => s.path)).not.toContain('/session/logout');
  });

  it("the customer's logout ends the SPAJ session too, on the server with its own token", async () => {
    storeTokens('customer-token', 'refresh');
    startSpajSession(answer());
    await logout();
    expect(getSpajSession()).toBeNull();
    expect(getAuthState().spajNumber).toBeNull();
    await vi.waitFor(() =>
      expect(seen).toContainEqual({ path: '/spaj/logout', token: 'spaj-session-token' }),
    );
    expect(seen).toContainEqual({ path: '/session/logout', token: 'customer-token' });
  });
});
