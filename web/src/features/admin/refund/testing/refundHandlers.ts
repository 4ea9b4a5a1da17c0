// MSW handlers of the staff's refund desk answering like the server, with state: the queue by
// status (those waiting the longest waiting first, the done ones the newest first) in pages
// with the counts of every status, one case with the actions its status allows, and the two
// actions. Only a waiting case (Menunggu) may be refunded or rejected, otherwise 409 with the
// Indonesian message naming its status; the gateway refunds at once as the sandbox does
// (Dikembalikan), or confirms later (`gateway: 'later'`, Diproses), or refuses (`'down'`: 503,
// the case stays waiting with the failure in its history). A reason the contract refuses is a
// 400. A case the desk does not know answers 404. No artificial delay.
import { http, HttpResponse, type HttpHandler } from 'msw';
import type {
  RefundDetail,
  RefundNumberRequest,
  RefundRejectRequest,
  RefundStatus,
} from '../../../../api/generated/model';
import { problem } from '../../../../test/http';
import { REFUND_STATUSES } from '../refundMessages';
import { rejectReasonError } from '../refundRules';
import { demoRefunds, event, REFUND_STAFF, refundStatusDesc, REVIEW_NOW } from './refundFixtures';

export const REFUND_NOT_FOUND = 'Kasus pengembalian dana tidak ditemukan.';
export const GATEWAY_DOWN =
  'Payment gateway tidak menjawab; dana belum dikembalikan. Silakan coba beberapa saat lagi.';
export const INVALID_REQUEST = 'Data yang Anda kirim tidak valid. Periksa kembali isian Anda.';
export const REFUND_ID = 'rfd_6d1f0b8e2c47a935';

/** The server's 409 for an action on a case that no longer waits. */
export const refundConflictMessage = (detail: RefundDetail) =>
  `Kasus ${detail.refund.refund_number} berstatus ${detail.refund.status_desc}; tindakan ini hanya untuk kasus yang menunggu keputusan.`;

export type GatewayMode = 'refunds' | 'later' | 'down';

export interface RefundDesk {
  handlers: HttpHandler[];
  refunds: RefundDetail[];
  /** How the gateway answers the next refunds. */
  gateway: GatewayMode;
  /** Another staff member decides a case first: the next action here answers 409. */
  decidedElsewhere: (refundNumber: string, status: RefundStatus) => void;
  /** The next action is refused with this status and message (problem+json). */
  refuseNext: (status: number, message: string) => void;
}

const waiting = (status: RefundStatus) => status === 'OPEN' || status === 'PROCESSING';

function queueOrder(status: RefundStatus) {
  const sign = waiting(status) ? 1 : -1;
  return (a: RefundDetail, b: RefundDetail) =>
    sign * (Date.parse(a.refund.updated_at) - Date.parse(b.refund.updated_at));
}

export function refundDesk(initial: readonly RefundDetail[] = demoRefunds): RefundDesk {
  const refunds = initial.map((r) => structuredClone(r));
  const find = (number: string | null | undefined) =>
    refunds.find((r) => r.refund.refund_number === number);
  const move = (detail: RefundDetail, status: RefundStatus) => {
    detail.refund.status = status;
    detail.refund.status_desc = refundStatusDesc(status);
    detail.refund.updated_at = REVIEW_NOW;
    detail.allowed_actions = status === 'OPEN' ? ['REFUND', 'REJECT'] : [];
  };

  let refusal: { status: number; message: string } | null = null;
  const desk: RefundDesk = {
    refunds,
    gateway: 'refunds',
    handlers: [],
    decidedElsewhere(refundNumber, status) {
      const detail = find(refundNumber);
      if (!detail) throw new Error(refundNumber);
      move(detail, status);
    },
    refuseNext(status, message) {
      refusal = { status, message };
    },
  };

  function action<T extends { refund_number: string }>(
    path: 'approve' | 'reject',
    apply: (detail: RefundDetail, body: T) => Response | void,
  ): HttpHandler {
    return http.post(`*/admin/refund/${path}`, async ({ request }) => {
      const body = (await request.json()) as T;
      if (refusal) {
        const { status, message } = refusal;
        refusal = null;
        return problem(status, message);
      }
      const detail = find(body.refund_number);
      if (!detail) return problem(404, REFUND_NOT_FOUND);
      const allowed = detail.allowed_actions.includes(path === 'approve' ? 'REFUND' : 'REJECT');
      if (!allowed) return problem(409, refundConflictMessage(detail));
      return apply(detail, body) ?? HttpResponse.json(detail);
    });
  }

  desk.handlers = [
    http.get('*/admin/refund/list', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const status = (query.get('status') ?? 'OPEN') as RefundStatus;
      const page = Number(query.get('page') ?? 1);
      const size = Number(query.get('size') ?? 20);
      const rows = refunds.filter((r) => r.refund.status === status).sort(queueOrder(status));
      return HttpResponse.json({
        data: rows.slice((page - 1) * size, page * size).map((r) => r.refund),
        page,
        size,
        total: rows.length,
        counts: REFUND_STATUSES.map((s) => ({
          status: s,
          count: refunds.filter((r) => r.refund.status === s).length,
        })),
      });
    }),
    http.get('*/admin/refund/detail', ({ request }) => {
      const detail = find(new URL(request.url).searchParams.get('refund_number'));
      return detail ? HttpResponse.json(detail) : problem(404, REFUND_NOT_FOUND);
    }),
    action<RefundNumberRequest>('approve', (detail) => {
      if (desk.gateway === 'down') {
        detail.events.push(event('REFUND_FAILED', REVIEW_NOW, REFUND_STAFF, GATEWAY_DOWN));
        return problem(503, GATEWAY_DOWN);
      }
      detail.events.push(event('REFUND_REQUESTED', REVIEW_NOW, REFUND_STAFF));
      detail.refund_id = REFUND_ID;
      move(detail, 'PROCESSING');
      if (desk.gateway === 'refunds') {
        const note = `Referensi pengembalian ${REFUND_ID}.`;
        detail.events.push(event('REFUNDED', REVIEW_NOW, 'payment-gateway', note));
        detail.refunded_at = REVIEW_NOW;
        move(detail, 'REFUNDED');
      }
    }),
    action<RefundRejectRequest>('reject', (detail, body) => {
      if (rejectReasonError(body.reason) !== null) return problem(400, INVALID_REQUEST);
      detail.rejection_reason = body.reason;
      detail.events.push(event('REJECTED', REVIEW_NOW, REFUND_STAFF, body.reason));
      move(detail, 'REJECTED');
    }),
  ];
  return desk;
}
