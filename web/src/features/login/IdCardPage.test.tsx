// Identity check: signing in by NIK (the account's status unknown until it passes), or an
// inactive account after its password.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { problem } from '../../test/http';
import { signInHandlers, stepResponse, stepToken, type RecordedCall } from './testing/handlers';
import { flowAt, renderStep } from './testing/render';

const calls: RecordedCall[] = [];
const server = setupServer(...signInHandlers(calls));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
});
afterAll(() => server.close());

const open = (accountStatus?: 'INACTIVE') =>
  renderStep(
    '/login/idcard',
    accountStatus ? 'login-verify-password' : 'login',
    flowAt('ID_CARD', { accountStatus, checkPassword: false }),
  );
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Verifikasi' }));

describe('identity check', () => {
  it('checks NIK and birth date before calling', async () => {
    open();
    await userEvent.type(await screen.findByLabelText('NIK (Nomor Induk Kependudukan)'), '12345');
    await userEvent.type(screen.getByLabelText('Tanggal lahir'), '01/01/2999');
    await submit();
    expect(
      await screen.findByText('NIK harus 16 angka yang sesuai dengan KTP Anda.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Tanggal lahir tidak boleh setelah hari ini.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

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

  it('sends NIK and birth date with the step token and goes on to the OTP', async () => {
    const { router } = open();
    await userEvent.type(
      await screen.findByLabelText('NIK (Nomor Induk Kependudukan)'),
      '3273016406900002',
    );
    await userEvent.type(screen.getByLabelText('Tanggal lahir'), '24/06/1990');
    await submit();
    expect(await screen.findByRole('heading', { name: 'Masukkan Kode OTP' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login/otp');
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/login/idCard',
      body: { nik: '3273016406900002', birthDate: '1990-06-24' },
      token: stepToken('ID_CARD'),
    });
  });

  it('a mismatch (401) shows inline and keeps the entries', async () => {
    server.use(
      http.post('*/login/idCard', () => problem(401, 'NIK atau tanggal lahir tidak sesuai.')),
    );
    open('INACTIVE');
    expect(await screen.findByText(/Akun Anda tidak aktif/)).toBeInTheDocument();
    await userEvent.type(
      screen.getByLabelText('NIK (Nomor Induk Kependudukan)'),
      '3273016406900002',
    );
    await userEvent.type(screen.getByLabelText('Tanggal lahir'), '24/06/1990');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'NIK atau tanggal lahir tidak sesuai.',
    );
    expect(screen.getByLabelText('NIK (Nomor Induk Kependudukan)')).toHaveValue('3273016406900002');
  });

  it('by NIK: the NIK typed on the login page is filled in, the status is not said', async () => {
    renderStep(
      '/login/idcard',
      'login',
      flowAt('ID_CARD', { userName: '3273016406900002', via: 'nik', checkPassword: false }),
    );
    expect(await screen.findByLabelText('NIK (Nomor Induk Kependudukan)')).toHaveValue(
      '3273016406900002',
    );
    expect(screen.getByLabelText('Tanggal lahir')).toHaveFocus();
    expect(
      screen.getByText('Untuk keamanan akun Anda, masukkan NIK dan tanggal lahir sesuai KTP.'),
    ).toBeInTheDocument();
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
