import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { getGetConfigResponseMock } from '../../../web/src/api/generated/endpoints/info/info.msw';
import DefaultLayout from '../../../web/src/app/layouts/DefaultLayout';
import { findRoute, portalRoutes } from '../../../web/src/app/routes';
import { unreadNotifications } from '../../../web/src/features/notification/testing/fixtures';
import { notificationServer } from '../../../web/src/features/notification/testing/handlers';
import { PolicyDetailView } from '../../../web/src/features/policy/components/PolicyDetailView';
import { unitLinkDetail } from '../../../web/src/features/policy/testing/fixtures';
import { page } from '../../support/page';
import { viewport } from '../../support/viewports';

/**
 * The signed-in layout around Data Polis content: header with the customer's name, the
 * bell of the notifications and 'Keluar', the menu (79 px narrow, 320 px wide; an offcanvas panel on phones), the page
 * title, the terms gate and the idle timeout. The customer is signed in (`shell: false`:
 * the layout itself is the story, inside a memory router).
 */
const meta = {
  title: 'Tata Letak/Utama (masuk)',
  component: DefaultLayout,
  args: {
    route: findRoute('detail-polis'),
    routes: portalRoutes,
    children: <PolicyDetailView detail={unitLinkDetail} />,
  },
  parameters: { portal: { path: '/polis/detail', signedIn: true, shell: false } },
  globals: viewport('desktop'),
} satisfies Meta<typeof DefaultLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const sidebarWidth = () =>
  (document.querySelector('.portal-sidebar') as HTMLElement).getBoundingClientRect().width;
const menu = () => page().getByRole('navigation', { name: 'Menu utama' });

/** Desktop: the menu starts wide (320 px) with labels. */
export const DesktopMenuLebar: Story = {
  play: async () => {
    await expect(
      await page().findByRole('heading', { level: 1, name: 'Data Polis' }),
    ).toBeInTheDocument();
    await expect(page().getByRole('button', { name: 'Persempit menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await waitFor(() => expect(sidebarWidth()).toBe(320));
    await expect(within(menu()).getByText('Hubungi Kami')).toBeVisible();
    await expect(page().getByText(/Budi Santoso/, { selector: '.portal-user-name' })).toBeVisible();
  },
};

/** Desktop, menu narrowed to icons (79 px); the labels stay for screen readers. */
export const DesktopMenuSempit: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(await page().findByRole('button', { name: 'Persempit menu' }));
    await expect(page().getByRole('button', { name: 'Perlebar menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await waitFor(() => expect(sidebarWidth()).toBe(79));
    await expect(within(menu()).getByRole('link', { name: 'Data Polis' })).toHaveAttribute(
      'title',
      'Data Polis',
    );
  },
};

/** Tablet: narrow by default; widening opens the menu over the content. */
export const TabletMenuSempit: Story = {
  globals: viewport('tablet'),
  play: async () => {
    await expect(await page().findByRole('button', { name: 'Perlebar menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await waitFor(() => expect(sidebarWidth()).toBe(79));
  },
};

export const TabletMenuLebar: Story = {
  globals: viewport('tablet'),
  play: async ({ userEvent }) => {
    await userEvent.click(await page().findByRole('button', { name: 'Perlebar menu' }));
    await waitFor(() => expect(sidebarWidth()).toBe(320));
    await expect(document.querySelector('.portal-sidebar-backdrop')).not.toBeNull();
  },
};

/** Phone: no sidebar; 'Buka menu' opens the offcanvas panel; a link closes it. */
export const PonselMenuOffcanvas: Story = {
  globals: viewport('phone'),
  play: async ({ userEvent }) => {
    await expect(page().queryByRole('navigation', { name: 'Menu utama' })).toBeNull();
    await userEvent.click(await page().findByRole('button', { name: 'Buka menu' }));
    const panel = await page().findByRole('dialog', { name: 'Menu utama' });
    const links = within(panel).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Data Polis',
      'Dokumen Polis',
      'Investasi',
      'Pembayaran Premi',
      'Pengkinian Data',
      'Klaim',
      'Pengajuan SPAJ',
      'Riwayat Transaksi',
      'Notifikasi',
      'Rumah Sakit Rekanan',
      'Pengaduan',
      'Hubungi Kami',
      'Syarat dan Ketentuan',
      'Privasi',
      'Pengaturan',
    ]);
    await expect(within(panel).getByRole('button', { name: 'Tutup menu' })).toBeInTheDocument();
  },
};

export const PonselMenuDitutup: Story = {
  globals: viewport('phone'),
  play: async ({ userEvent }) => {
    await userEvent.click(await page().findByRole('button', { name: 'Buka menu' }));
    const panel = await page().findByRole('dialog', { name: 'Menu utama' });
    await userEvent.click(within(panel).getByRole('link', { name: 'Hubungi Kami' }));
    await waitFor(() => expect(page().queryByRole('dialog', { name: 'Menu utama' })).toBeNull());
  },
};

/**
 * 'Keluar' asks first (OK / TIDAK, static modal); TIDAK keeps the customer signed in. The
 * modal hides at once and leaves the page 2 s later.
 */
export const KonfirmasiKeluar: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(await page().findByRole('button', { name: 'Keluar' }));
    const dialog = await page().findByRole('dialog', { name: 'Keluar' });
    await expect(dialog).toHaveTextContent('Apakah Anda yakin ingin keluar dari TManKu?');
    await expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['TIDAK', 'OK']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'TIDAK' }));
    // Hidden at once, removed from the page 2000 ms later (docs/product.md P4.7).
    await waitFor(() => expect(dialog.closest('.modal')).not.toHaveClass('show'));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    await expect(localStorage.getItem('token')).not.toBeNull();
  },
};

