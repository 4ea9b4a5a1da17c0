// Creating a password (new customer) and the new password after forgot password: the call
// each sends with its step token, then the portal. The live rules, the config/all minimum, the
// checks, the server's 422 and the reactivation: stories/features/auth/CreatePasswordPage
// .stories.tsx.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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

const create = () =>
  renderStep('/login/create-password', 'otp', flowAt('CREATE_PASSWORD', { accountStatus: 'NEW' }));
const newPassword = () => screen.getByLabelText('Kata sandi baru');
const confirmation = () => screen.getByLabelText('Ulangi kata sandi baru');
const save = () => userEvent.click(screen.getByRole('button', { name: 'Simpan dan Masuk' }));

describe('create password', () => {
  it('a new customer: password/create with the step token, then the portal', async () => {
    const { router } = create();
    await screen.findByText('Minimal 8 karakter');
    await userEvent.type(newPassword(), 'Kopi-Tubruk-Pagi-2026');
    await userEvent.type(confirmation(), 'Kopi-Tubruk-Pagi-2026');
    await save();
    expect(await screen.findByText('Beranda portal')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(calls.find((c) => c.path === '/password/create')).toEqual({
      method: 'POST',
      path: '/password/create',
      body: { password: 'Kopi-Tubruk-Pagi-2026', confirmPassword: 'Kopi-Tubruk-Pagi-2026' },
      token: stepToken('CREATE_PASSWORD'),
    });
  });
});

describe('new password after forgot password', () => {
  it('password/reset with the NEW_PASSWORD step token, then the portal', async () => {
    const { router } = renderStep(
      '/login/new-password',
      'login-forgot-password',
      flowAt('NEW_PASSWORD'),
    );
    expect(
      await screen.findByRole('heading', { name: 'Atur Ulang Kata Sandi' }),
    ).toBeInTheDocument();
    await userEvent.type(newPassword(), 'Kopi-Tubruk-Pagi-2026');
    await userEvent.type(confirmation(), 'Kopi-Tubruk-Pagi-2026');
    await save();
    expect(await screen.findByText('Beranda portal')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(calls.find((c) => c.path === '/password/reset')?.token).toBe(stepToken('NEW_PASSWORD'));
  });
});
