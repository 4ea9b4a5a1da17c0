import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { passkeyServer } from '../../../web/src/features/passkey/testing/handlers';
import SettingsPage from '../../../web/src/features/security/SettingsPage';
import {
  CURRENT_PASSWORD,
  newAccountData,
  securityData,
} from '../../../web/src/features/security/testing/fixtures';
import {
  securityServer,
  wrongPasswordMessage,
} from '../../../web/src/features/security/testing/handlers';
import { failing, pending } from '../../support/handlers';
import { page } from '../../support/page';
import { viewport } from '../../support/viewports';

/**
 * Pengaturan: the password, the recovery e-mail, the mobile number and the devices signed
 * in; 'Keluar dari perangkat ini' for the others; 'Konfirmasi Kata Sandi' before a change.
 */
const meta = {
  title: 'Pengaturan/Halaman',
  component: SettingsPage,
  parameters: { portal: { path: '/settings', signedIn: true } },
  globals: viewport('desktop'),
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type User = {
  click: (el: Element) => Promise<void>;
  type: (el: Element, text: string) => Promise<void>;
};

const devices = async () =>
  within(
    await page().findByRole('list', { name: 'Daftar perangkat yang sedang masuk' }),
  ).getAllByRole('listitem');

/** Opens 'Konfirmasi Kata Sandi' from 'Ganti Kata Sandi'. */
const openConfirm = async (user: User) => {
  await user.click(await page().findByRole('button', { name: 'Ganti Kata Sandi' }));
  const dialog = await page().findByRole('dialog', { name: 'Konfirmasi Kata Sandi' });
  await waitFor(() => expect(within(dialog).getByLabelText('Kata sandi saat ini')).toHaveFocus());
  return dialog;
};

const submitPassword = async (user: User, dialog: HTMLElement, password: string) => {
  await user.type(within(dialog).getByLabelText('Kata sandi saat ini'), password);
  await user.click(within(dialog).getByRole('button', { name: 'Lanjut' }));
};

/** Four devices signed in (this one marked), no recovery e-mail yet: the account e-mail serves. */
export const Dimuat: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      ...securityServer({ data: securityData(Date.now(), { recovery_email: null }) }).handlers,
    ),
  play: async () => {
    const recovery = await page().findByRole('region', { name: 'Email Pemulihan' });
    await expect(recovery).toHaveTextContent('Belum diatur');
    await expect(recovery).toHaveTextContent(/dikirim ke email akun Anda/);
    await expect(page().getByRole('region', { name: 'Kata Sandi' })).toHaveTextContent(
      /Terakhir diganti \d{1,2} \w+ \d{4}/,
    );
    const mobile = page().getByRole('region', { name: 'Nomor Ponsel' });
    await expect(within(mobile).getByRole('link', { name: 'Data Polis' })).toHaveAttribute(
      'href',
      '/polis/detail',
    );
    const items = await devices();
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveTextContent('Perangkat ini');
    await expect(page().getAllByRole('button', { name: 'Keluar dari perangkat ini' })).toHaveLength(
      3,
    );
    await expect(page().getByText(/Lokasi tidak diketahui/)).toBeVisible();
  },
};

export const DimuatPonsel: Story = { ...Dimuat, globals: viewport('phone') };

/** Only this device, the password never changed. */
export const HanyaPerangkatIni: Story = {
  beforeEach: ({ msw }) => msw.use(...securityServer({ data: newAccountData() }).handlers),
  play: async () => {
    await expect(
      await page().findByText('Hanya perangkat ini yang sedang masuk ke akun Anda.'),
    ).toBeVisible();
    await expect(page().getByText('Belum pernah diganti')).toBeVisible();
    await expect(await devices()).toHaveLength(1);
  },
};

export const Memuat: Story = {
  beforeEach: ({ msw }) => msw.use(pending('get', '*/password/security/data')),
  play: async () => {
    await expect(await page().findByText('Memuat pengaturan keamanan…')).toBeInTheDocument();
  },
};

export const MemuatPonsel: Story = { ...Memuat, globals: viewport('phone') };

/** The data could not be loaded: the server's message (no popup) and 'Coba lagi', which
 * loads it once the server answers. */
