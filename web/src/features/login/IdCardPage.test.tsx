// Identity check of a new customer or an inactive account.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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

const open = (accountStatus: 'NEW' | 'INACTIVE' = 'NEW') =>
  renderStep('/login/idcard', 'login', flowAt('ID_CARD', { accountStatus, checkPassword: false }));
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Verifikasi' }));

describe('identity check', () => {
  it('checks NIK and birth date before calling', async () => {
    open();
    await userEvent.type(await screen.findByLabelText('NIK (Nomor Induk Kependudukan)'), '12345');
    await userEvent.type(screen.getByLabelText('Tanggal lahir'), '2999-01-01');
    await submit();
    expect(
      await screen.findByText('NIK harus 16 angka yang sesuai dengan KTP Anda.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Tanggal lahir tidak boleh setelah hari ini.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('sends NIK and birth date with the step token and goes on to the OTP', async () => {
    const { router } = open();
    await userEvent.type(
      await screen.findByLabelText('NIK (Nomor Induk Kependudukan)'),
      '3273016406900002',
    );
    await userEvent.type(screen.getByLabelText('Tanggal lahir'), '1990-06-24');
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
    await userEvent.type(screen.getByLabelText('Tanggal lahir'), '1990-06-24');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'NIK atau tanggal lahir tidak sesuai.',
    );
    expect(screen.getByLabelText('NIK (Nomor Induk Kependudukan)')).toHaveValue('3273016406900002');
  });
});
