import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import ComplaintListPage from '../../../web/src/features/complaint/ComplaintListPage';
import { messages } from '../../../web/src/features/complaint/messages';
import {
  ANSWERED_NO,
  complaints,
  EXTENDED_NO,
  manyComplaints,
  OVERDUE_NO,
  RECEIVED_NO,
} from '../../../web/src/features/complaint/testing/fixtures';
import { complaintHandlers } from '../../../web/src/features/complaint/testing/handlers';
import { failing, pending } from '../../support/handlers';
import { page } from '../../support/page';
import { viewport } from '../../support/viewports';

const m = messages.list;

/**
 * 'Pengaduan Saya': the customer's complaints newest first, each with its register number,
 * subject, category, status and the deadline of our answer; one past its deadline stands
 * out ('Lewat batas waktu'); the status filter; 'Ajukan Pengaduan' opens the form.
 */
const meta = {
  title: 'Pengaduan/Pengaduan Saya',
  component: ComplaintListPage,
  parameters: { portal: { path: '/pengaduan', signedIn: true } },
  globals: viewport('desktop'),
  beforeEach: ({ msw }) => msw.use(...complaintHandlers()),
} satisfies Meta<typeof ComplaintListPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const list = () => page().findByRole('region', { name: m.heading });
const row = (items: HTMLElement[], number: string) =>
  items.find((item) => item.textContent?.includes(number))!;

/** Five complaints, newest first; the late one highlighted with its danger badge. */
export const Daftar: Story = {
  play: async () => {
    const region = await list();
    const items = await within(region).findAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(within(region).getByText(m.count(5))).toBeVisible();
    const first = items[0]!;
    await expect(first).toHaveTextContent(RECEIVED_NO);
    await expect(first).toHaveTextContent('Klaim rawat inap belum diproses');
    await expect(first).toHaveTextContent('Klaim · Polis KS23000456');
    await expect(first).toHaveTextContent('Batas jawaban4 Desember 2026');
    await expect(
      within(first).getByRole('link', { name: `Pengaduan ${RECEIVED_NO}, Sedang ditangani` }),
    ).toHaveAttribute('href', `/pengaduan/detail?complaint_number=${RECEIVED_NO}`);
    await expect(row(items, EXTENDED_NO)).toHaveTextContent('(Diperpanjang)');
    const late = items.filter((item) => item.className.includes('adu-row--overdue'));
    await expect(late).toHaveLength(1);
    await expect(late[0]).toHaveTextContent(OVERDUE_NO);
    await expect(within(late[0]!).getByText(m.overdue)).toBeVisible();
    // Answered: no deadline any more.
    await expect(within(row(items, ANSWERED_NO)).getByText('Dijawab')).toBeVisible();
    await expect(row(items, ANSWERED_NO)).not.toHaveTextContent(m.due);
    await expect(page().getByRole('link', { name: m.start })).toHaveAttribute(
      'href',
      '/pengaduan/baru',
    );
  },
};

export const DaftarPonsel: Story = { ...Daftar, globals: viewport('phone') };

/** Nothing yet: what a complaint is for, and the way to the form. */
export const Kosong: Story = {
  beforeEach: ({ msw }) => msw.use(...complaintHandlers({ complaints: [] })),
  play: async () => {
    const empty = await page().findByRole('region', { name: m.empty });
    await expect(within(empty).getByText(m.emptyHint)).toBeVisible();
    await expect(within(empty).getByRole('link', { name: m.start })).toHaveAttribute(
      'href',
      '/pengaduan/baru',
    );
    await expect(page().queryByRole('region', { name: m.heading })).toBeNull();
  },
};

export const KosongPonsel: Story = { ...Kosong, globals: viewport('phone') };

/** Filtered by status (?status=RECEIVED): only those being handled. */
export const Disaring: Story = {
  parameters: { portal: { path: '/pengaduan?status=RECEIVED', signedIn: true } },
  play: async () => {
    const region = await list();
    await expect(await within(region).findByText(m.count(3))).toBeVisible();
    await expect(within(region).getByLabelText(m.filter)).toHaveValue('RECEIVED');
    const items = within(region).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    for (const item of items) await expect(item).toHaveTextContent('Sedang ditangani');
  },
};

export const DisaringPonsel: Story = { ...Disaring, globals: viewport('phone') };

/** A filter without complaints: said in words, with the way back to all. */
export const DisaringKosong: Story = {
  parameters: { portal: { path: '/pengaduan?status=CLOSED', signedIn: true } },
  beforeEach: ({ msw }) =>
    msw.use(...complaintHandlers({ complaints: complaints.filter((c) => c.status !== 'CLOSED') })),
  play: async () => {
    await expect(await page().findByText(m.filterEmpty('Selesai'))).toBeVisible();
    await expect(page().getByRole('button', { name: m.showAll })).toBeVisible();
  },
};

/** Twelve more: ten a page, the pages below. */
export const BeberapaHalaman: Story = {
  beforeEach: ({ msw }) =>
    msw.use(...complaintHandlers({ complaints: [...complaints, ...manyComplaints(12)] })),
  play: async () => {
    const region = await list();
    await expect(await within(region).findByText(m.count(17))).toBeVisible();
    await expect(within(region).getAllByRole('listitem')).toHaveLength(10);
    await expect(within(region).getByRole('navigation', { name: m.pagination })).toBeVisible();
  },
};

/** The list is loading: placeholders. */
export const Memuat: Story = {
  beforeEach: ({ msw }) => msw.use(pending('get', '*/api/complaint/list')),
  play: async () => {
    await expect(await page().findByRole('status')).toHaveTextContent(m.loading);
  },
};

/** The list could not be loaded: the server's message and 'Coba lagi'. */
export const GagalDimuat: Story = {
  beforeEach: ({ msw }) =>
    msw.use(failing('get', '*/api/complaint/list', 500, 'Terjadi kesalahan pada server.')),
  play: async () => {
    await expect(await page().findByText('Terjadi kesalahan pada server.')).toBeVisible();
    await expect(page().getByRole('button', { name: /Coba lagi/ })).toBeVisible();
  },
};

export const GagalDimuatPonsel: Story = { ...GagalDimuat, globals: viewport('phone') };
