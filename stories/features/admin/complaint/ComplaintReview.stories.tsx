import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import ComplaintReviewPage from '../../../../web/src/features/admin/complaint/ComplaintReviewPage';
import { complaintMessages } from '../../../../web/src/features/admin/complaint/complaintMessages';
import {
  ANSWER_TEXT,
  ANSWERED_NO,
  CLOSED_NO,
  EXTENDED_NO,
  EXTENSION_REASON,
  FRESH_NO,
  LATE_NO,
  STAFF,
} from '../../../../web/src/features/admin/complaint/testing/complaintFixtures';
import { COMPLAINT_NOT_FOUND } from '../../../../web/src/features/admin/complaint/testing/complaintHandlers';
import { complaintReviewPath } from '../../../../web/src/features/admin/paths';
import { page } from '../../../support/page';
import { viewport } from '../../../support/viewports';

const r = complaintMessages.review;
const a = complaintMessages.actions;

/**
 * One complaint for the staff: its status (and whether it is late) with the actions it allows,
 * the complaint with its deadline, extension and attachments shown in the page, the answer,
 * the sender and the history with the staff's names.
 */
const meta = {
  title: 'Admin/Periksa Pengaduan',
  component: ComplaintReviewPage,
  parameters: { portal: { path: complaintReviewPath(FRESH_NO), signedIn: 'admin' } },
  globals: viewport('desktop'),
} satisfies Meta<typeof ComplaintReviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (number: string) => ({
  portal: { path: complaintReviewPath(number), signedIn: 'admin' as const },
});
const article = (number: string) =>
  page().findByRole('article', { name: `${r.headingPrefix} ${number}` });
const region = (el: HTMLElement, name: string) => within(el).getByRole('region', { name });
const buttons = (el: HTMLElement) =>
  within(region(el, r.actions))
    .queryAllByRole('button')
    .map((b) => b.textContent);

/** Just received: Jawab and Perpanjang; the sender, both attachments in the page. */
export const Diterima: Story = {
  play: async () => {
    const el = await article(FRESH_NO);
    // The actions load beside the complaint.
    await within(el).findByRole('button', { name: a.buttons.ANSWER });
    await expect(buttons(el)).toEqual([a.buttons.ANSWER, a.buttons.EXTEND]);
    await expect(region(el, r.actions)).toHaveTextContent('Sisa 5 hari kerja');
    const facts = region(el, r.complaint);
    await expect(facts).toHaveTextContent('4 Desember 2026 (5 hari kerja)');
    await expect(facts).toHaveTextContent(r.notExtended);
    await expect(facts).toHaveTextContent('KS23000456');
    const sender = region(el, r.customer);
    await expect(sender).toHaveTextContent('Budi Santoso');
    await expect(sender).toHaveTextContent('budi.santoso@example.com');
    await expect(sender).toHaveTextContent('+6281234567890');
    const files = region(el, r.attachments);
    await expect(
      await within(files).findByRole('img', { name: /foto-kuitansi\.png/ }),
    ).toBeVisible();
    await expect(await within(files).findByTitle(/surat-penolakan-klaim\.pdf/)).toBeVisible();
    await expect(region(el, r.history)).toHaveTextContent('oleh budi.santoso');
  },
};

export const DiterimaPonsel: Story = { ...Diterima, globals: viewport('phone') };

/** Past its deadline: the danger badge and how many working days late; still answerable. */
export const LewatBatas: Story = {
  parameters: at(LATE_NO),
  play: async () => {
    const el = await article(LATE_NO);
    await within(el).findByRole('button', { name: a.buttons.ANSWER });
    await expect(within(el).getByText(complaintMessages.queue.late)).toBeVisible();
    await expect(region(el, r.actions)).toHaveTextContent('Lewat 4 hari kerja');
    await expect(buttons(el)).toEqual([a.buttons.ANSWER, a.buttons.EXTEND]);
    await expect(region(el, r.customer)).toHaveTextContent(`${r.mobile}${r.none}`);
  },
};

export const LewatBatasPonsel: Story = { ...LewatBatas, globals: viewport('phone') };

/** Extended once: 10 working days and the reason; only Jawab left. */
export const Diperpanjang: Story = {
  parameters: at(EXTENDED_NO),
  play: async () => {
    const el = await article(EXTENDED_NO);
    await within(el).findByRole('button', { name: a.buttons.ANSWER });
    await expect(buttons(el)).toEqual([a.buttons.ANSWER]);
    await expect(region(el, r.actions)).toHaveTextContent(r.extendedNote);
    const facts = region(el, r.complaint);
    await expect(facts).toHaveTextContent('2 Desember 2026 (10 hari kerja)');
    await expect(facts).toHaveTextContent(r.extensionReason(EXTENSION_REASON));
    await expect(region(el, r.history)).toHaveTextContent(`oleh ${STAFF}`);
  },
};

/** Answered: the answer and Tutup. */
export const Dijawab: Story = {
  parameters: at(ANSWERED_NO),
  play: async () => {
    const el = await article(ANSWERED_NO);
    await within(el).findByRole('button', { name: a.buttons.CLOSE });
    await expect(buttons(el)).toEqual([a.buttons.CLOSE]);
    await expect(region(el, r.answer)).toHaveTextContent(ANSWER_TEXT);
    await expect(region(el, r.actions)).toHaveTextContent(r.answeredNote);
    await expect(region(el, r.attachments)).toHaveTextContent(r.noAttachments);
  },
};

export const DijawabPonsel: Story = { ...Dijawab, globals: viewport('phone') };

/** Closed: no action; the internal note in the history. */
export const Selesai: Story = {
  parameters: at(CLOSED_NO),
  play: async () => {
    const el = await article(CLOSED_NO);
    await expect(buttons(el)).toEqual([]);
    await expect(region(el, r.actions)).toHaveTextContent(r.noActions);
    await expect(region(el, r.history)).toHaveTextContent('Nasabah menyatakan puas lewat telepon.');
  },
};

/** A complaint the desk does not know: the server's 404 message. */
export const TidakDitemukan: Story = {
  parameters: at('ADU-2026-999999'),
  play: async () => {
    await expect(await page().findByText(COMPLAINT_NOT_FOUND)).toBeVisible();
  },
};

export const DiperpanjangPonsel: Story = { ...Diperpanjang, globals: viewport('phone') };

export const SelesaiPonsel: Story = { ...Selesai, globals: viewport('phone') };
