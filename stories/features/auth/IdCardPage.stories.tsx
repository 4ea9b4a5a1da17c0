import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import IdCardPage from '../../../web/src/features/auth/pages/IdCardPage';
import {
  signInHandlers,
  stepToken,
  type RecordedCall,
} from '../../../web/src/features/auth/testing/handlers';
import { failing } from '../../support/handlers';
import { page } from '../../support/page';
import { flowAt } from '../../support/portalState';

const calls: RecordedCall[] = [];

/** A new customer after the forgotten password's code (its status known from that step). */
const newCustomer = flowAt('ID_CARD', { accountStatus: 'NEW', checkPassword: false });

const meta = {
  title: 'Masuk/Verifikasi Identitas',
  component: IdCardPage,
  parameters: { portal: { path: '/login/idcard', from: 'login', flow: newCustomer } },
  beforeEach: ({ msw }) => {
    calls.length = 0;
    msw.use(...signInHandlers(calls));
  },
} satisfies Meta<typeof IdCardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const nik = () => page().findByLabelText('NIK (Nomor Induk Kependudukan)');
const birthDate = () => page().getByLabelText('Tanggal lahir');
const submit = () => page().getByRole('button', { name: 'Verifikasi' });

/** A new customer confirms NIK and birth date. */
export const NasabahBaru: Story = {
  play: async () => {
    await expect(
      await page().findByRole('heading', { name: 'Verifikasi Identitas' }),
    ).toBeInTheDocument();
    await expect(
      page().getByText('Untuk keamanan akun Anda, masukkan NIK dan tanggal lahir sesuai KTP.'),
    ).toBeInTheDocument();
    await waitFor(async () => expect(await nik()).toHaveFocus());
    await expect(page().getByRole('link', { name: /Bukan Anda\? Ganti pengguna/ })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

/** Signed in with the NIK: it is filled in, the birth date has focus; the account's status
 * is not known yet, so the page says nothing about it. */
export const MasukDenganNik: Story = {
  parameters: {
    portal: {
      path: '/login/idcard',
      from: 'login',
      flow: flowAt('ID_CARD', { userName: '3273016406900002', via: 'nik', checkPassword: false }),
    },
  },
  play: async () => {
    await expect(await nik()).toHaveValue('3273016406900002');
    await waitFor(async () => expect(birthDate()).toHaveFocus());
    await expect(
      page().getByText('Untuk keamanan akun Anda, masukkan NIK dan tanggal lahir sesuai KTP.'),
    ).toBeInTheDocument();
  },
};

/** An inactive account after its right password: reactivated through the same check. */
export const AkunTidakAktif: Story = {
  parameters: {
    portal: {
      path: '/login/idcard',
      from: 'login-verify-password',
      flow: flowAt('ID_CARD', { accountStatus: 'INACTIVE' }),
    },
  },
  play: async () => {
    await expect(
      await page().findByText(/Akun Anda tidak aktif karena lama tidak digunakan/),
    ).toBeInTheDocument();
  },
};

/** Both fields empty: each says what it needs; nothing is sent. */
export const ValidasiKosong: Story = {
  play: async ({ userEvent }) => {
    await nik();
    await userEvent.click(submit());
    await expect(await page().findByText('Masukkan NIK Anda.')).toBeInTheDocument();
    await expect(page().getByText('Masukkan tanggal lahir Anda.')).toBeInTheDocument();
    await expect(calls).toEqual([]);
  },
};

/** A short NIK and a birth date in the future. */
export const ValidasiIsianSalah: Story = {
  play: async ({ userEvent }) => {
    await userEvent.type(await nik(), '12345');
    await userEvent.type(birthDate(), '01/01/2999');
    await userEvent.click(submit());
    await expect(
      await page().findByText('NIK harus 16 angka yang sesuai dengan KTP Anda.'),
    ).toBeInTheDocument();
    await expect(
      page().getByText('Tanggal lahir tidak boleh setelah hari ini.'),
    ).toBeInTheDocument();
    await expect(await nik()).toHaveAttribute('aria-invalid', 'true');
    await expect(calls).toEqual([]);
  },
};

/** NIK and birth date do not match the policy data (401): said inline, entries kept. */
export const DataTidakSesuai: Story = {
  beforeEach: ({ msw }) =>
    msw.use(failing('post', '*/login/idCard', 401, 'NIK atau tanggal lahir tidak sesuai.')),
  play: async ({ userEvent }) => {
    await userEvent.type(await nik(), '3273016406900002');
    await userEvent.type(birthDate(), '24/06/1990');
    await userEvent.click(submit());
    await expect(await page().findByRole('alert')).toHaveTextContent(
      'NIK atau tanggal lahir tidak sesuai.',
    );
    await expect(await nik()).toHaveValue('3273016406900002');
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

/** Too many attempts (429): the lock time is said and the button holds. */
export const Terkunci: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      failing(
        'post',
        '*/login/idCard',
        429,
        'Terlalu banyak percobaan. Silakan coba lagi setelah pukul 10.15 WIB.',
        { lockedUntil: new Date(Date.now() + 900_000).toISOString() },
      ),
    ),
  play: async ({ userEvent }) => {
    await userEvent.type(await nik(), '3273016406900002');
    await userEvent.type(birthDate(), '24/06/1990');
    await userEvent.click(submit());
    await expect(await page().findByRole('alert')).toHaveTextContent('setelah pukul 10.15 WIB');
    await expect(submit()).toBeDisabled();
  },
};

/** The right data: the step token goes with the call and the OTP page opens. */
export const LanjutKeOtp: Story = {
  play: async ({ userEvent }) => {
    await userEvent.type(await nik(), '3273016406900002');
    await userEvent.type(birthDate(), '24/06/1990');
    await userEvent.click(submit());
    await expect(
      await page().findByRole('heading', { name: 'Masukkan Kode OTP' }),
    ).toBeInTheDocument();
    await expect(calls[0]).toEqual({
      method: 'POST',
      path: '/login/idCard',
      body: { nik: '3273016406900002', birthDate: '1990-06-24' },
      token: stepToken('ID_CARD'),
    });
  },
};
