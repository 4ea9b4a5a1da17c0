import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import ChangePasswordPage from '../../../web/src/features/security/ChangePasswordPage';
import { newAccountData } from '../../../web/src/features/security/testing/fixtures';
import {
  COMMON_PASSWORD_MESSAGE,
  CONFIRMATION_LOST_MESSAGE,
  securityServer,
} from '../../../web/src/features/security/testing/handlers';
import { page } from '../../support/page';
import { viewport } from '../../support/viewports';

/**
 * Ganti Kata Sandi, right after the password was confirmed for it on Pengaturan: the new
 * password twice with its rules, then what changed.
 */
const meta = {
  title: 'Pengaturan/Ganti Kata Sandi',
  component: ChangePasswordPage,
  parameters: {
    portal: { path: '/change-password', signedIn: true, passwordConfirmedFor: 'change-password' },
  },
  globals: viewport('desktop'),
  beforeEach: ({ msw }) => msw.use(...securityServer({ confirmed: 'change-password' }).handlers),
} satisfies Meta<typeof ChangePasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type User = {
  click: (el: Element) => Promise<void>;
  type: (el: Element, text: string) => Promise<void>;
};

const NEW_PASSWORD = 'Sepeda-Biru-Di-Bogor';

const save = async (user: User, password: string, confirmation = password) => {
  await user.type(await page().findByLabelText('Kata Sandi Baru'), password);
  await user.type(page().getByLabelText('Konfirmasi Kata Sandi Baru'), confirmation);
  await user.click(page().getByRole('button', { name: 'Simpan Kata Sandi Baru' }));
};

/** The form: the rules under the field, 'Batal' back to Pengaturan. */
export const Formulir: Story = {
  play: async () => {
    const field = await page().findByLabelText('Kata Sandi Baru');
    await waitFor(() => expect(field).toHaveFocus());
    await expect(page().getByText(/bukan kata sandi yang umum dipakai/)).toBeVisible();
    await expect(page().getByText(/tidak memuat nama pengguna Anda/)).toBeVisible();
    await expect(page().getByRole('link', { name: 'Batal' })).toHaveAttribute('href', '/settings');
  },
};

export const FormulirPonsel: Story = { ...Formulir, globals: viewport('phone') };

/** The page's own checks: the two passwords differ, too short. */
export const AturanDiHalaman: Story = {
  play: async ({ userEvent }) => {
    await save(userEvent, 'pendek', 'lain');
    await expect(await page().findByText('Kata sandi minimal 8 karakter.')).toBeVisible();
    await expect(
      page().getByText('Ulangan kata sandi tidak sama dengan kata sandi baru.'),
    ).toBeVisible();
  },
};

/** A rule only the server knows (a common password): its reason on the field. */
export const AturanDilanggar: Story = {
  play: async ({ userEvent }) => {
    await save(userEvent, 'password123');
    await expect(await page().findByText(COMMON_PASSWORD_MESSAGE)).toBeVisible();
    await expect(page().getByLabelText('Kata Sandi Baru')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const AturanDilanggarPonsel: Story = { ...AturanDilanggar, globals: viewport('phone') };

/** Saved; three other devices were signed out. */
export const BerhasilDenganPerangkatLain: Story = {
  play: async ({ userEvent }) => {
    await save(userEvent, NEW_PASSWORD);
    await expect(
      await page().findByRole('heading', { name: 'Kata sandi berhasil diganti.' }),
    ).toBeVisible();
    await expect(page().getByText('3 perangkat lain telah dikeluarkan.')).toBeVisible();
    await expect(page().getByRole('link', { name: 'Kembali ke Pengaturan' })).toBeVisible();
  },
};

export const BerhasilDenganPerangkatLainPonsel: Story = {
  ...BerhasilDenganPerangkatLain,
  globals: viewport('phone'),
};

/** Saved; no other device was signed in. */
export const BerhasilTanpaPerangkatLain: Story = {
  beforeEach: ({ msw }) =>
    msw.use(...securityServer({ confirmed: 'change-password', data: newAccountData() }).handlers),
  play: async ({ userEvent }) => {
    await save(userEvent, NEW_PASSWORD);
    await expect(
      await page().findByRole('heading', { name: 'Kata sandi berhasil diganti.' }),
    ).toBeVisible();
    await expect(page().queryByText(/perangkat lain telah dikeluarkan/)).toBeNull();
    await expect(page().getByText(/Pemberitahuan perubahan ini telah dikirim/)).toBeVisible();
  },
};

/** The server no longer holds the confirmation: back to Pengaturan with its message. */
export const KonfirmasiKedaluwarsa: Story = {
  beforeEach: ({ msw }) => msw.use(...securityServer({ confirmed: null }).handlers),
  play: async ({ userEvent }) => {
    await save(userEvent, NEW_PASSWORD);
    await expect(
      await page().findByRole('heading', { level: 1, name: 'Pengaturan' }),
    ).toBeVisible();
    await expect(await page().findByText(CONFIRMATION_LOST_MESSAGE)).toBeVisible();
  },
};

/** Opened without a confirmation (a reload, a bookmark): Pengaturan instead. */
export const TanpaKonfirmasi: Story = {
  parameters: { portal: { passwordConfirmedFor: null } },
  play: async () => {
    await expect(
      await page().findByRole('heading', { level: 1, name: 'Pengaturan' }),
    ).toBeVisible();
    await expect(page().queryByLabelText('Kata Sandi Baru')).toBeNull();
  },
};
