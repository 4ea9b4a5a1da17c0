// Identity check: signing in by NIK (the account's status unknown until it passes), or an
// inactive account after its password: the typed birth date, and an account with a password
// sent on to it. The checks, the call, the 401 and the NIK filled in:
// stories/features/auth/IdCardPage.stories.tsx.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signInHandlers, stepResponse, type RecordedCall } from './testing/handlers';
import { flowAt, renderStep } from './testing/render';

const calls: RecordedCall[] = [];
const server = setupServer(...signInHandlers(calls));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
});
afterAll(() => server.close());

const open = () =>
  renderStep('/login/idcard', 'login', flowAt('ID_CARD', { checkPassword: false }));
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Verifikasi' }));

describe('identity check', () => {
  it('the birth date is typed dd/mm/yyyy; a day that does not exist is refused', async () => {
    open();
    const birth = await screen.findByLabelText('Tanggal lahir');
    expect(birth).toHaveAttribute('placeholder', 'hh/bb/tttt');
    expect(screen.queryByRole('button', { name: /kalender/ })).toBeNull();
    await userEvent.type(birth, '31021990');
    expect(birth).toHaveValue('31/02/1990');
    await submit();
    expect(await screen.findByText('Tanggal lahir tidak valid.')).toBeInTheDocument();
    expect(birth).toHaveAccessibleDescription(/^Tanggal lahir tidak valid\. Format hari\/bulan/);
    expect(calls).toEqual([]);
  });

  it('an account with a password goes on to its password after NIK and birth date', async () => {
    server.use(
      http.post('*/login/idCard', () => Response.json(stepResponse('VERIFY_PASSWORD', 'ACTIVE'))),
    );
    const { router } = renderStep(
      '/login/idcard',
      'login',
      flowAt('ID_CARD', { userName: '3174011505800003', via: 'nik', checkPassword: false }),
    );
    await userEvent.type(await screen.findByLabelText('Tanggal lahir'), '15/05/1980');
    await submit();
    expect(await screen.findByRole('heading', { name: 'Masukkan Kata Sandi' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login/verify-password');
  });
});
