import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { PRIVACY_QUEUE_PATH } from '../../../../web/src/features/admin/paths';
import PrivacyQueuePage from '../../../../web/src/features/admin/privacy/PrivacyQueuePage';
import { privacyDeskMessages } from '../../../../web/src/features/admin/privacy/privacyDeskMessages';
import {
  AGUS_REQUEST,
  BUDI_REQUEST,
  DEWI_REQUEST,
  RINA_REQUEST,
  RUDI_REQUEST,
  SITI_REQUEST,
} from '../../../../web/src/features/admin/privacy/testing/privacyDeskFixtures';
import { privacyDesk } from '../../../../web/src/features/admin/privacy/testing/privacyDeskHandlers';
import { failing, pending } from '../../../support/handlers';
import { page } from '../../../support/page';
import { viewport } from '../../../support/viewports';

const q = privacyDeskMessages.queue;

/**
 * The staff's queue of personal-data requests (admin layout): a tab per status with its count,
 * those whose next deadline is nearest or past first, each with its customer, kind, when it was
 * received and the next deadline; a request past its deadline stands out, and the queue says
 * how many are.
 */
const meta = {
  title: 'Admin/Antrean Permintaan Data Pribadi',
  component: PrivacyQueuePage,
  parameters: { portal: { path: PRIVACY_QUEUE_PATH, signedIn: 'admin' } },
  globals: viewport('desktop'),
} satisfies Meta<typeof PrivacyQueuePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const tabs = () => page().findByRole('navigation', { name: q.tabs });
const queue = (status: string) => ({
  portal: { path: `${PRIVACY_QUEUE_PATH}?status=${status}`, signedIn: 'admin' as const },
});
const text = (el: Element) => el.textContent?.replaceAll('\u00a0', ' ') ?? '';

/** Diterima: Siti's erasure past its 3 × 24 hours first, standing out; then Budi's. */
export const Diterima: Story = {
  play: async () => {
    await expect(
      await page().findByRole('heading', { level: 1, name: 'Permintaan Data Pribadi' }),
    ).toBeInTheDocument();
    const table = await page().findByRole('table', { name: 'Permintaan berstatus Diterima' });
    await expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual([SITI_REQUEST, BUDI_REQUEST]);
    const [siti, budi] = within(table).getAllByRole('row').slice(1);
    await expect(siti).toHaveClass('privacy-row--overdue');
    await expect(within(siti!).getByText(q.overdue)).toBeVisible();
    for (const part of [
      'Siti Rahma',
      'Penghapusan data',
      '25 Nov 2026, 10.00 WIB',
      q.acknowledgeDue,
    ]) {
      await expect(text(siti!)).toContain(part);
    }
    await expect(budi).not.toHaveClass('privacy-row--overdue');
    await expect(within(budi!).queryByText(q.overdue)).not.toBeInTheDocument();
    await expect(
      within(budi!).getByRole('link', { name: q.openLabel(BUDI_REQUEST, 'Budi Santoso') }),
    ).toHaveAttribute('href', `/admin/privasi/detail?request_number=${BUDI_REQUEST}`);
    await expect(page().getByRole('status')).toHaveTextContent(q.overdueCount(1));
    const statusTabs = await tabs();
    await waitFor(() =>
      expect(
        within(statusTabs).getByRole('link', { name: 'Diterima 2 permintaan' }),
      ).toHaveAttribute('aria-current', 'page'),
    );
    for (const tab of [
      'Sedang ditinjau 1 permintaan',
      'Dilaksanakan 1 permintaan',
      'Dilaksanakan sebagian 1 permintaan',
      'Tidak dapat dilaksanakan 1 permintaan',
    ]) {
      await expect(within(statusTabs).getByRole('link', { name: tab })).toBeVisible();
    }
    const menu = page().getByRole('navigation', { name: 'Menu petugas' });
    await expect(within(menu).getByRole('link', { name: 'Data Pribadi' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** On a phone each request is a labelled block; the overdue one marked too. */
export const DiterimaPonsel: Story = {
  globals: viewport('phone'),
  play: async () => {
    const table = await page().findByRole('table');
    const [siti] = within(table).getAllByRole('row').slice(1);
    await expect(siti).toHaveClass('privacy-row--overdue');
    await expect(within(siti!).getByText(q.overdue)).toBeVisible();
    await expect(
      within(await tabs()).getByRole('link', { name: 'Diterima 2 permintaan' }),
    ).toBeVisible();
  },
};

/** Sedang ditinjau: the answer's deadline is the next one. */
export const SedangDitinjau: Story = {
  parameters: queue('ACKNOWLEDGED'),
  play: async () => {
    const table = await page().findByRole('table', {
      name: 'Permintaan berstatus Sedang ditinjau',
    });
    await expect(within(table).getByRole('rowheader')).toHaveTextContent(RINA_REQUEST);
    await expect(text(table)).toContain(`7 Des 2026, 10.00 WIB${q.answerDue}`);
  },
};

export const Dilaksanakan: Story = {
  parameters: queue('COMPLETED'),
  play: async () => {
    const table = await page().findByRole('table', { name: 'Permintaan berstatus Dilaksanakan' });
    await expect(within(table).getByRole('rowheader')).toHaveTextContent(DEWI_REQUEST);
    await expect(text(table)).toContain(q.answered);
  },
};

export const DilaksanakanSebagian: Story = {
  parameters: queue('PARTIAL'),
  play: async () => {
    const table = await page().findByRole('table', {
      name: 'Permintaan berstatus Dilaksanakan sebagian',
    });
    await expect(within(table).getByRole('rowheader')).toHaveTextContent(AGUS_REQUEST);
  },
};

export const TidakDapatDilaksanakan: Story = {
  parameters: queue('DECLINED'),
  play: async () => {
    const table = await page().findByRole('table', {
      name: 'Permintaan berstatus Tidak dapat dilaksanakan',
    });
    await expect(within(table).getByRole('rowheader')).toHaveTextContent(RUDI_REQUEST);
    await expect(within(table).getByText('Rudi Hartono')).toBeVisible();
  },
};

/** Nothing at all: every tab counts 0, nothing overdue, and the tab says so. */
export const Kosong: Story = {
  beforeEach: ({ msw }) => msw.use(...privacyDesk([]).handlers),
  play: async () => {
    await expect(await page().findByText(q.empty.RECEIVED)).toBeVisible();
    await expect(page().getByRole('status')).toHaveTextContent(q.overdueCount(0));
    await expect(
      within(await tabs()).getByRole('link', { name: 'Tidak dapat dilaksanakan 0 permintaan' }),
    ).toBeVisible();
  },
};

export const KosongPonsel: Story = { ...Kosong, globals: viewport('phone') };

export const Memuat: Story = {
  beforeEach: ({ msw }) => msw.use(pending('get', '*/admin/privacy/list')),
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
        '*/admin/privacy/list',
        500,
        'Proses tidak dapat dilanjutkan. Silakan coba kembali beberapa saat lagi.',
      ),
    ),
  play: async () => {
    await expect(await page().findByRole('button', { name: 'Coba lagi' })).toBeVisible();
    await expect(page().getByRole('alert')).toHaveTextContent('Proses tidak dapat dilanjutkan.');
  },
};
