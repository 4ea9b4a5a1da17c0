// Signing in and out.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { emitSessionEvent } from '../api/sessionEvents';
import { customer } from '../test/customer';
import { companyProfileHandler } from '../test/http';
import { getAccessToken, getRefreshToken, storeTokens } from '../api/tokens';
import { completeSignIn, installSessionHandlers, logout } from './auth';
import { getSignInFlow, startSignInFlow } from './authFlow';
import { getAuthState } from './authStore';
import { getPasswordConfirmation, setPasswordConfirmation } from './passwordConfirmation';
import { peekLoginNotice } from './loginNotice';
import { registerNavigator } from './navigation';
import { getSelectedPolicy, setSelectedPolicy } from './policyStore';

const logoutCalls: (string | null)[] = [];
const server = setupServer(
  companyProfileHandler(),
  http.post('*/session/logout', ({ request }) => {
    logoutCalls.push(request.headers.get('access-token'));
    return HttpResponse.json({ result: 'Success' });
  }),
);
const navigate = vi.fn();
let uninstall: () => void = () => undefined;
let unregister: () => void = () => undefined;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  unregister = registerNavigator(navigate);
  uninstall = installSessionHandlers();
});
afterEach(() => {
  uninstall();
  unregister();
  navigate.mockReset();
  logoutCalls.length = 0;
  server.resetHandlers();
});
afterAll(() => server.close());

function signedIn() {
  completeSignIn({
    result: 'Success',
    next: 'AUTHENTICATED',
    token: 'access-token-1',
    refreshToken: 'refresh-token-1',
    tnc_version: '2026.1',
    userName: 'budi.santoso',
    policyHolderName: 'Budi Santoso',
    data: customer,
  });
  localStorage.setItem('banner', 'seen');
  setSelectedPolicy('UL24000123');
}

describe('completeSignIn', () => {
  it('stores the token (localStorage token), refresh token and the customer; ends the sign-in flow', () => {
    startSignInFlow({ userName: 'budi.santoso', stepToken: 'step', next: 'OTP' });
    signedIn();
    expect(localStorage.getItem('token')).toBe('access-token-1');
    expect(getRefreshToken()).toBe('refresh-token-1');
    expect(getSignInFlow()).toBeNull();
    expect(getAuthState()).toMatchObject({
      authenticated: true,
      token: 'access-token-1',
      tncVersion: '2026.1',
      isAdmin: false,
      user: { display_name: 'Budi Santoso', clientNumber: 'C000123456' },
    });
  });
});

describe('logout', () => {
  it('ends the session on the server, clears token, refresh token, banner and data, goes to /login', async () => {
    signedIn();
    setPasswordConfirmation({ route: 'change-password', expiresAt: Date.now() + 60_000 });
    await logout();
    expect(getPasswordConfirmation()).toBeNull();
    expect(logoutCalls).toEqual(['access-token-1']);
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(localStorage.getItem('banner')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(getSelectedPolicy()).toBeNull();
    expect(getAuthState().authenticated).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true, state: undefined });
  });

  it('logs out locally even when the server call fails', async () => {
    server.use(http.post('*/session/logout', () => HttpResponse.error()));
    signedIn();
    await logout({ notice: 'idle' });
    expect(getAccessToken()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true, state: { notice: 'idle' } });
    // Also left in sessionStorage, whichever navigation reaches the login page first.
    expect(peekLoginNotice()).toBe('idle');
  });

  it('403: not authenticated at once; the forced logout makes no server call', async () => {
    signedIn();
    emitSessionEvent({ type: 'forbidden' });
    expect(getAuthState().authenticated).toBe(false);
    emitSessionEvent({ type: 'forcedLogout', reason: 'forbidden' });
    await vi.waitFor(() => expect(navigate).toHaveBeenCalled());
    expect(logoutCalls).toEqual([]);
    expect(getAccessToken()).toBeNull();
  });

  it('a failed token refresh logs out with the session-ended notice', async () => {
    signedIn();
    emitSessionEvent({ type: 'forcedLogout', reason: 'refreshFailed' });
    await vi.waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/login', {
        replace: true,
        state: { notice: 'expired' },
      }),
    );
  });

  it('refreshed tokens update tnc_version', () => {
    signedIn();
    storeTokens('access-token-2', 'refresh-token-2');
    emitSessionEvent({ type: 'tokensRefreshed', tncVersion: '2026.2', policyHolderName: null });
    expect(getAuthState()).toMatchObject({ token: 'access-token-2', tncVersion: '2026.2' });
  });
});
