// The reconciliation page's server, with state: four runs, newest first (a staff member's run
// that found nothing; a scheduled run that cancelled a charge nobody can pay, closed a payment
// stuck in its creation and opened a refund case for an unknown order; a scheduled run the
// gateway stopped after one action; an earlier one that booked a payment whose notification
// never arrived), the schedule of every 15 minutes,
// and 'Jalankan sekarang' that adds a run by admin.portal, or answers 409 while another runs
// (`busy`), or records a run the gateway stopped (`failing`). "Now" is 24 November 2026,
// 13.40 WIB (REVIEW_NOW).
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ReconciliationRun } from '../../../../api/generated/model';
import { problem } from '../../../../test/http';
import { REVIEW_NOW } from '../../pengkinian/testing/fixtures';
import { UNKNOWN_REFUND } from '../../refund/testing/refundFixtures';

export const RUN_BUSY = 'Rekonsiliasi sedang berjalan. Lihat hasilnya pada daftar sebentar lagi.';
export const RUN_ERROR =
  'Payment gateway tidak menjawab atau menolak permintaan; putaran dihentikan. Yang sudah dilakukan tetap tercatat.';
export const NEXT_RUN_AT = '2026-11-24T06:45:00Z';

const run = (r: Partial<ReconciliationRun> & Pick<ReconciliationRun, 'run_id' | 'started_at'>) => ({
  trigger: 'SCHEDULE' as const,
  started_by: null,
  finished_at: new Date(Date.parse(r.started_at) + 1400).toISOString(),
  status: 'COMPLETED' as const,
  charges_checked: 12,
  actions: [],
  error: null,
  ...r,
});

export const cancelledCharge = {
  kind: 'CHARGE_CANCELLED' as const,
  kind_desc: 'Tagihan gateway dibatalkan',
  order_id: 'PAY-20261124-H2J6N8PQ',
  gateway_txn_id: 'sbx_8e2d4f6a0c1b3597',
  amount: 1_250_000,
  refund_number: null,
  description: 'Pembayaran tidak pernah selesai dibuat di portal; tagihan di gateway dibatalkan.',
};

export const demoRuns: ReconciliationRun[] = [
  run({
    run_id: 31,
    trigger: 'STAFF',
    started_by: 'admin.portal',
    started_at: '2026-11-24T06:20:00Z',
    charges_checked: 14,
  }),
  run({
    run_id: 30,
    started_at: '2026-11-24T03:00:00Z',
    charges_checked: 14,
    actions: [
      cancelledCharge,
      {
        kind: 'PAYMENT_CLOSED',
        kind_desc: 'Pembayaran terhenti ditutup',
        order_id: 'PAY-20261124-H2J6N8PQ',
        gateway_txn_id: 'sbx_8e2d4f6a0c1b3597',
        amount: 1_250_000,
        refund_number: null,
        description:
          'Pembuatan pembayaran terhenti lebih dari 10 menit (proses server berhenti di tengah jalan); pembayaran ditutup GAGAL dan tagihan preminya dapat dibayar lagi.',
      },
      {
        kind: 'REFUND_OPENED',
        kind_desc: 'Kasus pengembalian dana dibuka',
        order_id: 'PAY-20261124-Z8D2K4WQ',
        gateway_txn_id: 'sbx_5b7e1c3a9d20f648',
        amount: 215_000,
        refund_number: UNKNOWN_REFUND,
        description: `Gateway menerima uang untuk pesanan yang tidak tercatat di portal; kasus pengembalian dana ${UNKNOWN_REFUND} dibuka.`,
      },
    ],
  }),
  run({
    run_id: 29,
    started_at: '2026-11-24T02:45:00Z',
    finished_at: '2026-11-24T02:45:10Z',
    status: 'FAILED',
    charges_checked: 3,
    actions: [{ ...cancelledCharge, order_id: 'PAY-20261123-V4C7X1ZB', amount: 450_000 }],
    error: RUN_ERROR,
  }),
  run({
    run_id: 28,
    started_at: '2026-11-24T02:30:00Z',
    actions: [
      {
        kind: 'NOTIFICATION_APPLIED',
        kind_desc: 'Status gateway dibukukan',
        order_id: 'PAY-20261123-M5P9R2TD',
        gateway_txn_id: 'sbx_2a6c9e0d4f71b385',
        amount: 760_000,
        refund_number: null,
        description:
          'Gateway mencatat tagihan ini dibayar, tetapi notifikasinya tidak pernah sampai; status itu dibukukan: pembayaran kini lunas.',
      },
    ],
  }),
];

export interface ReconciliationServer {
  handlers: HttpHandler[];
  runs: ReconciliationRun[];
  /** Another run holds the lease: 'Jalankan sekarang' answers 409. */
  busy: boolean;
  /** The next run stops: the gateway does not answer. */
  failing: boolean;
  intervalMinutes: number;
}

export function reconciliationServer(
  initial: readonly ReconciliationRun[] = demoRuns,
): ReconciliationServer {
  const server: ReconciliationServer = {
    runs: initial.map((r) => structuredClone(r)),
    busy: false,
    failing: false,
    intervalMinutes: 15,
    handlers: [],
  };
  server.handlers = [
    http.get('*/admin/reconciliation/list', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const page = Number(query.get('page') ?? 1);
      const size = Number(query.get('size') ?? 20);
      return HttpResponse.json({
        data: server.runs.slice((page - 1) * size, page * size),
        page,
        size,
        total: server.runs.length,
        interval_minutes: server.intervalMinutes,
        next_run_at: server.intervalMinutes > 0 ? NEXT_RUN_AT : null,
      });
    }),
    http.post('*/admin/reconciliation/run', () => {
      if (server.busy) return problem(409, RUN_BUSY);
      const done = run({
        run_id: (server.runs[0]?.run_id ?? 0) + 1,
        trigger: 'STAFF',
        started_by: 'admin.portal',
        started_at: REVIEW_NOW,
        charges_checked: server.failing ? 0 : 15,
        ...(server.failing ? { status: 'FAILED' as const, error: RUN_ERROR } : {}),
      });
      server.runs.unshift(done);
      return HttpResponse.json(done);
    }),
  ];
  return server;
}
