// 'Masuk dengan passkey' on the login page: what is sent (options without a token, verify
// with the step token of the options in `access-token` and the device's answer), and that
// AUTHENTICATED goes on as after a one-time code (tokens, the customer, the portal). The
// failures as the customer sees them: stories/features/auth/LoginPagePasskey.stories.tsx.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PasskeyLoginRequest } from '../../api/generated/model';
import { getAuthState } from '../../shared/authStore';
import { jwt } from '../../test/http';
import { stubWebAuthn, withoutWebAuthn } from '../../test/webauthn';
import { authenticated, signInHandlers } from './testing/handlers';
import { renderLogin } from './testing/render';

const STEP_TOKEN = jwt({ stage: 'PASSKEY' });
const sent: { path: string; token: string | null; body: unknown }[] = [];
const record = async (request: Request) => {
  const text = await request.text();
  sent.push({
    path: new URL(request.url).pathname.replace('/customer/api', ''),
    token: request.headers.get('access-token'),
    body: text ? JSON.parse(text) : undefined,
  });
};
const server = setupServer(
  // What the portal asks once signed in (company profile, config, terms).
  ...signInHandlers([]),
  http.post('*/passkey/login/options', async ({ request }) => {
    await record(request);
    return HttpResponse.json({
      token: STEP_TOKEN,
      options: {
        challenge: 'dGhpcy1pcy1hLWNoYWxsZW5nZQ',
        rpId: 'localhost',
        timeout: 300000,
        userVerification: 'required',
        allowCredentials: [],
      },
    });
  }),
  http.post('*/passkey/login/verify', async ({ request }) => {
    await record(request);
    return HttpResponse.json(authenticated());
  }),
);
let restore: () => void = () => undefined;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
  restore();
});
afterAll(() => server.close());

describe("login page: 'Masuk dengan passkey'", () => {
  it('signs in with the step token of the options and opens the portal', async () => {
    const stub = stubWebAuthn();
    restore = stub.restore;
    const { router } = renderLogin();
    await userEvent.click(await screen.findByRole('button', { name: 'Masuk dengan passkey' }));
    expect(await screen.findByText('Beranda portal')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(sent.map(({ path, token }) => ({ path, token }))).toEqual([
      { path: '/passkey/login/options', token: null },
      { path: '/passkey/login/verify', token: STEP_TOKEN },
    ]);
    const body = sent[1]?.body as PasskeyLoginRequest;
    expect(body.credential).toMatchObject({
      type: 'public-key',
      authenticatorAttachment: 'platform',
    });
    expect(body.credential.response.userHandle).toMatch(/^[A-Za-z0-9_-]+$/);
    // Discoverable: the browser was asked without a user name or a list of passkeys.
    expect(stub.calls.get[0]?.publicKey?.allowCredentials ?? []).toEqual([]);
    expect(localStorage.getItem('refreshToken')).toBe('refresh-token-0123456789abcdef');
    expect(getAuthState()).toMatchObject({
      authenticated: true,
      user: { display_name: 'Budi Santoso' },
    });
  });

  it('is not offered where the browser has no passkeys', async () => {
    restore = withoutWebAuthn();
    renderLogin();
    expect(await screen.findByRole('button', { name: 'Lanjutkan' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Masuk dengan passkey' })).toBeNull();
  });

  it('is not offered on the admin sign-in', async () => {
    const stub = stubWebAuthn();
    restore = stub.restore;
    renderLogin('/login?admin=1');
    expect(await screen.findByRole('button', { name: 'Lanjutkan' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Masuk dengan passkey' })).toBeNull();
  });
});
