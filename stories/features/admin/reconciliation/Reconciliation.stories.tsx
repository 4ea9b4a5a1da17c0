import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { RECONCILIATION_PATH } from '../../../../web/src/features/admin/paths';
import ReconciliationPage from '../../../../web/src/features/admin/reconciliation/ReconciliationPage';
import { reconciliationMessages } from '../../../../web/src/features/admin/reconciliation/reconciliationMessages';
import {
  demoRuns,
  reconciliationServer,
  RUN_BUSY,
  RUN_ERROR,
  type ReconciliationServer,
} from '../../../../web/src/features/admin/reconciliation/testing/reconciliationHandlers';
import { UNKNOWN_REFUND } from '../../../../web/src/features/admin/refund/testing/refundFixtures';
import { failing } from '../../../support/handlers';
import { page } from '../../../support/page';
import { viewport } from '../../../support/viewports';

const m = reconciliationMessages;

/**
 * The reconciliation of the gateway's charges with the portal's payments (admin layout): the
 * schedule and its next run, 'Jalankan sekarang', and the runs newest first with what started
 * them, how they ended and what each did in the server's words.
 */
const meta = {
  title: 'Admin/Rekonsiliasi Pembayaran',
  component: ReconciliationPage,
  parameters: { portal: { path: RECONCILIATION_PATH, signedIn: 'admin' } },
  globals: viewport('desktop'),
} satisfies Meta<typeof ReconciliationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const runs = () => page().findByRole('table', { name: m.runs.caption });
let server: ReconciliationServer;
const withServer =
  (change: (s: ReconciliationServer) => void = () => undefined) =>
  ({ msw }: { msw: { use: (...h: ReconciliationServer['handlers']) => void } }) => {
    server = reconciliationServer();
    change(server);
    msw.use(...server.handlers);
  };

/** Four runs: a staff member's, one that cancelled, closed and opened a case, a failed one. */
export const PutaranRekonsiliasi: Story = {
  play: async () => {
    await expect(
      await page().findByRole('heading', { level: 1, name: 'Rekonsiliasi Pembayaran' }),
    ).toBeInTheDocument();
    const table = await runs();
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(within(table).getByText('Petugas · admin.portal')).toBeVisible();
    await expect(within(table).getByText('Kasus pengembalian dana dibuka')).toBeVisible();
    const schedule = page().getByRole('region', { name: m.schedule.title });
    await expect(schedule).toHaveTextContent('setiap 15 menit');
    const text = (el: Element) => el.textContent?.replaceAll('\u00a0', ' ') ?? '';
    await waitFor(() =>
      expect(text(schedule)).toContain(
        'Berjalan otomatis setiap 15 menit, sekali per selang berapa pun proses server.',
      ),
    );
    await expect(text(schedule)).toContain(
      'Putaran berikutnya sekitar 24 November 2026 pukul 13.45 WIB',
    );
    // Newest first, with what each did.
    const [staff, scheduled, failed, booked] = within(table).getAllByRole('row').slice(1);
    for (const part of [
      '24 Nov 2026, 13.20 WIBselesai dalam 1 detik',
      'Petugas · admin.portal',
      'Selesai',
      '14',
      m.runs.noActions,
    ]) {
      await expect(text(staff!)).toContain(part);
    }
    await expect(text(scheduled!)).toContain('Jadwal');
    const did = within(scheduled!).getAllByRole('listitem').map(text);
    await expect(did).toEqual([
      expect.stringContaining('Tagihan gateway dibatalkan'),
      expect.stringContaining('Pembayaran terhenti ditutup'),
      expect.stringContaining('Kasus pengembalian dana dibuka'),
    ]);
    await expect(did[0]).toContain('PAY-20261124-H2J6N8PQ · Rp 1.250.000');
    await expect(did[0]).toContain('Pembayaran tidak pernah selesai dibuat di portal');
    await expect(
      within(scheduled!).getByRole('link', { name: m.runs.openRefund(UNKNOWN_REFUND) }),
    ).toHaveAttribute('href', `/admin/refund/detail?refund_number=${UNKNOWN_REFUND}`);
    await expect(text(failed!)).toContain('Gagal');
    await expect(text(failed!)).toContain(RUN_ERROR);
    await expect(within(failed!).getAllByRole('listitem')).toHaveLength(1);
    await expect(text(booked!)).toContain('Status gateway dibukukan');
    await expect(text(booked!)).toContain('pembayaran kini lunas');
    await expect(page().getByText(m.runs.count(4))).toBeVisible();
  },
};

export const PutaranRekonsiliasiPonsel: Story = {
  ...PutaranRekonsiliasi,
  globals: viewport('phone'),
};

/** The newest run stopped: the gateway did not answer; what it did before stays listed. */
export const PutaranGagal: Story = {
  beforeEach: withServer((s) => s.runs.splice(0, 2)),
  play: async () => {
    const first = within(await runs()).getAllByRole('row')[1]!;
    await expect(first).toHaveTextContent('Gagal');
    await expect(first).toHaveTextContent(RUN_ERROR);
    await expect(within(first).getByText('Tagihan gateway dibatalkan')).toBeVisible();
  },
};

/** No run yet, the schedule switched off. */
export const Kosong: Story = {
  beforeEach: withServer((s) => {
    s.runs.length = 0;
    s.intervalMinutes = 0;
  }),
  play: async () => {
    await expect(await page().findByText(m.runs.empty)).toBeVisible();
    await expect(page().getByText(m.schedule.off)).toBeVisible();
  },
};

/** 'Jalankan sekarang': a notice of what it found and the new run first. */
export const JalankanSekarang: Story = {
  beforeEach: withServer(),
  play: async ({ userEvent }) => {
    await runs();
    await userEvent.click(page().getByRole('button', { name: m.schedule.run }));
    await expect(
      await page().findByText('Rekonsiliasi selesai: 15 tagihan diperiksa, tidak ada tindakan.'),
    ).toBeVisible();
    await expect(server.runs).toHaveLength(demoRuns.length + 1);
  },
};

/** Another run in progress (409): the server's words under the button. */
export const JalankanSekarangSedangBerjalan: Story = {
  beforeEach: withServer((s) => {
    s.busy = true;
  }),
  play: async ({ userEvent }) => {
    await runs();
    await userEvent.click(page().getByRole('button', { name: m.schedule.run }));
    const schedule = page().getByRole('region', { name: m.schedule.title });
    await expect(await within(schedule).findByRole('alert')).toHaveTextContent(RUN_BUSY);
    // Nothing new listed; the button may be pressed again.
    await expect(within(await runs()).getAllByRole('row')).toHaveLength(5);
    await expect(page().getByRole('button', { name: m.schedule.run })).toBeEnabled();
  },
};

/** The runs cannot be loaded: the server's message and 'Coba lagi'. */
export const GagalDimuat: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      failing(
        'get',
        '*/admin/reconciliation/list',
        500,
        'Proses tidak dapat dilanjutkan. Silakan coba kembali beberapa saat lagi.',
      ),
    ),
  play: async () => {
    await expect(await page().findByRole('button', { name: 'Coba lagi' })).toBeVisible();
  },
};
