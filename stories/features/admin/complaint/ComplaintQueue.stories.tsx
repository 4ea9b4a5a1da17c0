import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import ComplaintQueuePage from '../../../../web/src/features/admin/complaint/ComplaintQueuePage';
import { complaintMessages } from '../../../../web/src/features/admin/complaint/complaintMessages';
import {
  ANSWERED_2_NO,
  ANSWERED_NO,
  CLOSED_NO,
  demoComplaints,
  EXTENDED_NO,
  FRESH_NO,
  LATE_NO,
  SOON_NO,
  TODAY_NO,
} from '../../../../web/src/features/admin/complaint/testing/complaintFixtures';
import { complaintDesk } from '../../../../web/src/features/admin/complaint/testing/complaintHandlers';
import { COMPLAINT_QUEUE_PATH } from '../../../../web/src/features/admin/paths';
import { failing, pending } from '../../../support/handlers';
import { page } from '../../../support/page';
import { viewport } from '../../../support/viewports';

const q = complaintMessages.queue;

/**
 * The staff's complaint queue (admin layout): a tab per status with its count; being handled,
 * the nearest deadline or the longest past it first, each with the working days it leaves;
 * the rows past their deadline stand out, and how many they are is said above the table.
 */
const meta = {
  title: 'Admin/Antrean Pengaduan',
  component: ComplaintQueuePage,
  parameters: { portal: { path: COMPLAINT_QUEUE_PATH, signedIn: 'admin' } },
  globals: viewport('desktop'),
} satisfies Meta<typeof ComplaintQueuePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const tab = (status: string) => ({
  portal: { path: `${COMPLAINT_QUEUE_PATH}?status=${status}`, signedIn: 'admin' as const },
});
const table = (status: string) =>
  page().findByRole('table', { name: `Pengaduan berstatus ${status}` });
const numbers = (el: HTMLElement) =>
  within(el)
    .getAllByRole('rowheader')
    .map((h) => h.firstChild?.textContent);
const rowOf = (el: HTMLElement, number: string) =>
  within(el)
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(number))!;

/** Being handled: the late one first, then by deadline; its row highlighted, the count above. */
export const SedangDitangani: Story = {
  play: async () => {
    const rows = await table('Sedang ditangani');
    await expect(numbers(rows)).toEqual([LATE_NO, TODAY_NO, SOON_NO, EXTENDED_NO, FRESH_NO]);
    const tabs = page().getByRole('navigation', { name: q.tabs });
    await expect(within(tabs).getByRole('link', { name: /Sedang ditangani 5/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(tabs).getByRole('link', { name: /Dijawab 2/ })).toBeVisible();
    await expect(within(tabs).getByRole('link', { name: /Selesai 1/ })).toBeVisible();
    await expect(page().getByRole('status')).toHaveTextContent(q.overdue(1));
    const late = rowOf(rows, LATE_NO);
    await expect(late).toHaveTextContent('Lewat 4 hari kerja');
    await expect(within(late).getByText(q.late)).toBeVisible();
    await expect(late).toHaveTextContent('Dewi Lestari');
    await expect(late).toHaveTextContent('Tanpa polis');
    // The highlight comes from the theme's danger background, not the plain row's.
    const lateBg = getComputedStyle(late.querySelector('td')!).backgroundColor;
    const plainBg = getComputedStyle(rowOf(rows, SOON_NO).querySelector('td')!).backgroundColor;
    await expect(lateBg).not.toBe(plainBg);
    await expect(rowOf(rows, TODAY_NO)).toHaveTextContent('Batas hari ini');
    await expect(rowOf(rows, SOON_NO)).toHaveTextContent('Sisa 2 hari kerja');
    await expect(rowOf(rows, EXTENDED_NO)).toHaveTextContent('Sisa 3 hari kerja');
    await expect(rowOf(rows, EXTENDED_NO)).toHaveTextContent('Diperpanjang');
    await expect(within(rowOf(rows, SOON_NO)).queryByText(q.late)).toBeNull();
    await expect(
      within(rowOf(rows, FRESH_NO)).getByRole('link', {
        name: `Periksa pengaduan ${FRESH_NO}, Budi Santoso`,
      }),
    ).toHaveAttribute('href', `/admin/pengaduan/detail?complaint_number=${FRESH_NO}`);
  },
};

export const SedangDitanganiPonsel: Story = {
  ...SedangDitangani,
  globals: viewport('phone'),
};

/** Answered: the newest first, no working days any more. */
export const Dijawab: Story = {
  parameters: tab('ANSWERED'),
  play: async () => {
    const rows = await table('Dijawab');
    await expect(numbers(rows)).toEqual([ANSWERED_NO, ANSWERED_2_NO]);
    await expect(rows).not.toHaveTextContent('hari kerja');
    await expect(page().queryByRole('status')).toBeNull();
  },
};

export const DijawabPonsel: Story = { ...Dijawab, globals: viewport('phone') };

/** Closed. */
export const Selesai: Story = {
  parameters: tab('CLOSED'),
  play: async () => {
    const rows = await table('Selesai');
    await expect(numbers(rows)).toEqual([CLOSED_NO]);
  },
};

/** Nothing being handled: said in words, and nothing past its deadline. */
export const Kosong: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      ...complaintDesk(demoComplaints.filter((c) => c.complaint.status !== 'RECEIVED')).handlers,
    ),
  play: async () => {
    await expect(await page().findByText(q.empty.RECEIVED)).toBeVisible();
    await expect(page().getByRole('status')).toHaveTextContent(q.noneOverdue);
  },
};

export const KosongPonsel: Story = { ...Kosong, globals: viewport('phone') };

/** Loading: the placeholders. */
export const Memuat: Story = {
  beforeEach: ({ msw }) => msw.use(pending('get', '*/admin/complaint/list')),
  play: async () => {
    await expect(await page().findByText(q.loading)).toBeInTheDocument();
  },
};

/** The queue could not be loaded: the server's message and 'Coba lagi'. */
export const GagalDimuat: Story = {
  beforeEach: ({ msw }) =>
    msw.use(failing('get', '*/admin/complaint/list', 500, 'Terjadi kesalahan pada server.')),
  play: async () => {
    await expect(await page().findByText('Terjadi kesalahan pada server.')).toBeVisible();
    await expect(page().getByRole('button', { name: /Coba lagi/ })).toBeVisible();
  },
};

export const SelesaiPonsel: Story = { ...Selesai, globals: viewport('phone') };
