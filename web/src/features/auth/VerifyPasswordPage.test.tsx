// Password step: the request it sends and the sign-in flow it moves on. What the page shows
// (the name typed, show/hide, 401, 429, 403, the NIK way and 'Lupa kata sandi?'):
// stories/features/auth/VerifyPasswordPage.stories.tsx.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getSignInFlow } from '../../shared/authFlow';
import { signInHandlers, stepToken, type RecordedCall } from './testing/handlers';
import { flowAt, renderStep } from './testing/render';

const calls: RecordedCall[] = [];
const server = setupServer(...signInHandlers(calls));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
});
afterAll(() => server.close());

const open = () => renderStep('/login/verify-password', 'login', flowAt('VERIFY_PASSWORD'));
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Masuk' }));

describe('verify password', () => {
  it('sends the password with the step token and goes on to the OTP', async () => {
    const { router } = open();
    await userEvent.type(await screen.findByLabelText('Kata sandi'), 'Portal#2026!');
    await submit();
    expect(await screen.findByRole('heading', { name: 'Masukkan Kode OTP' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login/otp');
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/password/validate',
      body: { password: 'Portal#2026!' },
      token: stepToken('VERIFY_PASSWORD'),
    });
    expect(getSignInFlow()).toMatchObject({ next: 'OTP', stepToken: stepToken('OTP') });
  });
});