/** OK ends the session: the tokens are gone. */
export const Keluar: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(await page().findByRole('button', { name: 'Keluar' }));
    const dialog = await page().findByRole('dialog', { name: 'Keluar' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
  },
};

/**
 * No activity: the idle warning counts down (config/all: 4 s timeout, warning 3 s before
 * the end, so it shows after 1 s); 'Tetap Masuk' keeps the session.
 */
export const PeringatanTidakAdaAktivitas: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      http.get('*/config/all', () =>
        HttpResponse.json({
          ...getGetConfigResponseMock(),
          idleTimeoutSeconds: 4,
          idleWarningSeconds: 3,
        }),
      ),
    ),
  play: async ({ userEvent }) => {
    const dialog = await page().findByRole(
      'dialog',
      { name: 'Sesi Anda akan segera berakhir' },
      { timeout: 4000 },
    );
    await expect(within(dialog).getByRole('timer')).toHaveTextContent(/[1-3] detik/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tetap Masuk' }));
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(localStorage.getItem('token')).not.toBeNull();
  },
};

/** The bell with this many unread notices (a fresh inbox for each run). */
const bellWith =
  (unread: number): Story['beforeEach'] =>
  ({ msw }) => {
    msw.use(...notificationServer({ items: unreadNotifications(unread) }).handlers);
  };
/** The header's bell (the menu has a 'Notifikasi' link too). */
const bell = () =>
  within(document.querySelector<HTMLElement>('.portal-header')!).getByRole('link', {
    name: /^Notifikasi/,
  });
const badge = () => document.querySelector('.portal-bell-badge');

/** Nothing unread: the bell without a badge, named 'Notifikasi'. */
export const LoncengTanpaBadge: Story = {
  beforeEach: bellWith(0),
  play: async () => {
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifikasi'));
    await expect(bell()).toHaveAttribute('href', '/notifikasi');
    await expect(badge()).toBeNull();
  },
};

/** Three unread: '3' on the bell, 'Notifikasi, 3 belum dibaca' for screen readers. */
export const LoncengTiga: Story = {
  beforeEach: bellWith(3),
  play: async () => {
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifikasi, 3 belum dibaca'));
    await expect(badge()).toHaveTextContent(/^3$/);
    await expect(badge()).toBeVisible();
  },
};

export const LoncengTigaPonsel: Story = { ...LoncengTiga, globals: viewport('phone') };

/** 120 unread: '99+' on the bell, the whole number for screen readers. */
export const LoncengBanyak: Story = {
  beforeEach: bellWith(120),
  play: async () => {
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifikasi, 120 belum dibaca'));
    await expect(badge()).toHaveTextContent(/^99\+$/);
  },
};

export const LoncengBanyakPonsel: Story = { ...LoncengBanyak, globals: viewport('phone') };
