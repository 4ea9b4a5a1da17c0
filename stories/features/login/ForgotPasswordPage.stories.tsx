import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import ForgotPasswordPage from '../../../web/src/features/login/pages/ForgotPasswordPage';
import {
  signInHandlers,
  type RecordedCall,
} from '../../../web/src/features/login/testing/handlers';
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

/** The masked email registered on the policy, and 'Kirim kode'. */
export const EmailTerdaftar: Story = {
  play: async () => {
    await expect(
      await page().findByRole('heading', { name: 'Lupa Kata Sandi' }),
    ).toBeInTheDocument();
    await expect(await page().findByText('bu***o@gm***.com')).toBeInTheDocument();
    await expect(send()).toBeEnabled();
    await expect(page().getByRole('link', { name: /Kembali ke kata sandi/ })).toBeInTheDocument();
  },
};

/** The masked email is loading: nothing to send to yet. */
export const MemuatEmail: Story = {
  beforeEach: ({ msw }) => msw.use(pending('get', '*/password/emailPH')),
  play: async () => {
    await expect(await page().findByText('Memuat email terdaftar…')).toBeInTheDocument();
    await expect(send()).toBeDisabled();
  },
};

/** No email on file (404): said in place of the address; the button stays disabled. */
export const EmailTidakTersedia: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      failing('get', '*/password/emailPH', 404, 'Email pemulihan belum terdaftar pada polis Anda.'),
    ),
  play: async () => {
    await expect(
      await page().findByText('Email terdaftar tidak dapat dimuat.'),
    ).toBeInTheDocument();
    await expect(send()).toBeDisabled();
  },
};

/** 'Kirim kode': the email code form (same countdowns as the sign-in OTP). */
export const KodeTerkirim: Story = {
  play: async ({ userEvent }) => {
    await page().findByText('bu***o@gm***.com');
    await userEvent.click(send());
    await expect(await page().findByLabelText('Kode OTP (6 angka)')).toBeInTheDocument();
    await expect(page().getByText(/Kode 6 angka telah dikirim ke email/)).toBeInTheDocument();
    await expect(calls.map((call) => call.path)).toEqual([
      '/password/emailPH',
      '/password/otp/generate',
    ]);
  },
};

/** A wrong email code (401): inline with the attempts left. */
export const KodeSalah: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      failing(
        'post',
        '*/password/otp/validate',
        401,
        'Kode verifikasi salah. Sisa percobaan 4 kali.',
        { attemptsRemaining: 4 },
      ),
    ),
  play: async ({ userEvent }) => {
    await page().findByText('bu***o@gm***.com');
    await userEvent.click(send());
    await userEvent.type(await page().findByLabelText('Kode OTP (6 angka)'), '111111');
    await userEvent.click(page().getByRole('button', { name: 'Verifikasi' }));
    await expect(await page().findByRole('alert')).toHaveTextContent('Kode verifikasi salah.');
    await expect(page().getByText('Sisa percobaan 4 kali.')).toBeInTheDocument();
  },
};

/** The right code opens the new password page. */
export const LanjutKeKataSandiBaru: Story = {
  play: async ({ userEvent }) => {
    await page().findByText('bu***o@gm***.com');
    await userEvent.click(send());
    await userEvent.type(await page().findByLabelText('Kode OTP (6 angka)'), '482913');
    await userEvent.click(page().getByRole('button', { name: 'Verifikasi' }));
    await expect(
      await page().findByRole('heading', { name: 'Atur Ulang Kata Sandi' }),
    ).toBeInTheDocument();
  },
};
