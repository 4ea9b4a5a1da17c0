// Creating a password (new customer, reactivation) and the new password after forgot
// password: live rules, config/all minimum, server rule violations on the fields.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getGetConfigResponseMock } from '../../api/generated/endpoints/info/info.msw';
import { problem } from '../../test/http';
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

const create = (accountStatus: 'NEW' | 'INACTIVE' = 'NEW') =>
  renderStep('/login/create-password', 'otp', flowAt('CREATE_PASSWORD', { accountStatus }));
const newPassword = () => screen.getByLabelText('Kata sandi baru');
const confirmation = () => screen.getByLabelText('Ulangi kata sandi baru');
const rule = (name: RegExp) =>
  within(screen.getByText('Syarat kata sandi').parentElement as HTMLElement).getByText(name)
    .parentElement as HTMLElement;
const save = () => userEvent.click(screen.getByRole('button', { name: 'Simpan dan Masuk' }));

describe('create password', () => {
  it('shows the rules live, with the minimum from config/all', async () => {
    server.use(
      http.get('*/config/all', () =>
        HttpResponse.json({ ...getGetConfigResponseMock(), passwordMinLength: 10 }),
      ),
    );
    create();
    expect(await screen.findByText('Minimal 10 karakter')).toBeInTheDocument();
    await userEvent.type(newPassword(), 'kopi-pagi');
    expect(rule(/Minimal 10 karakter/)).not.toHaveClass('is-met');
    expect(rule(/Minimal 10 karakter/)).toHaveTextContent('belum terpenuhi');
    await userEvent.type(newPassword(), '!');
    expect(rule(/Minimal 10 karakter/)).toHaveClass('is-met');
    expect(rule(/Kedua kata sandi sama/)).not.toHaveClass('is-met');
    await userEvent.type(confirmation(), 'kopi-pagi!');
    expect(rule(/Kedua kata sandi sama/)).toHaveClass('is-met');
  });

  it('explains each field error before calling', async () => {
    create();
    await screen.findByText('Minimal 8 karakter');
    await userEvent.type(newPassword(), 'pendek');
    await userEvent.type(confirmation(), 'lain');
    await save();
    expect(await screen.findByText('Kata sandi minimal 8 karakter.')).toBeInTheDocument();
    expect(
      screen.getByText('Ulangan kata sandi tidak sama dengan kata sandi baru.'),
    ).toBeInTheDocument();
    expect(newPassword()).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.path.startsWith('/password'))).toEqual([]);
  });

  it("puts the server's rule violations (422 errors[]) on their fields and keeps the entries", async () => {
    server.use(
      http.post('*/password/create', () =>
        problem(422, 'Kata sandi tidak dapat dipakai.', {
          errors: [{ field: 'password', message: 'Kata sandi ini terlalu umum dipakai.' }],
        }),
      ),
    );
    create();
    await screen.findByText('Minimal 8 karakter');
    await userEvent.type(newPassword(), 'password123');
    await userEvent.type(confirmation(), 'password123');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Kata sandi tidak dapat dipakai.');
    expect(await screen.findByText('Kata sandi ini terlalu umum dipakai.')).toBeInTheDocument();
    expect(newPassword()).toHaveAttribute('aria-invalid', 'true');
    expect(newPassword()).toHaveValue('password123');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a new customer: password/create with the step token, then the portal', async () => {
    const { router } = create('NEW');
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

  it('an inactive account is reactivated through password/setting/userNotActive', async () => {
    create('INACTIVE');
    expect(
      await screen.findByRole('heading', { name: 'Aktifkan Kembali Akun' }),
    ).toBeInTheDocument();
    await userEvent.type(newPassword(), 'Kopi-Tubruk-Pagi-2026');
    await userEvent.type(confirmation(), 'Kopi-Tubruk-Pagi-2026');
    await save();
    expect(await screen.findByText('Beranda portal')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toContain('/password/setting/userNotActive');
    expect(calls.map((c) => c.path)).not.toContain('/password/create');
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
