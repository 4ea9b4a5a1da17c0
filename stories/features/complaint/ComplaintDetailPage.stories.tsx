import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import ComplaintDetailPage from '../../../web/src/features/complaint/ComplaintDetailPage';
import { messages } from '../../../web/src/features/complaint/messages';
import {
  ANSWER,
  ANSWERED_NO,
  CLOSED_NO,
  EXTENDED_NO,
  EXTENSION_REASON,
  OVERDUE_NO,
  RECEIVED_NO,
} from '../../../web/src/features/complaint/testing/fixtures';
import { complaintHandlers, NOT_FOUND } from '../../../web/src/features/complaint/testing/handlers';
import { page } from '../../support/page';
import { viewport } from '../../support/viewports';

const m = messages.detail;
const at = (number: string) => ({
  portal: { path: `/pengaduan/detail?complaint_number=${number}`, signedIn: true },
});

/**
 * One complaint: while it is handled, the acknowledgement (register number, the day we
 * answer by) or, once late, our apology; its facts and deadline (an extension with its new
 * day and reason), our answer, the customer's words, the attachments and the history.
 */
const meta = {
  title: 'Pengaduan/Detail Pengaduan',
  component: ComplaintDetailPage,
  parameters: at(RECEIVED_NO),
  globals: viewport('desktop'),
  beforeEach: ({ msw }) => msw.use(...complaintHandlers()),
} satisfies Meta<typeof ComplaintDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const history = () => page().getByRole('list', { name: m.timeline });

/** Just received: the acknowledgement, the deadline in 5 working days, an attachment. */
export const Diterima: Story = {
  play: async () => {
    const receipt = await page().findByRole('region', { name: m.received });
    await expect(receipt).toHaveTextContent(`${m.registerNumber}: ${RECEIVED_NO}`);
    await expect(receipt).toHaveTextContent(
      'Kami menjawab paling lambat 4 Desember 2026 (5 hari kerja).',
    );
    await expect(receipt).toHaveTextContent(m.receiptSent);
    const detail = page().getByRole('region', { name: 'Klaim rawat inap belum diproses' });
    await expect(within(detail).getByText('Sedang ditangani')).toBeVisible();
    await expect(detail).toHaveTextContent('Polis' + 'KS23000456');
    await expect(detail).toHaveTextContent('27 Nov 2026, 09.10 WIB');
    await expect(page().getByRole('button', { name: 'Unduh kuitansi-rs.pdf' })).toBeVisible();
    await expect(within(history()).getAllByRole('listitem')).toHaveLength(1);
    await expect(history()).toHaveTextContent('Oleh Nasabah');
    await expect(page().queryByRole('region', { name: m.answer })).toBeNull();
  },
};

export const DiterimaPonsel: Story = { ...Diterima, globals: viewport('phone') };

/** Extended to 10 working days: the new day and the reason, in the history too. */
export const Diperpanjang: Story = {
  parameters: at(EXTENDED_NO),
  play: async () => {
    const receipt = await page().findByRole('region', { name: m.received });
    await expect(receipt).toHaveTextContent(
      'Kami menjawab paling lambat 4 Desember 2026 (10 hari kerja).',
    );
    await expect(page().getByText(m.extendedNote('4 Desember 2026'))).toBeVisible();
    await expect(page().getByText(`${m.extensionReason}: ${EXTENSION_REASON}`)).toBeVisible();
    await expect(within(history()).getAllByRole('listitem')).toHaveLength(2);
    await expect(history()).toHaveTextContent('Batas waktu diperpanjang');
    await expect(history()).toHaveTextContent('Oleh Petugas');
  },
};

export const DiperpanjangPonsel: Story = { ...Diperpanjang, globals: viewport('phone') };

/** Past its deadline without an answer: the apology and the danger badge. */
export const LewatBatas: Story = {
  parameters: at(OVERDUE_NO),
  play: async () => {
    const receipt = await page().findByRole('region', { name: m.received });
    await expect(receipt).toHaveTextContent(m.overdue('20 November 2026'));
    await expect(page().getByText('Lewat batas waktu')).toBeVisible();
    await expect(page().getByText(m.noPolicy)).toBeVisible();
    await expect(page().getByText(m.noAttachments)).toBeVisible();
  },
};

export const LewatBatasPonsel: Story = { ...LewatBatas, globals: viewport('phone') };

/** Answered: our answer and when; no acknowledgement any more. */
export const Dijawab: Story = {
  parameters: at(ANSWERED_NO),
  play: async () => {
    const answer = await page().findByRole('region', { name: m.answer });
    await expect(answer).toHaveTextContent(ANSWER);
    await expect(answer).toHaveTextContent('Dijawab 12 November 2026 pukul 14.15 WIB');
    await expect(page().queryByRole('region', { name: m.received })).toBeNull();
    await expect(history()).toHaveTextContent('Pengaduan dijawab');
  },
};

export const DijawabPonsel: Story = { ...Dijawab, globals: viewport('phone') };

/** Closed: the answer and the day it was closed. */
export const Selesai: Story = {
  parameters: at(CLOSED_NO),
  play: async () => {
    const answer = await page().findByRole('region', { name: m.answer });
    await expect(answer).toHaveTextContent('Pengaduan selesai 16 Oktober 2026');
    await expect(page().getAllByText('Selesai').length).toBeGreaterThan(0);
    await expect(within(history()).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const SelesaiPonsel: Story = { ...Selesai, globals: viewport('phone') };

/** A number that is not the customer's: the server's 404 message, no retry. */
export const TidakDitemukan: Story = {
  parameters: at('ADU-2026-999999'),
  play: async () => {
    await expect(await page().findByText(NOT_FOUND)).toBeVisible();
    await expect(page().queryByRole('button', { name: /Coba lagi/ })).toBeNull();
  },
};
