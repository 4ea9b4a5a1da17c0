// The reconciliation page: 'Jalankan sekarang' (what it sends, the new run first, a notice; a
// run the gateway stopped) and the interval's and a run's duration in words. The schedule,
// the runs, a switched-off schedule and a 409: stories/features/admin/Reconciliation.stories
// .tsx.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { durationOf } from './components/RunTable';
import { intervalText } from './components/ScheduleCard';
import { reconciliationMessages } from './reconciliationMessages';
import { RUN_ERROR } from './testing/reconciliationHandlers';
import { renderRefundDesk, setupRefundDeskTest } from '../refund/testing/refundDeskTest';

const t = setupRefundDeskTest();
const m = reconciliationMessages;
const text = (el: Element | null) => el?.textContent?.replaceAll('\u00a0', ' ') ?? '';
const runs = () => screen.findByRole('table', { name: m.runs.caption });
const rows = async () =>
  within(await runs())
    .getAllByRole('row')
    .slice(1);

describe('the reconciliation page', () => {
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
