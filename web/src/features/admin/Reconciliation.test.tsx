// The reconciliation page: the schedule (every 15 minutes, the next run; or switched off), the
// runs newest first with what started them, how they ended and what they did in the server's
// words, 'Jalankan sekarang' (the new run first, a notice), and a 409 while another run is in
// progress said in the server's words.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { durationOf } from './components/reconciliation/RunTable';
import { intervalText } from './components/reconciliation/ScheduleCard';
import { reconciliationMessages } from './reconciliationMessages';
import { UNKNOWN_REFUND } from './testing/refundFixtures';
import { RUN_BUSY, RUN_ERROR } from './testing/reconciliationHandlers';
import { renderRefundDesk, setupRefundDeskTest } from './testing/refundDeskTest';

const t = setupRefundDeskTest();
const m = reconciliationMessages;
const text = (el: Element | null) => el?.textContent?.replaceAll('\u00a0', ' ') ?? '';
const schedule = () => screen.findByRole('region', { name: m.schedule.title });
const runs = () => screen.findByRole('table', { name: m.runs.caption });
const rows = async () =>
  within(await runs())
    .getAllByRole('row')
    .slice(1);

describe('the reconciliation page', () => {
  it('the schedule and the runs, newest first, with what each did', async () => {
    renderRefundDesk('/admin/reconciliation');
    await waitFor(async () =>
      expect(text(await schedule())).toContain(
        'Berjalan otomatis setiap 15 menit, sekali per selang berapa pun proses server.',
      ),
    );
    expect(text(await schedule())).toContain(
      'Putaran berikutnya sekitar 24 November 2026 pukul 13.45 WIB',
    );
    const [staff, scheduled, failed, booked] = await rows();
    expect(text(staff!)).toContain('24 Nov 2026, 13.20 WIBselesai dalam 1 detik');
    expect(text(staff!)).toContain('Petugas · admin.portal');
    expect(text(staff!)).toContain('Selesai');
    expect(text(staff!)).toContain('14');
    expect(text(staff!)).toContain(m.runs.noActions);
    expect(text(scheduled!)).toContain('Jadwal');
    const did = within(scheduled!).getAllByRole('listitem').map(text);
    expect(did).toEqual([
      expect.stringContaining('Tagihan gateway dibatalkan'),
      expect.stringContaining('Pembayaran terhenti ditutup'),
      expect.stringContaining('Kasus pengembalian dana dibuka'),
    ]);
    expect(did[0]).toContain('PAY-20261124-H2J6N8PQ · Rp 1.250.000');
    expect(did[0]).toContain('Pembayaran tidak pernah selesai dibuat di portal');
    expect(
      within(scheduled!).getByRole('link', { name: m.runs.openRefund(UNKNOWN_REFUND) }),
    ).toHaveAttribute('href', `/admin/refund/detail?refund_number=${UNKNOWN_REFUND}`);
    expect(text(failed!)).toContain('Gagal');
    expect(text(failed!)).toContain(RUN_ERROR);
    expect(within(failed!).getAllByRole('listitem')).toHaveLength(1);
    expect(text(booked!)).toContain('Status gateway dibukukan');
    expect(text(booked!)).toContain('pembayaran kini lunas');
    expect(screen.getByText(m.runs.count(4))).toBeInTheDocument();
  });

  it("'Jalankan sekarang': the new run first and a notice of what it found", async () => {
    const user = userEvent.setup();
    renderRefundDesk('/admin/reconciliation');
    await rows();
    await user.click(screen.getByRole('button', { name: m.schedule.run }));
    expect(
      await screen.findByText('Rekonsiliasi selesai: 15 tagihan diperiksa, tidak ada tindakan.'),
    ).toBeInTheDocument();
    await waitFor(async () => expect(await rows()).toHaveLength(5));
    expect(text((await rows())[0]!)).toContain('15');
    expect(t.actions).toEqual([{ path: '/admin/reconciliation/run', body: null }]);
  });

  it('a run the gateway stopped: a warning with its error, the run listed as failed', async () => {
    const user = userEvent.setup();
    t.reconciliation.failing = true;
    renderRefundDesk('/admin/reconciliation');
    await rows();
    await user.click(screen.getByRole('button', { name: m.schedule.run }));
    expect(await screen.findByText(`Rekonsiliasi terhenti: ${RUN_ERROR}`)).toBeInTheDocument();
    await waitFor(async () => expect(text((await rows())[0]!)).toContain('Gagal'));
  });

  it('409 while another run is in progress: the server’s words under the button', async () => {
    const user = userEvent.setup();
    t.reconciliation.busy = true;
    renderRefundDesk('/admin/reconciliation');
    await rows();
    await user.click(screen.getByRole('button', { name: m.schedule.run }));
    expect(await within(await schedule()).findByRole('alert')).toHaveTextContent(RUN_BUSY);
    expect(await rows()).toHaveLength(4);
    expect(screen.getByRole('button', { name: m.schedule.run })).toBeEnabled();
  });

  it('the schedule switched off; no run yet', async () => {
    t.reconciliation.intervalMinutes = 0;
    t.reconciliation.runs.length = 0;
    renderRefundDesk('/admin/reconciliation');
    expect(await screen.findByText(m.schedule.off)).toBeInTheDocument();
    expect(await screen.findByText(m.runs.empty)).toBeInTheDocument();
  });

  it('the interval and a run’s duration in whole units', () => {
    expect(durationOf('2026-11-24T03:00:00Z', '2026-11-24T03:00:00.400Z')).toBe('1 detik');
    expect(durationOf('2026-11-24T03:00:00Z', '2026-11-24T03:00:42Z')).toBe('42 detik');
    expect(durationOf('2026-11-24T03:00:00Z', '2026-11-24T03:03:10Z')).toBe('3 menit');
    expect(intervalText(15)).toBe('15 menit');
    expect(intervalText(90)).toBe('90 menit');
    expect(intervalText(120)).toBe('2 jam');
    expect(intervalText(1440)).toBe('1 hari');
  });
});
