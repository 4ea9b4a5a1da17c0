import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { getGetConfigResponseMock } from '../../../web/src/api/generated/endpoints/info/info.msw';
import CreatePasswordPage from '../../../web/src/features/auth/pages/CreatePasswordPage';
import { signInHandlers, type RecordedCall } from '../../../web/src/features/auth/testing/handlers';
import { failing } from '../../support/handlers';
import { page } from '../../support/page';
import { flowAt } from '../../support/portalState';

const calls: RecordedCall[] = [];

const meta = {
  title: 'Masuk/Buat Kata Sandi',
  component: CreatePasswordPage,
  parameters: {
    portal: {
      path: '/login/create-password',
      from: 'otp',
      flow: flowAt('CREATE_PASSWORD', { accountStatus: 'NEW', checkPassword: false }),
    },
  },
  beforeEach: ({ msw }) => {
    calls.length = 0;
    msw.use(...signInHandlers(calls));
  },
} satisfies Meta<typeof CreatePasswordPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const newPassword = () => page().getByLabelText('Kata sandi baru');
const confirmation = () => page().getByLabelText('Ulangi kata sandi baru');
const save = () => page().getByRole('button', { name: 'Simpan dan Masuk' });
const rule = (name: RegExp) =>
  within(page().getByText('Syarat kata sandi').parentElement as HTMLElement).getByText(name)
    .parentElement as HTMLElement;

/** A new customer's first password, with the rules listed under the fields. */
export const NasabahBaru: Story = {
  play: async () => {
    await expect(
      await page().findByRole('heading', { name: 'Buat Kata Sandi' }),
    ).toBeInTheDocument();
    await expect(await page().findByText('Minimal 8 karakter')).toBeInTheDocument();
    await expect(rule(/Minimal 8 karakter/)).toHaveTextContent('belum terpenuhi');
  },
};

/** An inactive account gets a new password to be reactivated. */
export const AktivasiUlangAkunTidakAktif: Story = {
  parameters: {
    portal: {
      path: '/login/create-password',
      from: 'otp',
      flow: flowAt('CREATE_PASSWORD', { accountStatus: 'INACTIVE' }),
    },
  },
  play: async ({ userEvent }) => {
    await expect(
      await page().findByRole('heading', { name: 'Aktifkan Kembali Akun' }),
    ).toBeInTheDocument();
    await expect(page().getByText(/Akun Anda tidak aktif/)).toBeInTheDocument();
    await userEvent.type(newPassword(), 'Kopi-Tubruk-Pagi-2026');
    await userEvent.type(confirmation(), 'Kopi-Tubruk-Pagi-2026');
    await userEvent.click(save());
    await expect(
      await page().findByRole('heading', { level: 1, name: 'Data Polis' }),
    ).toBeInTheDocument();
    await expect(calls.map((call) => call.path)).toContain('/password/setting/userNotActive');
    await expect(calls.map((call) => call.path)).not.toContain('/password/create');
  },
};

/** The rules tick as the customer types (minimum from config/all: 10 here). */
export const AturanTerpenuhi: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      http.get('*/config/all', () =>
        HttpResponse.json({ ...getGetConfigResponseMock(), passwordMinLength: 10 }),
      ),
    ),
  play: async ({ userEvent }) => {
    await page().findByText('Minimal 10 karakter');
    // Nine characters: not yet, and said so in words.
    await userEvent.type(newPassword(), 'Kopi-Tubr');
    await expect(rule(/Minimal 10 karakter/)).not.toHaveClass('is-met');
    await expect(rule(/Minimal 10 karakter/)).toHaveTextContent('belum terpenuhi');
    await userEvent.type(newPassword(), 'uk-Pagi');
    await expect(rule(/Minimal 10 karakter/)).toHaveClass('is-met');
    await expect(rule(/Kedua kata sandi sama/)).not.toHaveClass('is-met');
    await userEvent.type(confirmation(), 'Kopi-Tubruk-Pagi');
    await expect(rule(/Minimal 10 karakter/)).toHaveClass('is-met');
    await expect(rule(/Maksimal 128 karakter/)).toHaveClass('is-met');
    await expect(rule(/Kedua kata sandi sama/)).toHaveClass('is-met');
  },
};

/** Too short and not repeated the same: each field explains; nothing is sent. */
export const ValidasiGagal: Story = {
  play: async ({ userEvent }) => {
    await page().findByText('Minimal 8 karakter');
    await userEvent.type(newPassword(), 'pendek');
    await userEvent.type(confirmation(), 'lain');
    await userEvent.click(save());
    await expect(await page().findByText('Kata sandi minimal 8 karakter.')).toBeInTheDocument();
    await expect(
      page().getByText('Ulangan kata sandi tidak sama dengan kata sandi baru.'),
    ).toBeInTheDocument();
    await expect(newPassword()).toHaveAttribute('aria-invalid', 'true');
    await expect(calls.filter((call) => call.path.startsWith('/password'))).toEqual([]);
  },
};

/** The server refuses the password (422): its reasons land on the field. */
export const DitolakServer: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      failing('post', '*/password/create', 422, 'Kata sandi tidak dapat dipakai.', {
        errors: [{ field: 'password', message: 'Kata sandi ini terlalu umum dipakai.' }],
      }),
    ),
  play: async ({ userEvent }) => {
    await page().findByText('Minimal 8 karakter');
    await userEvent.type(newPassword(), 'password123');
    await userEvent.type(confirmation(), 'password123');
    await userEvent.click(save());
    await expect(await page().findByRole('alert')).toHaveTextContent(
      'Kata sandi tidak dapat dipakai.',
    );
    await expect(
      await page().findByText('Kata sandi ini terlalu umum dipakai.'),
    ).toBeInTheDocument();
    await expect(newPassword()).toHaveAttribute('aria-invalid', 'true');
    await expect(newPassword()).toHaveValue('password123');
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};
