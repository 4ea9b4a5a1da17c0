import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import NotificationSettingsPage from '../../../web/src/features/notification/NotificationSettingsPage';
import { preferencesWithoutPhone } from '../../../web/src/features/notification/testing/fixtures';
import {
  NO_PHONE_MESSAGE,
  notificationServer,
  type NotificationServerOptions,
} from '../../../web/src/features/notification/testing/handlers';
import { failing, pending } from '../../support/handlers';
import { page } from '../../support/page';
import { viewport } from '../../support/viewports';

/**
 * Pengaturan Notifikasi (from Notifikasi): for each topic whether its notices also go by
 * e-mail and by SMS, where they go (masked), and what always goes (the inbox, one-time codes,
 * security notices). 'Simpan' sends only the topics changed.
 */
const meta = {
  title: 'Notifikasi/Pengaturan',
  component: NotificationSettingsPage,
  parameters: { portal: { path: '/notifikasi/pengaturan', signedIn: true } },
  globals: viewport('desktop'),
} satisfies Meta<typeof NotificationSettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const serve =
  (options: NotificationServerOptions = {}): Story['beforeEach'] =>
  ({ msw }) => {
    msw.use(...notificationServer(options).handlers);
  };

const toggle = (name: string) => page().getByRole('switch', { name });
const save = () => page().getByRole('button', { name: 'Simpan' });
const TOPICS = [
  'Klaim',
  'Pengkinian Data',
  'SPAJ',
  'Investasi',
  'Pengembalian dana',
  'Keamanan akun',
  'Pengaduan',
  'Data pribadi',
];
/** The topics whose e-mail the law or the account's safety asks for: always sent. */
const EMAIL_REQUIRED = ['Keamanan akun', 'Pengaduan', 'Data pribadi'];

/** The defaults: e-mail on, SMS off for every topic; 'Simpan' waits for a change. */
export const Bawaan: Story = {
  beforeEach: serve(),
  play: async () => {
    await expect(await page().findByRole('switch', { name: 'Email untuk Klaim' })).toBeChecked();
    for (const topic of TOPICS) {
      await expect(toggle(`Email untuk ${topic}`)).toBeChecked();
      await expect(toggle(`SMS untuk ${topic}`)).not.toBeChecked();
      await expect(toggle(`SMS untuk ${topic}`)).toBeEnabled();
    }
    await expect(page().getByText(/selalu masuk ke Notifikasi/)).toBeVisible();
    await expect(
      page().getByText(/Kode OTP dan pemberitahuan keamanan akun selalu dikirim/),
    ).toBeVisible();
    await expect(page().getByText('Email: b***i@gmail.com')).toBeVisible();
    await expect(page().getByText('SMS: +62 812-****-7788')).toBeVisible();
    await expect(save()).toBeDisabled();
  },
};

export const BawaanPonsel: Story = { ...Bawaan, globals: viewport('phone') };

/** Account security always e-mails: its switch on and disabled, with a short note. */
export const EmailWajib: Story = {
  beforeEach: serve(),
  play: async ({ userEvent }) => {
    await page().findByRole('switch', { name: 'Email untuk Keamanan akun' });
    for (const topic of EMAIL_REQUIRED) {
      const email = toggle(`Email untuk ${topic}`);
      await expect(email).toBeChecked();
      await expect(email).toBeDisabled();
      await expect(email).toHaveAccessibleDescription('Email selalu dikirim');
    }
    await expect(toggle('Email untuk Klaim')).toBeEnabled();
    // Its SMS may be added.
    await userEvent.click(toggle('SMS untuk Keamanan akun'));
    await expect(toggle('SMS untuk Keamanan akun')).toBeChecked();
    await expect(save()).toBeEnabled();
  },
};

/** No phone on the policy: every SMS switch disabled, and why. */
export const TanpaPonsel: Story = {
  beforeEach: serve({ preferences: preferencesWithoutPhone() }),
  play: async () => {
    await expect(await page().findByRole('switch', { name: 'SMS untuk Klaim' })).toBeDisabled();
    for (const topic of TOPICS) {
      await expect(toggle(`SMS untuk ${topic}`)).toBeDisabled();
      await expect(toggle(`SMS untuk ${topic}`)).toHaveAccessibleDescription(
        /polis Anda tidak memiliki nomor ponsel/,
      );
    }
    await expect(page().getByText('SMS: Tidak ada nomor ponsel')).toBeVisible();
    await expect(toggle('Email untuk Klaim')).toBeEnabled();
  },
};

