// The refund desk: the queue's tabs and pages in its address and requests, one case that may
// be asked again or cannot be found, 'Kembalikan dana' behind a confirmation naming the amount
// and the payer, 'Tolak' with a reason checked like the contract, and the server's refusals in
// its own words: 409 above the case (reloaded), 503 in the popup with nothing lost. The queue
// and each case as shown: stories/features/admin/RefundQueue.stories.tsx, RefundReview.stories
// .tsx and AdminHomePage.stories.tsx.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deskMessages } from '../desk/deskMessages';
import { refundMessages } from './refundMessages';
import {
  AGUS_REFUND,
  budiRefund,
  BUDI_REFUND,
  REJECTION,
  RINA_REFUND,
  SITI_REFUND,
} from './testing/refundFixtures';
import {
  GATEWAY_DOWN,
  INVALID_REQUEST,
  REFUND_ID,
  refundConflictMessage,
  refundDesk,
} from './testing/refundHandlers';
import {
  actionButtons,
  refundArticle,
  renderRefund,
  renderRefundDesk,
  setupRefundDeskTest,
  statusShown,
} from './testing/refundDeskTest';

const t = setupRefundDeskTest();
const q = refundMessages.queue;
const r = refundMessages.review;
const a = refundMessages.actions;
const text = (el: Element | null) => el?.textContent?.replaceAll('\u00a0', ' ') ?? '';
const dialog = (name: string) => screen.findByRole('dialog', { name });
const history = async () => within(await refundArticle()).getByRole('list', { name: r.history });
const region = async (name: string) => within(await refundArticle()).getByRole('region', { name });

describe('the queue', () => {
  it('a done tab says how long ago; an empty one says so; the server’s message on failure', async () => {
    const user = userEvent.setup();
    renderRefundDesk('/admin/refund?status=REFUNDED');
    expect(
      await screen.findByRole('columnheader', { name: deskMessages.closedAge }),
    ).toBeInTheDocument();
    expect(screen.getByText('12 hari lalu')).toBeInTheDocument();
    t.desk.refunds.splice(0, t.desk.refunds.length);
    await user.click(screen.getByRole('link', { name: /^Ditolak/ }));
    expect(await screen.findByText(q.empty.REJECTED)).toBeInTheDocument();
  });

  it('asks for the tab and page of its address; 20 a page, the next page by its button', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 23 }, (_, i) => {
      const copy = structuredClone(budiRefund);
      copy.refund.refund_number = `RFD-2026-${String(100 + i).padStart(6, '0')}`;
      copy.refund.updated_at = new Date(
        Date.parse('2026-11-01T00:00:00Z') + i * 3_600_000,
      ).toISOString();
      return copy;
    });
    t.use(...refundDesk(many).handlers);
    renderRefundDesk('/admin/refund?page=2');
    const table = await screen.findByRole('table', { name: 'Kasus berstatus Menunggu' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.firstChild?.textContent),
    ).toEqual(['RFD-2026-000120', 'RFD-2026-000121', 'RFD-2026-000122']);
    expect(t.lists).toEqual(['?status=OPEN&page=2&size=20']);
    const pages = screen.getByRole('navigation', { name: q.pagination });
    await user.click(within(pages).getByRole('button', { name: /Sebelumnya/ }));
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('rowheader')).toHaveLength(20),
    );
    expect(t.lists.at(-1)).toBe('?status=OPEN&page=1&size=20');
  });
});

describe('one case', () => {
  it('processing without the gateway’s answer for a while: it may be asked again', async () => {
    const stuck = t.desk.refunds.find((c) => c.refund.refund_number === RINA_REFUND)!;
    stuck.refund_id = null;
    stuck.allowed_actions = ['REFUND'];
    renderRefund(RINA_REFUND);
    expect(text(await region(r.actions))).toContain(r.stuck);
    await waitFor(async () => expect(await actionButtons()).toEqual(['Kembalikan dana']));
    expect((await refundArticle()).querySelector('.claim-outcome')).toBeNull();
  });

  it('rejected: the reason; an unknown or malformed number says so', async () => {
    const { unmount } = renderRefund(AGUS_REFUND);
    expect(text(await region(r.rejection))).toBe(`${r.rejection}${REJECTION}`);
    unmount();
    const second = renderRefund('RFD-2026-999999');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Kasus pengembalian dana tidak ditemukan.',
    );
    expect(screen.queryByRole('button', { name: 'Coba lagi' })).toBeNull();
    second.unmount();
    renderRefundDesk('/admin/refund/detail?refund_number=RFD-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(r.missing);
  });
});