export const Gagal: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      failing('get', '*/password/security/data', 503, 'Layanan sedang sibuk. Silakan coba lagi.'),
    ),
  play: async ({ msw, userEvent }) => {
    const alert = await page().findByRole('alert');
    await expect(alert).toHaveTextContent('Layanan sedang sibuk. Silakan coba lagi.');
    await expect(page().queryByRole('dialog')).toBeNull();
    const retry = within(alert).getByRole('button', { name: 'Coba lagi' });
    await expect(retry).toBeVisible();
    msw.use(...securityServer().handlers);
    await userEvent.click(retry);
    await expect(await page().findByRole('region', { name: 'Kata Sandi' })).toHaveTextContent(
      /Terakhir diganti \d{1,2} \w+ \d{4}/,
    );
  },
};

export const GagalPonsel: Story = { ...Gagal, globals: viewport('phone') };

/** 'Keluar dari perangkat ini' asks first (OK / TIDAK); OK ends that session. */
export const KeluarDariPerangkat: Story = {
  play: async ({ userEvent }) => {
    const [, phone] = await devices();
    await userEvent.click(
      within(phone!).getByRole('button', { name: 'Keluar dari perangkat ini' }),
    );
    const dialog = await page().findByRole('dialog', { name: 'Keluar dari Perangkat' });
    await expect(within(dialog).getByRole('button', { name: 'TIDAK' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(
      await page().findByText('Android 15 · Chrome 142 telah dikeluarkan dari akun Anda.'),
    ).toBeVisible();
    await waitFor(async () => expect(await devices()).toHaveLength(3));
  },
};

export const KeluarDariPerangkatPonsel: Story = {
  ...KeluarDariPerangkat,
  globals: viewport('phone'),
};

/** 'Konfirmasi Kata Sandi' sent empty: asked for at the field, nothing sent. */
export const KonfirmasiKosong: Story = {
  play: async ({ userEvent }) => {
    const dialog = await openConfirm(userEvent);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lanjut' }));
    // The dialog may still be fading in on a busy machine: visible once it has.
    await waitFor(() =>
      expect(within(dialog).getByText('Masukkan kata sandi Anda saat ini.')).toBeVisible(),
    );
  },
};

export const KonfirmasiKosongPonsel: Story = { ...KonfirmasiKosong, globals: viewport('phone') };

/** A wrong password: the server's message with the attempts left. */
export const KonfirmasiSalah: Story = {
  play: async ({ userEvent }) => {
    const dialog = await openConfirm(userEvent);
    await submitPassword(userEvent, dialog, 'bukan-kata-sandi');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      wrongPasswordMessage(4),
    );
  },
};

export const KonfirmasiSalahPonsel: Story = { ...KonfirmasiSalah, globals: viewport('phone') };

/** Too many wrong passwords: the server's lock message; 'Lanjut' waits. */
export const KonfirmasiTerkunci: Story = {
  beforeEach: ({ msw }) => msw.use(...securityServer({ passwordLimit: 1 }).handlers),
  play: async ({ userEvent }) => {
    const dialog = await openConfirm(userEvent);
    await submitPassword(userEvent, dialog, 'bukan-kata-sandi');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /Terlalu banyak percobaan\. Silakan coba lagi setelah pukul/,
    );
    await expect(within(dialog).getByRole('button', { name: 'Lanjut' })).toBeDisabled();
  },
};

/** The right password opens Ganti Kata Sandi. */
export const KonfirmasiBenar: Story = {
  play: async ({ userEvent }) => {
    const dialog = await openConfirm(userEvent);
    await submitPassword(userEvent, dialog, CURRENT_PASSWORD);
    await expect(
      await page().findByRole('heading', { level: 1, name: 'Ganti Kata Sandi' }),
    ).toBeVisible();
  },
};

/**
 * 'Kelola Passkey' asks for the password too ('untuk membuka halaman Passkey'); the right one
 * opens Passkey (features/passkey, its own stories: passkey/PasskeyPage).
 */
export const KelolaPasskey: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...securityServer().handlers, ...passkeyServer().handlers);
  },
  play: async ({ userEvent }) => {
    const section = await page().findByRole('region', { name: 'Passkey' });
    await expect(section).toHaveTextContent(/sidik jari, wajah atau PIN/);
    await userEvent.click(within(section).getByRole('button', { name: 'Kelola Passkey' }));
    const dialog = await page().findByRole('dialog', { name: 'Konfirmasi Kata Sandi' });
    await expect(dialog).toHaveTextContent('untuk membuka halaman Passkey.');
    await submitPassword(userEvent, dialog, CURRENT_PASSWORD);
    await expect(await page().findByRole('heading', { level: 1, name: 'Passkey' })).toBeVisible();
    await expect(await page().findByRole('list', { name: 'Daftar passkey' })).toBeVisible();
  },
};

export const KelolaPasskeyPonsel: Story = { ...KelolaPasskey, globals: viewport('phone') };
