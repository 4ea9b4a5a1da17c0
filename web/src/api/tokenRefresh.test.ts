// Token refresh: user name from the token payload, rotation, refresh before expiry,
// 'Unauthorized' without a token, logout on failure.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accessToken, problem } from '../test/http';
import { UNAUTHORIZED } from './errors';
import { customFetch } from './fetcher';
import { onSessionEvent, type SessionEvent } from './sessionEvents';
import { needsRefresh, refreshAccessToken } from './tokenRefresh';
import { getAccessToken, getRefreshToken, storeTokens, tokenUserName } from './tokens';

const refreshBodies: unknown[] = [];
const seenTokens: (string | null)[] = [];
const newAccess = accessToken(900, 'budi.santoso');

const server = setupServer(
  http.post('*/token/refresh', async ({ request }) => {
    refreshBodies.push(await request.json());
    return HttpResponse.json({
      token: newAccess,
      refreshToken: 'rotated-refresh-token-0123456789',
      policyHolderName: 'Budi Santoso',
      ldapName: 'budi.santoso',
      userName: 'budi.santoso',
      tnc_version: '2026.2',
    });
  }),
  http.get('*/policy/list', ({ request }) => {
    seenTokens.push(request.headers.get('access-token'));
    return HttpResponse.json({ data: [], total: 0 });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  refreshBodies.length = 0;
  seenTokens.length = 0;
});
afterAll(() => server.close());

function events(): SessionEvent[] {
  const seen: SessionEvent[] = [];
  onSessionEvent((event) => seen.push(event));
  return seen;
}

describe('token refresh', () => {
  it("without a stored token fails with 'Unauthorized' (cause 401) and calls nothing", async () => {
    const error = await refreshAccessToken().catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(UNAUTHORIZED);
    expect((error as Error).cause).toBe(401);
    expect(refreshBodies).toEqual([]);
  });

  it('sends the user name read from the access token and the stored refresh token; stores both new tokens', async () => {
    const seen = events();
    storeTokens(accessToken(30, 'siti.aminah'), 'old-refresh-token-0123456789');
    await expect(refreshAccessToken()).resolves.toBe(newAccess);
    expect(refreshBodies).toEqual([
      { userName: 'siti.aminah', refreshToken: 'old-refresh-token-0123456789' },
    ]);
    expect(getAccessToken()).toBe(newAccess);
    expect(getRefreshToken()).toBe('rotated-refresh-token-0123456789');
    expect(seen).toContainEqual({
      type: 'tokensRefreshed',
      tncVersion: '2026.2',
      policyHolderName: 'Budi Santoso',
    });
  });

  it('logs the customer out when the refresh fails', async () => {
    const seen = events();
    server.use(http.post('*/token/refresh', () => problem(401, 'Sesi tidak dikenali.')));
    storeTokens(accessToken(30), 'old-refresh-token-0123456789');
    await expect(refreshAccessToken()).rejects.toThrow('Sesi tidak dikenali.');
    expect(seen).toContainEqual({ type: 'forcedLogout', reason: 'refreshFailed' });
  });

  it('refreshes before a call when the access token expires within a minute', async () => {
    storeTokens(accessToken(45), 'old-refresh-token-0123456789');
    await customFetch('/policy/list');
    expect(refreshBodies).toHaveLength(1);
    expect(seenTokens).toEqual([newAccess]);
  });

  it('does not refresh a token far from expiry, nor a sign-in step token', async () => {
    const fresh = accessToken(600);
    storeTokens(fresh, 'old-refresh-token-0123456789');
    await customFetch('/policy/list');
    await customFetch('/policy/list', { accessToken: accessToken(5) } as RequestInit);
    expect(refreshBodies).toEqual([]);
    expect(seenTokens[0]).toBe(fresh);
  });

  it('concurrent calls share one refresh', async () => {
    storeTokens(accessToken(10), 'old-refresh-token-0123456789');
    await Promise.all([customFetch('/policy/list'), customFetch('/policy/list')]);
    expect(refreshBodies).toHaveLength(1);
  });

  it('reads the payload of server tokens', () => {
    expect(tokenUserName(accessToken(60, 'andi'))).toBe('andi');
    expect(tokenUserName('not-a-jwt')).toBeNull();
    expect(needsRefresh(accessToken(61), Date.now())).toBe(false);
    expect(needsRefresh(accessToken(59), Date.now())).toBe(true);
    expect(needsRefresh('eyJhbGciOiJIUzI1NiJ9.eyJ1c2VyTmFtZSI6ImEifQ.x')).toBe(false);
    vi.useRealTimers();
  });
});
