import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import ForgotPasswordPage from '../../../web/src/features/auth/pages/ForgotPasswordPage';
import { signInHandlers, type RecordedCall } from '../../../web/src/features/auth/testing/handlers';
import { failing, pending } from '../../support/handlers';
import { page } from '../../support/page';
import { flowAt } from '../../support/portalState';

const calls: RecordedCall[] = [];

const meta = {
  title: 'Masuk/Lupa Kata Sandi',
  component: ForgotPasswordPage,
  parameters: {
    portal: {
      path: '/login/forgot-password',
      from: 'login-verify-password',
      flow: flowAt('VERIFY_PASSWORD'),
    },
  },
  beforeEach: ({ msw }) => {
    calls.length = 0;
    msw.use(...signInHandlers(calls));
  },
} satisfies Meta<typeof ForgotPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const send = () => page().getByRole('button', { name: 'Kirim kode' });
const email = () => page().findByLabelText('Email terdaftar');

/** The customer types the e-mail address of the account; 'Kirim kode'. */
export const MasukkanEmail: Story = {
  play: async () => {
    await expect(
      await page().findByRole('heading', { name: 'Lupa Kata Sandi' }),
    ).toBeInTheDocument();
    await expect(
      page().getByText(/Masukkan email yang terdaftar pada akun atau polis Anda\./),
    ).toBeInTheDocument();
    await waitFor(async () => expect(await email()).toHaveFocus());
    await expect(send()).toBeEnabled();
    await expect(page().getByRole('link', { name: /Kembali ke kata sandi/ })).toBeInTheDocument();
  },
};

/** No address, or not an address: said at the field; nothing is sent. */
export const ValidasiEmail: Story = {
  play: async ({ userEvent }) => {
    await email();
    await userEvent.click(send());
    await expect(await page().findByText('Masukkan email Anda.')).toBeInTheDocument();
    await userEvent.type(await email(), 'bukan-email');
    await userEvent.click(send());
    await expect(await page().findByText(/Email tidak valid/)).toBeInTheDocument();
    await expect(calls).toEqual([]);
  },
};

/** password/otp/generate is running. */
export const Mengirim: Story = {
  beforeEach: ({ msw }) => msw.use(pending('post', '*/password/otp/generate')),
  play: async ({ userEvent }) => {
    await userEvent.type(await email(), 'budi.santoso@gmail.com');
    await userEvent.click(send());
    await expect(await page().findByRole('button', { name: 'Memproses…' })).toBeDisabled();
  },
};

/** 'Kirim kode': the code form. The server answers the same whether or not the address is
 * the account's, so the page says "if this address is registered". */
export const KodeTerkirim: Story = {
  play: async ({ userEvent }) => {
    await userEvent.type(await email(), 'budi.santoso@gmail.com');
    await userEvent.click(send());
    await expect(await page().findByLabelText('Kode OTP (6 angka)')).toBeInTheDocument();
    await expect(
      page().getByText(/Bila email ini terdaftar pada akun Anda, kode 6 angka telah dikirim ke/),
    ).toBeInTheDocument();
    await expect(page().getByText('bu***o@gm***.com')).toBeInTheDocument();
    await expect(calls).toMatchObject([
      {
        path: '/password/otp/generate',
        body: { caseOtp: 'FORGOT_PASSWORD', email: 'budi.santoso@gmail.com' },
      },
    ]);
  },
};

/** Asked again too soon (429): said inline above the address. */
export const TungguKirimUlang: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      failing(
        'post',
        '*/password/otp/generate',
        429,
        'Kode OTP baru dapat dikirim ulang dalam 42 detik.',
      ),
    ),
  play: async ({ userEvent }) => {
    await userEvent.type(await email(), 'budi.santoso@gmail.com');
    await userEvent.click(send());
    await expect(await page().findByRole('alert')).toHaveTextContent('dalam 42 detik');
  },
};

/** A wrong email code (401): once, as the field's error, with the attempts left. */
export const KodeSalah: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      failing('post', '*/password/otp/validate', 401, 'Kode OTP salah. Sisa percobaan 4 kali.', {
        attemptsRemaining: 4,
      }),
    ),
  play: async ({ userEvent }) => {
    await userEvent.type(await email(), 'budi.santoso@gmail.com');
    await userEvent.click(send());
    await userEvent.type(await page().findByLabelText('Kode OTP (6 angka)'), '111111');
    await userEvent.click(page().getByRole('button', { name: 'Verifikasi' }));
    await expect(await page().findByRole('alert')).toHaveTextContent('Kode OTP salah.');
    await expect(page().getByLabelText('Kode OTP (6 angka)')).toHaveAccessibleDescription(
      'Kode OTP salah. Sisa percobaan 4 kali.',
    );
    await expect(page().getAllByText(/Sisa percobaan/)).toHaveLength(1);
    await expect(page().getByLabelText('Kode OTP (6 angka)')).toHaveValue('111111');
  },
};

/** The right code opens the new password page. */
export const LanjutKeKataSandiBaru: Story = {
  play: async ({ userEvent }) => {
    await userEvent.type(await email(), 'budi.santoso@gmail.com');
    await userEvent.click(send());
    await userEvent.type(await page().findByLabelText('Kode OTP (6 angka)'), '482913');
    await userEvent.click(page().getByRole('button', { name: 'Verifikasi' }));
    await expect(
      await page().findByRole('heading', { name: 'Atur Ulang Kata Sandi' }),
    ).toBeInTheDocument();
  },
};