describe("'Kembalikan dana'", () => {
  it('asks first, naming the amount and the payer; cancelling sends nothing', async () => {
    const user = userEvent.setup();
    renderRefund(BUDI_REFUND);
    await user.click(await screen.findByRole('button', { name: 'Kembalikan dana' }));
    const ask = await dialog(a.refund.title);
    expect(text(ask)).toContain(
      'Rp 1.250.000 dikembalikan kepada Budi Santoso lewat payment gateway',
    );
    expect(within(ask).getByRole('button', { name: a.refund.ok })).toHaveFocus();
    await user.click(within(ask).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(t.actions).toEqual([]);
  });

  it('refunds: the case shows Dikembalikan with the reference, the history and a notice', async () => {
    const user = userEvent.setup();
    renderRefund(BUDI_REFUND);
    await user.click(await screen.findByRole('button', { name: 'Kembalikan dana' }));
    await user.click(
      within(await dialog(a.refund.title)).getByRole('button', { name: a.refund.ok }),
    );
    await waitFor(async () => expect(await statusShown()).toBe('Dikembalikan'));
    expect(t.actions).toEqual([
      { path: '/admin/refund/approve', body: { refund_number: BUDI_REFUND } },
    ]);
    expect(text(await region(r.refunded))).toContain(REFUND_ID);
    const steps = within(await history())
      .getAllByRole('listitem')
      .map(text);
    expect(steps.slice(1)).toEqual([
      expect.stringContaining(
        'Pengembalian diminta ke payment gateway24 November 2026 pukul 13.40 WIBoleh admin.portal',
      ),
      expect.stringContaining(
        'Dana dikembalikan24 November 2026 pukul 13.40 WIBoleh payment-gateway',
      ),
    ]);
    expect(
      await screen.findByText(`Dana Rp 1.250.000 kasus ${BUDI_REFUND} dikembalikan.`),
    ).toBeInTheDocument();
    expect(await actionButtons()).toEqual([]);
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { name: `Pengembalian Dana ${BUDI_REFUND}` }),
      ).toHaveFocus(),
    );
  });

  it('a gateway that confirms later: Diproses, and a notice that says so', async () => {
    const user = userEvent.setup();
    t.desk.gateway = 'later';
    renderRefund(SITI_REFUND);
    await user.click(await screen.findByRole('button', { name: 'Kembalikan dana' }));
    const ask = await dialog(a.refund.title);
    expect(text(ask)).toContain('Rp 450.000 dikembalikan kepada Siti Rahma');
    await user.click(within(ask).getByRole('button', { name: a.refund.ok }));
    await waitFor(async () => expect(await statusShown()).toBe('Diproses payment gateway'));
    expect(await screen.findByText(a.refund.processing(SITI_REFUND))).toBeInTheDocument();
    expect(text(await region(r.actions))).toContain(r.processing);
  });

  it('503: the server’s words in the popup, the case still waiting, the failure in its history; a retry refunds', async () => {
    const user = userEvent.setup();
    t.desk.gateway = 'down';
    renderRefund(BUDI_REFUND);
    await user.click(await screen.findByRole('button', { name: 'Kembalikan dana' }));
    const ask = await dialog(a.refund.title);
    await user.click(within(ask).getByRole('button', { name: a.refund.ok }));
    expect(await within(ask).findByRole('alert')).toHaveTextContent(GATEWAY_DOWN);
    expect(screen.getByRole('dialog', { name: a.refund.title })).toBeVisible();
    await waitFor(async () =>
      expect(within(await history()).getAllByRole('listitem')).toHaveLength(2),
    );
    expect(text(within(await history()).getAllByRole('listitem')[1]!)).toContain(
      'Payment gateway tidak memproses pengembalian',
    );
    expect(await statusShown()).toBe('Menunggu keputusan');

    t.desk.gateway = 'refunds';
    await user.click(within(ask).getByRole('button', { name: a.refund.ok }));
    await waitFor(async () => expect(await statusShown()).toBe('Dikembalikan'));
    expect(t.actions).toHaveLength(2);
  });

  it('409: another staff member was first; the server’s words above the case, reloaded', async () => {
    const user = userEvent.setup();
    renderRefund(BUDI_REFUND);
    await user.click(await screen.findByRole('button', { name: 'Kembalikan dana' }));
    const ask = await dialog(a.refund.title);
    t.desk.decidedElsewhere(BUDI_REFUND, 'REJECTED');
    await user.click(within(ask).getByRole('button', { name: a.refund.ok }));
    const conflict = refundConflictMessage(t.desk.refunds[0]!);
    expect(conflict).toBe(
      `Kasus ${BUDI_REFUND} berstatus Ditolak; tindakan ini hanya untuk kasus yang menunggu keputusan.`,
    );
    await waitFor(() =>
      expect(
        screen.getAllByRole('alert').find((el) => el.textContent?.includes(conflict)),
      ).toHaveTextContent(`${conflict} ${r.conflictReloaded}`),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(async () => expect(await statusShown()).toBe('Ditolak'));
    expect(await actionButtons()).toEqual([]);
  });
});

