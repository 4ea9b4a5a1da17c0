import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import NewPasswordPage from '../../../web/src/features/auth/pages/NewPasswordPage';
import {
  signInHandlers,
  stepToken,
  type RecordedCall,
} from '../../../web/src/features/auth/testing/handlers';
import { failing } from '../../support/handlers';
import { page } from '../../support/page';
import { flowAt } from '../../support/portalState';

const calls: RecordedCall[] = [];

const meta = {
  title: 'Masuk/Kata Sandi Baru',
  component: NewPasswordPage,
  parameters: {
    portal: {
      path: '/login/new-password',
      from: 'login-forgot-password',
      flow: flowAt('NEW_PASSWORD'),
    },
  },
  beforeEach: ({ msw }) => {
    calls.length = 0;
    msw.use(...signInHandlers(calls));
  },
} satisfies Meta<typeof NewPasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const newPassword = () => page().getByLabelText('Kata sandi baru');
const confirmation = () => page().getByLabelText('Ulangi kata sandi baru');
const save = () => page().getByRole('button', { name: 'Simpan dan Masuk' });

/** After the email code: a new password ends every other session. */
export const Kosong: Story = {
  play: async () => {
    await expect(
      await page().findByRole('heading', { name: 'Atur Ulang Kata Sandi' }),
    ).toBeInTheDocument();
    await expect(page().getByText(/Semua sesi lain akan diakhiri/)).toBeInTheDocument();
    await expect(await page().findByText('Minimal 8 karakter')).toBeInTheDocument();
  },
};

/** Empty fields: each says what it needs. */
export const ValidasiKosong: Story = {
  play: async ({ userEvent }) => {
    await page().findByText('Minimal 8 karakter');
    await userEvent.click(save());
    await expect(await page().findByText('Masukkan kata sandi baru.')).toBeInTheDocument();
    await expect(page().getByText('Ulangi kata sandi baru Anda.')).toBeInTheDocument();
    await expect(calls).toEqual([]);
  },
};

/** The server refuses the new password (422, e.g. one used before). */
export const DitolakServer: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      failing('post', '*/password/reset', 422, 'Kata sandi tidak dapat dipakai.', {
        errors: [{ field: 'password', message: 'Kata sandi ini pernah Anda pakai sebelumnya.' }],
      }),
    ),
  play: async ({ userEvent }) => {
    await page().findByText('Minimal 8 karakter');
    await userEvent.type(newPassword(), 'Portal#2025!');
    await userEvent.type(confirmation(), 'Portal#2025!');
    await userEvent.click(save());
    await expect(
      await page().findByText('Kata sandi ini pernah Anda pakai sebelumnya.'),
    ).toBeInTheDocument();
    await expect(newPassword()).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A good new password signs the customer in (password/reset with the step token). */
export const BerhasilMasuk: Story = {
  play: async ({ userEvent }) => {
    await page().findByText('Minimal 8 karakter');
    await userEvent.type(newPassword(), 'Kopi-Tubruk-Pagi-2026');
    await userEvent.type(confirmation(), 'Kopi-Tubruk-Pagi-2026');
    await userEvent.click(save());
    await expect(
      await page().findByRole('heading', { level: 1, name: 'Data Polis' }),
    ).toBeInTheDocument();
    await expect(calls.find((call) => call.path === '/password/reset')?.token).toBe(
      stepToken('NEW_PASSWORD'),
    );
  },
};
