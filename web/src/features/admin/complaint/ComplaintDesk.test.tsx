// The complaint desk's requests: the queue asks for the tab and page of its address; Jawab,
// Perpanjang batas waktu and Tutup send the complaint's number and the trimmed text (the
// closing note null when left empty), nothing while the rule refuses it; the server's 409 is
// said above the complaint, which is loaded again. What each state and popup shows:
// stories/features/admin/complaint/*.stories.tsx.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { complaintMessages } from './complaintMessages';
import { ANSWERED_NO, FRESH_NO, SOON_NO } from './testing/complaintFixtures';
import { wrongStatusMessage } from './testing/complaintHandlers';
import {
  complaintArticle,
  renderComplaint,
  renderComplaintDesk,
  setupComplaintDeskTest,
} from './testing/complaintDeskTest';

const t = setupComplaintDeskTest();
const a = complaintMessages.actions;
const dialog = (name: string) => screen.findByRole('dialog', { name });

describe('the complaint queue', () => {
  it('asks for the tab of its address', async () => {
    const user = userEvent.setup();
    renderComplaintDesk('/admin/pengaduan');
    await screen.findByRole('table', { name: 'Pengaduan berstatus Sedang ditangani' });
    expect(t.lists).toEqual(['?status=RECEIVED&page=1&size=20']);
    await user.click(screen.getByRole('link', { name: /^Dijawab/ }));
    await screen.findByRole('table', { name: 'Pengaduan berstatus Dijawab' });
    expect(t.lists.at(-1)).toBe('?status=ANSWERED&page=1&size=20');
  });
});

describe('the actions', () => {
  it('Jawab sends the trimmed answer; a short one is refused before sending', async () => {
    const user = userEvent.setup();
    renderComplaint(FRESH_NO);
    await user.click(await screen.findByRole('button', { name: a.buttons.ANSWER }));
    const popup = await dialog(a.answer.title);
    const field = within(popup).getByLabelText(a.answer.label);
    await user.type(field, '  Terlalu pendek.  ');
    await user.click(within(popup).getByRole('button', { name: a.answer.submit }));
    expect(await within(popup).findByText(a.answer.short(20))).toBeInTheDocument();
    expect(t.actions).toEqual([]);
    await user.type(field, ' Klaim Bapak sudah kami proses hari ini. ');
    await user.click(within(popup).getByRole('button', { name: a.answer.submit }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(t.actions).toEqual([
      {
        path: '/admin/complaint/answer',
        body: {
          complaint_number: FRESH_NO,
          answer: 'Terlalu pendek.   Klaim Bapak sudah kami proses hari ini.',
        },
      },
    ]);
    expect(await screen.findByText(a.answer.done(FRESH_NO))).toBeInTheDocument();
  });

  it('Perpanjang batas waktu sends the reason; Tutup sends a note or null', async () => {
    const user = userEvent.setup();
    renderComplaint(SOON_NO);
    await user.click(await screen.findByRole('button', { name: a.buttons.EXTEND }));
    const popup = await dialog(a.extend.title);
    await user.type(
      within(popup).getByLabelText(a.extend.label),
      'Menunggu keterangan bank tentang debet ganda. ',
    );
    await user.click(within(popup).getByRole('button', { name: a.extend.submit }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(t.actions.at(-1)).toEqual({
      path: '/admin/complaint/extend',
      body: { complaint_number: SOON_NO, reason: 'Menunggu keterangan bank tentang debet ganda.' },
    });
    // Once extended, only the answer is left.
    expect(await screen.findByText(a.extend.done(SOON_NO, '8 Desember 2026'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: a.buttons.EXTEND })).toBeNull();
  });

  it('Tutup with the note left empty sends null', async () => {
    const user = userEvent.setup();
    renderComplaint(ANSWERED_NO);
    await user.click(await screen.findByRole('button', { name: a.buttons.CLOSE }));
    const popup = await dialog(a.close.title);
    await user.click(within(popup).getByRole('button', { name: a.close.submit }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(t.actions).toEqual([
      { path: '/admin/complaint/close', body: { complaint_number: ANSWERED_NO, note: null } },
    ]);
  });

  it('a 409 (answered by another staff member) is said above the complaint, reloaded', async () => {
    const user = userEvent.setup();
    renderComplaint(FRESH_NO);
    await user.click(await screen.findByRole('button', { name: a.buttons.ANSWER }));
    const popup = await dialog(a.answer.title);
    await user.type(
      within(popup).getByLabelText(a.answer.label),
      'Klaim Bapak sudah kami proses hari ini.',
    );
    t.desk.movedElsewhere(FRESH_NO, 'ANSWERED');
    await user.click(within(popup).getByRole('button', { name: a.answer.submit }));
    const alert = await within(await complaintArticle().then((el) => el.parentElement!)).findByRole(
      'alert',
    );
    expect(alert).toHaveTextContent(wrongStatusMessage(FRESH_NO, 'ANSWERED'));
    expect(alert).toHaveTextContent(complaintMessages.review.conflictReloaded);
    expect(await screen.findByRole('button', { name: a.buttons.CLOSE })).toBeInTheDocument();
  });
});