describe("'Tolak'", () => {
  const reasonField = (d: HTMLElement) => within(d).getByRole('textbox', { name: a.reject.label });

  it('checks the reason like the contract before sending anything', async () => {
    const user = userEvent.setup();
    renderRefund(BUDI_REFUND);
    await user.click(await screen.findByRole('button', { name: 'Tolak' }));
    const form = await dialog(a.reject.title);
    const submit = within(form).getByRole('button', { name: a.reject.submit });
    await user.click(submit);
    expect(await within(form).findByText(a.reject.required)).toBeVisible();
    await user.type(reasonField(form), '  Sudah.  ');
    await user.click(submit);
    expect(await within(form).findByText(a.reject.short(10))).toBeVisible();
    await user.clear(reasonField(form));
    await user.type(reasonField(form), 'Sudah dikembalikan{Enter}lewat transfer bank.');
    await user.click(submit);
    expect(await within(form).findByText(a.reject.chars)).toBeVisible();
    await user.clear(reasonField(form));
    await user.click(reasonField(form));
    await user.paste('x'.repeat(501));
    await user.click(submit);
    expect(await within(form).findByText(a.reject.long(500))).toBeVisible();
    expect(reasonField(form)).toHaveAttribute('aria-invalid', 'true');
    expect(t.actions).toEqual([]);
  });

  it('rejects with the reason trimmed; the case shows it and the history who did it', async () => {
    const user = userEvent.setup();
    renderRefund(SITI_REFUND);
    await user.click(await screen.findByRole('button', { name: 'Tolak' }));
    const form = await dialog(a.reject.title);
    await user.type(reasonField(form), `  ${REJECTION}  `);
    expect(text(form)).toContain(`${REJECTION.length}/500`);
    await user.click(within(form).getByRole('button', { name: a.reject.submit }));
    await waitFor(async () => expect(await statusShown()).toBe('Ditolak'));
    expect(t.actions).toEqual([
      { path: '/admin/refund/reject', body: { refund_number: SITI_REFUND, reason: REJECTION } },
    ]);
    expect(text(await region(r.rejection))).toContain(REJECTION);
    const last = within(await history())
      .getAllByRole('listitem')
      .at(-1)!;
    expect(text(last)).toContain(
      'Ditolak petugas24 November 2026 pukul 13.40 WIBoleh admin.portal',
    );
    expect(await screen.findByText(a.reject.done(SITI_REFUND))).toBeInTheDocument();
  });

  it('a refusal of the server stays in the popup with what was typed', async () => {
    const user = userEvent.setup();
    renderRefund(BUDI_REFUND);
    await user.click(await screen.findByRole('button', { name: 'Tolak' }));
    const form = await dialog(a.reject.title);
    const reason = 'Diteruskan ke bagian keuangan untuk transfer manual.';
    await user.type(reasonField(form), reason);
    t.desk.refuseNext(400, INVALID_REQUEST);
    await user.click(within(form).getByRole('button', { name: a.reject.submit }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(INVALID_REQUEST);
    expect(reasonField(form)).toHaveValue(reason);
    expect(await statusShown()).toBe('Menunggu keputusan');
    // Sent again as it stands: rejected.
    await user.click(within(form).getByRole('button', { name: a.reject.submit }));
    await waitFor(async () => expect(await statusShown()).toBe('Ditolak'));
  });
});
