import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import ComplaintReviewPage from '../../../../web/src/features/admin/complaint/ComplaintReviewPage';
import { complaintMessages } from '../../../../web/src/features/admin/complaint/complaintMessages';
import {
  ANSWERED_NO,
  FRESH_NO,
  SOON_NO,
} from '../../../../web/src/features/admin/complaint/testing/complaintFixtures';
import {
  complaintDesk,
  wrongStatusMessage,
  type ComplaintDesk,
} from '../../../../web/src/features/admin/complaint/testing/complaintHandlers';
import { complaintReviewPath } from '../../../../web/src/features/admin/paths';
import { page } from '../../../support/page';
import { viewport } from '../../../support/viewports';

const a = complaintMessages.actions;
const r = complaintMessages.review;

/**
 * The staff's three actions on a complaint, each in its popup: 'Jawab' (the written answer,
 * 20 to 4000 characters), 'Perpanjang batas waktu' (once, to 10 working days, with the reason
 * told to the customer), 'Tutup' (an internal note, optional); a 409 when another staff member
 * was first.
 */
const meta = {
  title: 'Admin/Tindakan Pengaduan',
  component: ComplaintReviewPage,
  parameters: { portal: { path: complaintReviewPath(FRESH_NO), signedIn: 'admin' } },
  globals: viewport('desktop'),
} satisfies Meta<typeof ComplaintReviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type User = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

const at = (number: string) => ({
  portal: { path: complaintReviewPath(number), signedIn: 'admin' as const },
});
async function open(userEvent: User, button: string, title: string) {
  await page().findByRole('article', { name: /^Pengaduan ADU-/ });
  await userEvent.click(await page().findByRole('button', { name: button }));
  const dialog = await page().findByRole('dialog', { name: title });
  // The popup fades in.
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

let desk: ComplaintDesk;
const withDesk = ({ msw }: { msw: { use: (...h: ComplaintDesk['handlers']) => void } }) => {
  desk = complaintDesk();
  msw.use(...desk.handlers);
};

/** 'Jawab': the answer's field, its rule and counter; a short answer refused in words. */
export const Jawab: Story = {
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, a.buttons.ANSWER, a.answer.title);
    await expect(within(dialog).getByText(a.answer.intro)).toBeVisible();
    const field = within(dialog).getByRole('textbox', { name: a.answer.label });
    await expect(field).toHaveFocus();
    await userEvent.type(field, 'Sudah kami cek.');
    await expect(await within(dialog).findByText('15/4000')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: a.answer.submit }));
    await expect(await within(dialog).findByText(a.answer.short(20))).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

export const JawabPonsel: Story = { ...Jawab, globals: viewport('phone') };

/** 'Jawab' sent: the popup closes, the notice, the complaint answered (Tutup now). */
export const JawabTerkirim: Story = {
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, a.buttons.ANSWER, a.answer.title);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: a.answer.label }),
      'Klaim Bapak sudah kami proses dan dana ditransfer hari ini.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: a.answer.submit }));
    await expect(await page().findByText(a.answer.done(FRESH_NO))).toBeVisible();
    await expect(await page().findByRole('button', { name: a.buttons.CLOSE })).toBeVisible();
    const article = await page().findByRole('article', { name: `Pengaduan ${FRESH_NO}` });
    await expect(within(article).getByRole('region', { name: r.answer })).toHaveTextContent(
      'dana ditransfer hari ini',
    );
  },
};

/** 'Perpanjang batas waktu': what it does (10 working days, once) and the reason's rule. */
export const Perpanjang: Story = {
  parameters: at(SOON_NO),
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, a.buttons.EXTEND, a.extend.title);
    await expect(within(dialog).getByText(a.extend.intro('1 Desember 2026'))).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: a.extend.submit }));
    await expect(await within(dialog).findByText(a.extend.required)).toBeVisible();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: a.extend.label }),
      'Menunggu keterangan bank tentang debet ganda.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: a.extend.submit }));
    await expect(await page().findByText(a.extend.done(SOON_NO, '8 Desember 2026'))).toBeVisible();
    await waitFor(() =>
      expect(page().queryByRole('button', { name: a.buttons.EXTEND })).toBeNull(),
    );
  },
};

export const PerpanjangPonsel: Story = { ...Perpanjang, globals: viewport('phone') };

/** 'Tutup': the optional internal note. */
export const Tutup: Story = {
  parameters: at(ANSWERED_NO),
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, a.buttons.CLOSE, a.close.title);
    await expect(within(dialog).getByText(a.close.intro)).toBeVisible();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: a.close.label }),
      'Nasabah menyatakan puas lewat telepon.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: a.close.submit }));
    await expect(await page().findByText(a.close.done(ANSWERED_NO))).toBeVisible();
    await expect(await page().findByText(r.noActions)).toBeVisible();
  },
};

/** Another staff member answered first (409): the message above, the complaint reloaded. */
export const SudahDijawabPetugasLain: Story = {
  beforeEach: withDesk,
  play: async ({ userEvent }) => {
    const dialog = await open(userEvent, a.buttons.ANSWER, a.answer.title);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: a.answer.label }),
      'Klaim Bapak sudah kami proses hari ini.',
    );
    desk.movedElsewhere(FRESH_NO, 'ANSWERED');
    await userEvent.click(within(dialog).getByRole('button', { name: a.answer.submit }));
    const alert = await page().findByText(
      new RegExp(wrongStatusMessage(FRESH_NO, 'ANSWERED').slice(0, 40)),
    );
    await expect(alert).toHaveTextContent(r.conflictReloaded);
    await expect(await page().findByRole('button', { name: a.buttons.CLOSE })).toBeVisible();
  },
};

export const SudahDijawabPetugasLainPonsel: Story = {
  ...SudahDijawabPetugasLain,
  globals: viewport('phone'),
};

export const TutupPonsel: Story = { ...Tutup, globals: viewport('phone') };
