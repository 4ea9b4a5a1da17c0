import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { getSignInFlow } from '../../../web/src/shared/authFlow';
import VerifyPasswordPage from '../../../web/src/features/auth/pages/VerifyPasswordPage';
import { signInHandlers, type RecordedCall } from '../../../web/src/features/auth/testing/handlers';
import { failing, pending } from '../../support/handlers';
import { page } from '../../support/page';
import { flowAt } from '../../support/portalState';

const calls: RecordedCall[] = [];

const meta = {
  title: 'Masuk/Kata Sandi',
  component: VerifyPasswordPage,
  parameters: {
    portal: { path: '/login/verify-password', from: 'login', flow: flowAt('VERIFY_PASSWORD') },
  },
  beforeEach: ({ msw }) => {
    calls.length = 0;
    msw.use(...signInHandlers(calls));
  },
} satisfies Meta<typeof VerifyPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const password = () => page().findByLabelText('Kata sandi');
const submit = () => page().getByRole('button', { name: 'Masuk' });

/** The same page for every user name: only the name typed is shown (nothing from the
 * server says whose it is); the password field has focus. */
export const Kosong: Story = {
  play: async ({ userEvent }) => {
    await expect(
      await page().findByRole('heading', { name: 'Masukkan Kata Sandi' }),
    ).toBeInTheDocument();
    await expect(page().getByText('budi.santoso')).toBeInTheDocument();
    await waitFor(async () => expect(await password()).toHaveFocus());
    const forgot = page().getByRole('link', { name: 'Lupa kata sandi?' });
    await expect(forgot).toHaveAttribute('href', '/login/forgot-password');
    // It opens the page that asks for the e-mail; nothing was sent from this one.
    await userEvent.click(forgot);
    await expect(await page().findByLabelText('Email terdaftar')).toBeVisible();
    await expect(calls).toEqual([]);
  },
};

/** The eye button shows and hides what was typed. */
export const TampilkanKataSandi: Story = {
  play: async ({ userEvent }) => {
    await userEvent.type(await password(), 'Portal#2026!');
    await expect(await password()).toHaveAttribute('type', 'password');
    await userEvent.click(page().getByRole('button', { name: 'Tampilkan kata sandi' }));
    await expect(await password()).toHaveAttribute('type', 'text');
    const hide = page().getByRole('button', { name: 'Sembunyikan kata sandi' });
    await expect(hide).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(hide);
    await expect(await password()).toHaveAttribute('type', 'password');
  },
};

/** 'Masuk' without a password. */
export const ValidasiKosong: Story = {
  play: async ({ userEvent }) => {
    await password();
    await userEvent.click(submit());
    await expect(await page().findByText('Masukkan kata sandi Anda.')).toBeInTheDocument();
    await expect(calls).toEqual([]);
  },
};

/** password/validate is running. */
export const Memproses: Story = {
  beforeEach: ({ msw }) => msw.use(pending('post', '*/password/validate')),
  play: async ({ userEvent }) => {
    await userEvent.type(await password(), 'Portal#2026!');
    await userEvent.click(submit());
    await expect(await page().findByRole('button', { name: 'Memproses…' })).toBeDisabled();
  },
};

/** A wrong password (401): inline with the attempts left, no popup, entry kept. */
export const KataSandiSalah: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      failing(
        'post',
        '*/password/validate',
        401,
        'Kata sandi yang Anda masukkan salah. Sisa percobaan 4 kali.',
        { attemptsRemaining: 4 },
      ),
    ),
  play: async ({ userEvent }) => {
    await userEvent.type(await password(), 'salah-sandi');
    await userEvent.click(submit());
    await expect(await page().findByRole('alert')).toHaveTextContent(
      'Kata sandi yang Anda masukkan salah. Sisa percobaan 4 kali.',
    );
    await expect(page().queryByRole('dialog')).toBeNull();
    await expect(await password()).toHaveValue('salah-sandi');
  },
};

/** Too many wrong passwords (429): the lock time is said and 'Masuk' holds. */
export const Terkunci: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      failing(
        'post',
        '*/password/validate',
        429,
        'Terlalu banyak percobaan. Silakan coba lagi setelah pukul 10.15 WIB.',
        { lockedUntil: new Date(Date.now() + 600_000).toISOString() },
      ),
    ),
  play: async ({ userEvent }) => {
    await userEvent.type(await password(), 'Portal#2026!');
    await userEvent.click(submit());
    await expect(await page().findByRole('alert')).toHaveTextContent('setelah pukul 10.15 WIB');
    await expect(submit()).toBeDisabled();
  },
};

/** The step token expired (403): 'Perhatian' popup; OK returns to the login page. */
export const SesiBerakhir: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      failing(
        'post',
        '*/password/validate',
        403,
        'Sesi Anda telah berakhir. Silakan masuk kembali.',
      ),
    ),
  play: async ({ userEvent }) => {
    await userEvent.type(await password(), 'Portal#2026!');
    await userEvent.click(submit());
    const popup = await page().findByRole('dialog', { name: 'Perhatian' });
    await expect(popup).toHaveTextContent('Sesi Anda telah berakhir. Silakan masuk kembali.');
    await expect(popup.closest('.modal')).toHaveClass('error-popup-warning');
    await userEvent.click(within(popup).getByRole('button', { name: 'OK' }));
    await expect(
      await page().findByRole('heading', { name: 'Selamat datang di TManKu' }),
    ).toBeInTheDocument();
    await expect(getSignInFlow()).toBeNull();
    // The step's token is over: no logout call for a session that never began.
    await expect(calls.some((call) => call.path === '/session/logout')).toBe(false);
  },
};

/** 'Belum punya kata sandi...? Masuk dengan NIK': a first password or an inactive account goes
 * through NIK and birth date; the login page asks for the NIK. */
export const MasukDenganNik: Story = {
  play: async ({ userEvent }) => {
    await expect(
      await page().findByText(/Belum punya kata sandi, atau akun Anda tidak aktif\?/),
    ).toBeInTheDocument();
    await userEvent.click(page().getByRole('link', { name: 'Masuk dengan NIK' }));
    await expect(
      await page().findByText(/Masukkan NIK Anda \(16 angka sesuai KTP\)/),
    ).toHaveAttribute('role', 'status');
    await expect(await page().findByLabelText('Nama pengguna atau NIK')).toHaveValue('');
    await expect(getSignInFlow()).toBeNull();
  },
};

/** After NIK and birth date (an account with a password): no name and no NIK route. */
export const SetelahVerifikasiIdentitas: Story = {
  parameters: {
    portal: {
      path: '/login/verify-password',
      from: 'id-card',
      flow: flowAt('VERIFY_PASSWORD', {
        userName: '3174011505800003',
        via: 'nik',
        accountStatus: 'ACTIVE',
      }),
    },
  },
  play: async () => {
    await expect(
      await page().findByRole('heading', { name: 'Masukkan Kata Sandi' }),
    ).toBeInTheDocument();
    await expect(page().queryByText('3174011505800003')).toBeNull();
    await expect(page().queryByRole('link', { name: 'Masuk dengan NIK' })).toBeNull();
  },
};
