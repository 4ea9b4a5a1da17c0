import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import NotificationPage from '../../../web/src/features/notification/NotificationPage';
import { manyNotifications } from '../../../web/src/features/notification/testing/fixtures';
import {
  notificationServer,
  type NotificationServerOptions,
} from '../../../web/src/features/notification/testing/handlers';
import { failing, pending } from '../../support/handlers';
import { page } from '../../support/page';
import { viewport } from '../../support/viewports';

/**
 * Notifikasi: every notice the portal sent the customer (claims, Pengkinian Data, SPAJ,
 * account security, investment, refunds), newest first, 20 per page. Unread ones stand out
 * (weight, a dot, a tinted row) and say 'Belum dibaca' to screen readers; a notice with a
 * portal page is a link; the header's bell counts the unread ones.
 */
const meta = {
  title: 'Notifikasi/Kotak Masuk',
  component: NotificationPage,
  parameters: { portal: { path: '/notifikasi', signedIn: true } },
  globals: viewport('desktop'),
} satisfies Meta<typeof NotificationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fresh inbox for each run of the story (six notices, three unread, unless told). */
const serve =
  (options: NotificationServerOptions = {}): Story['beforeEach'] =>
  ({ msw }) => {
    msw.use(...notificationServer(options).handlers);
  };

const list = async () => page().findByRole('list', { name: 'Daftar notifikasi' });
const items = async () => within(await list()).getAllByRole('listitem');
/** The header's bell (the menu has a 'Notifikasi' link too). */
const bell = () =>
  within(document.querySelector<HTMLElement>('.portal-header')!).getByRole('link', {
    name: /^Notifikasi/,
  });
const markAll = () => page().getByRole('button', { name: 'Tandai semua dibaca' });

/** Three unread (a claim approved, a top-up, a claim waiting for documents), three read. */
export const BelumDanSudahDibaca: Story = {
  beforeEach: serve(),
  play: async () => {
    const [approved, topUp, documents, password] = await items();
    await expect(approved).toHaveTextContent('Klaim disetujui');
    await expect(approved).toHaveTextContent(/\d{1,2} \w+ \d{4}, \d\d\.\d\d WIB/);
    await expect(within(approved!).getByRole('link')).toHaveAccessibleName(
      'Belum dibaca: Klaim KLM-2026-000123: Disetujui',
    );
    await expect(within(approved!).getByRole('link')).toHaveAttribute(
      'href',
      '/klaim/submission-detail?claim_number=KLM-2026-000123',
    );
    // Line breaks kept.
    await expect(within(documents!).getByText(/memerlukan dokumen tambahan/).textContent).toContain(
      '\n- Hasil laboratorium',
    );
    // A notice without a page: 'Tandai dibaca' while unread.
    await expect(within(topUp!).queryByRole('link')).toBeNull();
    await expect(within(topUp!).getByRole('button', { name: /^Tandai dibaca/ })).toBeVisible();
    // Read: no marker, normal weight.
    await expect(within(password!).getByRole('link')).toHaveAccessibleName(
      'Kata sandi TManKu Anda telah diganti',
    );
    const weight = (item: HTMLElement) =>
      getComputedStyle(item.querySelector('.ntf-item__subject')!).fontWeight;
    await expect(weight(approved!)).toBe('700');
    await expect(weight(password!)).toBe('400');
    await expect(page().getByText('3 belum dibaca')).toBeVisible();
    await expect(markAll()).toBeEnabled();
    await expect(page().getByRole('link', { name: 'Pengaturan notifikasi' })).toHaveAttribute(
      'href',
      '/notifikasi/pengaturan',
    );
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifikasi, 3 belum dibaca'));
    await expect(page().queryByRole('navigation', { name: 'Halaman notifikasi' })).toBeNull();
  },
};

export const BelumDanSudahDibacaPonsel: Story = {
  ...BelumDanSudahDibaca,
  globals: viewport('phone'),
};

/** Nothing yet: what will appear here. */
export const Kosong: Story = {
  beforeEach: serve({ items: [] }),
  play: async () => {
    await expect(await page().findByText('Belum ada notifikasi.')).toBeVisible();
    await expect(page().getByText(/klaim, Pengkinian Data, pembayaran/)).toBeVisible();
    await expect(markAll()).toBeDisabled();
    await expect(page().queryByRole('list', { name: 'Daftar notifikasi' })).toBeNull();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifikasi'));
  },
};

export const KosongPonsel: Story = { ...Kosong, globals: viewport('phone') };

export const Memuat: Story = {
  beforeEach: ({ msw }) => {
    msw.use(pending('get', '*/notification/list'));
  },
  play: async () => {
    await expect(await page().findByText('Memuat notifikasi…')).toBeInTheDocument();
    await expect(markAll()).toBeDisabled();
  },
};

/** The inbox could not be loaded: the server's message and 'Coba lagi'. */
export const GagalDimuat: Story = {
  beforeEach: ({ msw }) => {
    msw.use(failing('get', '*/notification/list', 503, 'Layanan sedang sibuk. Silakan coba lagi.'));
  },
  play: async () => {
    const alert = await page().findByRole('alert');
    await expect(alert).toHaveTextContent('Layanan sedang sibuk. Silakan coba lagi.');
    await expect(within(alert).getByRole('button', { name: 'Coba lagi' })).toBeVisible();
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

/** 45 notices: 20 per page, 'Berikutnya' to page 2. */
export const BanyakHalaman: Story = {
  beforeEach: serve({ items: manyNotifications(45) }),
  play: async ({ userEvent }) => {
    await expect(await items()).toHaveLength(20);
    const nav = page().getByRole('navigation', { name: 'Halaman notifikasi' });
    await expect(nav).toHaveTextContent('Halaman 1 dari 3');
    await userEvent.click(within(nav).getByRole('button', { name: /Berikutnya/ }));
    await expect(await page().findByText('Halaman 2 dari 3')).toBeVisible();
    await waitFor(async () => expect((await items())[0]).toHaveTextContent('KLM-2026-000880'));
  },
};

export const BanyakHalamanPonsel: Story = { ...BanyakHalaman, globals: viewport('phone') };

/** 'Tandai semua dibaca': every notice read, the bell without a badge, the button disabled. */
export const TandaiSemua: Story = {
  beforeEach: serve(),
  play: async ({ userEvent }) => {
    await list();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifikasi, 3 belum dibaca'));
    await userEvent.click(markAll());
    await expect(await page().findByText('Semua notifikasi ditandai dibaca.')).toBeVisible();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifikasi'));
    await expect(markAll()).toBeDisabled();
    await expect(page().getByText('Semua sudah dibaca')).toBeVisible();
    await expect(page().queryByText(/^Belum dibaca/)).toBeNull();
    await expect(page().queryByRole('button', { name: /^Tandai dibaca/ })).toBeNull();
  },
};

export const TandaiSemuaPonsel: Story = { ...TandaiSemua, globals: viewport('phone') };
