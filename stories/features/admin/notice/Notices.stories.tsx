import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import NoticePage from '../../../../web/src/features/admin/notice/NoticePage';
import { noticeMessages } from '../../../../web/src/features/admin/notice/noticeMessages';
import { NOTICE_PATH } from '../../../../web/src/features/admin/paths';
import {
  MAIL_SERVER_DOWN,
  NOT_FAILED_ANY_MORE,
  noticeServer,
  type NoticeServer,
} from '../../../../web/src/features/admin/notice/testing/noticeHandlers';
import { failing } from '../../../support/handlers';
import { page } from '../../../support/page';
import { viewport } from '../../../support/viewports';

const m = noticeMessages;

/**
 * The e-mail notices to customers that the mail server never took after every attempt
 * (admin layout): when each was written, its kind, the masked recipient, the attempts and
 * the last error, and 'Kirim ulang' with a confirmation; the notices waiting to be sent in
 * their own tab.
 */
const meta = {
  title: 'Admin/Notifikasi Gagal',
  component: NoticePage,
  parameters: { portal: { path: NOTICE_PATH, signedIn: 'admin' } },
  globals: viewport('desktop'),
} satisfies Meta<typeof NoticePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const failed = () => page().findByRole('table', { name: m.list.caption('Gagal') });
const claimButton = () =>
  page().findByRole('button', { name: m.retry.label('Klaim disetujui', 'bu***o@co***.co.id') });
let server: NoticeServer;
const withServer =
  (change: (s: NoticeServer) => void = () => undefined) =>
  ({ msw }: { msw: { use: (...h: NoticeServer['handlers']) => void } }) => {
    server = noticeServer();
    change(server);
    msw.use(...server.handlers);
  };

/** Three failed notices, newest first: Siti's mailbox refused, two while the server was down. */
export const Gagal: Story = {
  play: async () => {
    await expect(
      await page().findByRole('heading', { level: 1, name: 'Notifikasi Gagal' }),
    ).toBeInTheDocument();
    const table = await failed();
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Kata sandi diganti' + 'Kata sandi TManKu Anda telah diganti',
      'Klaim disetujui' + 'Klaim CLM-2026-000123: Disetujui',
      'Dana dikembalikan' + 'Dana Rp 1.250.000 telah dikembalikan',
    ]);
    await expect(within(rows[1]!).getByText('bu***o@co***.co.id')).toBeVisible();
    await expect(within(rows[1]!).getByText(MAIL_SERVER_DOWN)).toBeVisible();
    await expect(within(rows[1]!).getByText('10×')).toBeVisible();
    await expect(await claimButton()).toBeEnabled();
    const tabs = page().getByRole('navigation', { name: m.list.tabs });
    await expect(
      within(tabs).getByRole('link', { name: 'Menunggu dikirim 1 notifikasi' }),
    ).toBeVisible();
    const menu = page().getByRole('navigation', { name: 'Menu petugas' });
    await expect(within(menu).getByRole('link', { name: 'Notifikasi' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** On a phone each notice is a labelled block; the long error wraps inside it. */
export const GagalPonsel: Story = {
  globals: viewport('phone'),
  play: async () => {
    const table = await failed();
    await expect(within(table).getAllByText(MAIL_SERVER_DOWN)[0]).toBeVisible();
    await expect(await claimButton()).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The notices waiting to be sent: when the next attempt is due; nothing to do for staff. */
export const MenungguDikirim: Story = {
  parameters: { portal: { path: `${NOTICE_PATH}?status=PENDING`, signedIn: 'admin' } },
  play: async () => {
    const table = await page().findByRole('table', { name: m.list.caption('Menunggu dikirim') });
    await expect(within(table).getByText('Tanda terima Pengkinian Data')).toBeVisible();
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      '2×berikutnya 24 Nov 2026, 13.42 WIB',
    );
    await expect(within(table).queryByRole('button')).toBeNull();
  },
};

/** Nothing failed: the tab says so. */
export const Kosong: Story = {
  beforeEach: withServer((s) => {
    s.notices.length = 0;
  }),
  play: async () => {
    await expect(await page().findByText('Tidak ada notifikasi gagal.')).toBeVisible();
    await expect(page().queryByRole('table')).toBeNull();
  },
};

/** The list cannot be loaded: the server's message and 'Coba lagi'. */
export const GagalDimuat: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      failing(
        'get',
        '*/admin/notice/list',
        500,
        'Proses tidak dapat dilanjutkan. Silakan coba kembali beberapa saat lagi.',
      ),
    ),
  play: async () => {
    await expect(
      await page().findByText(
        'Proses tidak dapat dilanjutkan. Silakan coba kembali beberapa saat lagi.',
      ),
    ).toBeVisible();
    await expect(page().getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  },
};

/** 'Kirim ulang': the confirmation names what goes to whom; then a notice, the row gone. */
export const KirimUlang: Story = {
  beforeEach: withServer(),
  play: async ({ userEvent }) => {
    await userEvent.click(await claimButton());
    const dialog = await page().findByRole('dialog', { name: m.retry.title });
    await expect(dialog).toHaveTextContent(
      'Klaim disetujui “Klaim CLM-2026-000123: Disetujui” dikirim ulang ke bu***o@co***.co.id.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: m.retry.ok }));
    await expect(
      await page().findByText(m.retry.done('Klaim disetujui', 'bu***o@co***.co.id')),
    ).toBeVisible();
    await expect(server.notices.find((n) => n.notice_id === 418)?.status).toBe('PENDING');
    // The list read again: the notice sent again has left it, the others stay.
    await waitFor(async () =>
      expect(within(await failed()).queryByText('Klaim CLM-2026-000123: Disetujui')).toBeNull(),
    );
    await expect(
      within(await failed()).getByText('Dana Rp 1.250.000 telah dikembalikan'),
    ).toBeVisible();
  },
};

/** Another staff member sent it again first (409): the server's words above the list. */
export const KirimUlangSudahDikirim: Story = {
  beforeEach: withServer((s) => {
    s.sentMeanwhile = true;
  }),
  play: async ({ userEvent }) => {
    await userEvent.click(await claimButton());
    await userEvent.click(await page().findByRole('button', { name: m.retry.ok }));
    await expect(await page().findByRole('alert')).toHaveTextContent(NOT_FAILED_ANY_MORE);
  },
};
