import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { REFUND_QUEUE_PATH } from '../../../../web/src/features/admin/paths';
import RefundQueuePage from '../../../../web/src/features/admin/refund/RefundQueuePage';
import { refundMessages } from '../../../../web/src/features/admin/refund/refundMessages';
import {
  BUDI_REFUND,
  DEWI_REFUND,
  REASONS,
  REVIEW_NOW,
  RINA_REFUND,
  SITI_REFUND,
  UNKNOWN_REFUND,
} from '../../../../web/src/features/admin/refund/testing/refundFixtures';
import { refundDesk } from '../../../../web/src/features/admin/refund/testing/refundHandlers';
import { failing, pending } from '../../../support/handlers';
import { page } from '../../../support/page';
import { viewport } from '../../../support/viewports';

const q = refundMessages.queue;

/**
 * The staff's refund queue (admin layout): money the gateway received that could not be
 * booked, a tab per status with its count, the cases that have waited longest first, each
 * with its payer and policy (or that the order is not the portal's), why, and the amount.
 */
const meta = {
  title: 'Admin/Antrean Pengembalian Dana',
  component: RefundQueuePage,
  args: { now: REVIEW_NOW },
  parameters: { portal: { path: REFUND_QUEUE_PATH, signedIn: 'admin' } },
  globals: viewport('desktop'),
} satisfies Meta<typeof RefundQueuePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const tabs = () => page().findByRole('navigation', { name: q.tabs });
const queue = (status: string) => ({
  portal: { path: `${REFUND_QUEUE_PATH}?status=${status}`, signedIn: 'admin' as const },
});

/** Menunggu: Budi's late transfer (4 days) above Siti's and the unknown order's. */
export const Menunggu: Story = {
  play: async () => {
    await expect(
      await page().findByRole('heading', { level: 1, name: 'Pengembalian Dana' }),
    ).toBeInTheDocument();
    const table = await page().findByRole('table', { name: 'Kasus berstatus Menunggu' });
    await expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.firstChild?.textContent),
    ).toEqual([BUDI_REFUND, SITI_REFUND, UNKNOWN_REFUND]);
    await expect(within(table).getByText('4 hari')).toBeVisible();
    await expect(within(table).getByText(q.unknownPayer)).toBeVisible();
    // The gateway's order under the case number (what the customer and the bank know).
    await expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent(
      `${BUDI_REFUND}PAY-20261120-K7M3Q9XA`,
    );
    const [budi, , unknown] = within(table).getAllByRole('row').slice(1);
    const text = (el: Element) => el.textContent?.replaceAll('\u00a0', ' ') ?? '';
    for (const part of ['Budi Santoso', 'Polis KS23000456', REASONS.BILLS_TAKEN, 'Rp 1.250.000']) {
      await expect(text(budi!)).toContain(part);
    }
    await expect(
      within(budi!).getByRole('link', { name: q.openLabel(BUDI_REFUND, 'Budi Santoso') }),
    ).toHaveAttribute('href', `/admin/refund/detail?refund_number=${BUDI_REFUND}`);
    // Money for an order the portal never recorded: no payer, no policy.
    await expect(text(unknown!)).toContain(q.noPolicy);
    // Tabs with counts, Menunggu the current one.
    const statusTabs = await tabs();
    await waitFor(() =>
      expect(within(statusTabs).getByRole('link', { name: 'Menunggu 3 kasus' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    for (const tab of ['Diproses 1 kasus', 'Dikembalikan 1 kasus', 'Ditolak 1 kasus']) {
      await expect(within(statusTabs).getByRole('link', { name: tab })).toBeVisible();
    }
    const menu = page().getByRole('navigation', { name: 'Menu petugas' });
    await expect(within(menu).getByRole('link', { name: 'Pengembalian Dana' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(menu).getByRole('link', { name: 'Rekonsiliasi' })).toBeVisible();
  },
};

/** On a phone each case is a labelled block; the tabs scroll sideways. */
export const MenungguPonsel: Story = {
  globals: viewport('phone'),
  play: async () => {
    const table = await page().findByRole('table');
    await expect(
      within(table).getByRole('link', { name: q.openLabel(BUDI_REFUND, 'Budi Santoso') }),
    ).toBeVisible();
    await expect(
      within(await tabs()).getByRole('link', { name: 'Menunggu 3 kasus' }),
    ).toBeVisible();
  },
};

export const Diproses: Story = {
  parameters: queue('PROCESSING'),
  play: async () => {
    const table = await page().findByRole('table', { name: 'Kasus berstatus Diproses' });
    await expect(within(table).getByRole('rowheader')).toHaveTextContent(RINA_REFUND);
  },
};

/** Dikembalikan: how long ago it was done. */
export const Dikembalikan: Story = {
  parameters: queue('REFUNDED'),
  play: async () => {
    const table = await page().findByRole('table', { name: 'Kasus berstatus Dikembalikan' });
    await expect(within(table).getByRole('rowheader')).toHaveTextContent(DEWI_REFUND);
    await expect(within(table).getByText('12 hari lalu')).toBeVisible();
  },
};

export const Ditolak: Story = {
  parameters: queue('REJECTED'),
  play: async () => {
    const table = await page().findByRole('table', { name: 'Kasus berstatus Ditolak' });
    await expect(within(table).getByText('Agus Salim')).toBeVisible();
  },
};

/** Nothing at all: every tab counts 0 and the tab says so. */
export const Kosong: Story = {
  beforeEach: ({ msw }) => msw.use(...refundDesk([]).handlers),
  play: async () => {
    await expect(await page().findByText(q.empty.OPEN)).toBeVisible();
    await expect(within(await tabs()).getByRole('link', { name: 'Ditolak 0 kasus' })).toBeVisible();
  },
};

export const Memuat: Story = {
  beforeEach: ({ msw }) => msw.use(pending('get', '*/admin/refund/list')),
  play: async () => {
    await expect(await page().findByText(q.loading)).toBeInTheDocument();
  },
};

/** The queue cannot be loaded: the server's message and 'Coba lagi'. */
export const GagalDimuat: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      failing(
        'get',
        '*/admin/refund/list',
        500,
        'Proses tidak dapat dilanjutkan. Silakan coba kembali beberapa saat lagi.',
      ),
    ),
  play: async () => {
    await expect(await page().findByRole('button', { name: 'Coba lagi' })).toBeVisible();
    await expect(page().getByRole('alert')).toHaveTextContent('Proses tidak dapat dilanjutkan.');
  },
};