export const TanpaPonselPonsel: Story = { ...TanpaPonsel, globals: viewport('phone') };

/** 'Simpan' pressed, the answer not in yet: the switches and the button wait. */
export const Menyimpan: Story = {
  beforeEach: ({ msw }) => {
    // The first matching handler answers: the pending save before the server's.
    msw.use(pending('post', '*/notification/preferences/update'), ...notificationServer().handlers);
  },
  play: async ({ userEvent }) => {
    await userEvent.click(await page().findByRole('switch', { name: 'SMS untuk Klaim' }));
    await userEvent.click(save());
    const busy = await page().findByRole('button', { name: 'Memproses…' });
    await expect(busy).toBeDisabled();
    await expect(toggle('SMS untuk Klaim')).toBeDisabled();
    await expect(toggle('SMS untuk Klaim')).toBeChecked();
  },
};

/** Saved: the toast, the choices as the server keeps them, nothing left to save. */
export const Tersimpan: Story = {
  beforeEach: serve(),
  play: async ({ userEvent }) => {
    await userEvent.click(await page().findByRole('switch', { name: 'SMS untuk Klaim' }));
    await userEvent.click(toggle('Email untuk Investasi'));
    await userEvent.click(save());
    await expect(await page().findByText('Pengaturan notifikasi disimpan.')).toBeVisible();
    await expect(toggle('SMS untuk Klaim')).toBeChecked();
    await expect(toggle('Email untuk Investasi')).not.toBeChecked();
    await waitFor(() => expect(save()).toBeDisabled());
  },
};

/**
 * The phone was removed from the policy after the page loaded: the server refuses SMS (422);
 * its message above the rows, beside the switch it names, and every choice kept.
 */
export const Ditolak: Story = {
  beforeEach: serve({ phoneGone: true }),
  play: async ({ userEvent }) => {
    await userEvent.click(await page().findByRole('switch', { name: 'SMS untuk Klaim' }));
    await userEvent.click(toggle('Email untuk Pengembalian dana'));
    await userEvent.click(save());
    const alert = await page().findByRole('alert');
    await expect(alert).toHaveTextContent(NO_PHONE_MESSAGE);
    const sms = toggle('SMS untuk Klaim');
    await expect(sms).toHaveAttribute('aria-invalid', 'true');
    await expect(sms).toBeChecked();
    await expect(within(sms.closest('td')!).getByText(NO_PHONE_MESSAGE)).toBeVisible();
    await expect(toggle('Email untuk Pengembalian dana')).not.toBeChecked();
    await expect(save()).toBeEnabled();
  },
};

export const DitolakPonsel: Story = { ...Ditolak, globals: viewport('phone') };

/** Leaving with unsaved changes asks first. */
export const TinggalkanPerubahan: Story = {
  beforeEach: serve(),
  play: async ({ userEvent }) => {
    await userEvent.click(await page().findByRole('switch', { name: 'SMS untuk Klaim' }));
    await userEvent.click(page().getByRole('link', { name: 'Kembali ke Notifikasi' }));
    const dialog = await page().findByRole('dialog', { name: 'Tinggalkan halaman?' });
    await expect(dialog).toHaveTextContent('belum disimpan akan hilang');
  },
};

export const GagalDimuat: Story = {
  beforeEach: ({ msw }) => {
    msw.use(
      failing('get', '*/notification/preferences', 503, 'Layanan sedang sibuk. Silakan coba lagi.'),
    );
  },
  play: async () => {
    const alert = await page().findByRole('alert');
    await expect(alert).toHaveTextContent('Layanan sedang sibuk. Silakan coba lagi.');
    await expect(within(alert).getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  },
};

export const Memuat: Story = {
  beforeEach: ({ msw }) => {
    msw.use(pending('get', '*/notification/preferences'));
  },
  play: async () => {
    await expect(await page().findByText('Memuat pengaturan notifikasi…')).toBeInTheDocument();
  },
};
