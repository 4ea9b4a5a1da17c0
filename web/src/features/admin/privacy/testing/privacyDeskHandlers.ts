// MSW handlers of the staff's desk of personal-data requests answering like the server, with
// state: the queue by status (the waiting ones by their next deadline, the overdue first; the
// answered ones the newest first) in pages with every status's count and the number overdue,
// one request with the actions its status allows, and the two actions. Only a received request
// may be acknowledged and only one being reviewed answered, otherwise 409 with the server's
// Indonesian message naming its status; an answer the contract refuses is a 400. A request the
// desk does not know answers 404. No artificial delay.
import { http, HttpResponse, type HttpHandler } from 'msw';
import { privacyRequestStatusLabels } from '../../../../api/generated/labels/privacyRequestStatus';
import type {
  PrivacyAcknowledgeRequest,
  PrivacyDecideRequest,
  PrivacyRequestStatus,
  PrivacyReviewDetail,
} from '../../../../api/generated/model';
import { problem } from '../../../../test/http';
import { PRIVACY_STATUSES } from '../privacyDeskMessages';
import { demoPrivacyRequests, DESK_NOW, eventNames, PRIVACY_STAFF } from './privacyDeskFixtures';

export const REQUEST_NOT_FOUND = 'Permintaan data pribadi tidak ditemukan.';
export const INVALID_REQUEST = 'Data yang Anda kirim tidak valid. Periksa kembali isian Anda.';

/** The server's 409 for a move the request's status no longer allows. */
export const privacyConflictMessage = (detail: PrivacyReviewDetail) =>
  `Permintaan ${detail.request.request_number} sudah berstatus ${detail.request.status_desc} (mungkin oleh petugas lain). Muat ulang halaman.`;

export interface PrivacyDesk {
  handlers: HttpHandler[];
  requests: PrivacyReviewDetail[];
  /** Another staff member moved the request first: the next action here answers 409. */
  movedElsewhere: (requestNumber: string, status: PrivacyRequestStatus) => void;
  /** The next action is refused with this status and message (problem+json). */
  refuseNext: (status: number, message: string) => void;
}

const waiting = (status: PrivacyRequestStatus) =>
  status === 'RECEIVED' || status === 'ACKNOWLEDGED';
const nextDeadline = (d: PrivacyReviewDetail) =>
  Date.parse(
    d.request.status === 'RECEIVED' ? d.request.acknowledge_due_at : d.request.answer_due_at,
  );

function queueOrder(status: PrivacyRequestStatus) {
  if (waiting(status)) {
    return (a: PrivacyReviewDetail, b: PrivacyReviewDetail) =>
      Number(b.request.overdue) - Number(a.request.overdue) || nextDeadline(a) - nextDeadline(b);
  }
  return (a: PrivacyReviewDetail, b: PrivacyReviewDetail) =>
    Date.parse(b.request.answered_at ?? '') - Date.parse(a.request.answered_at ?? '');
}

export function privacyDesk(
  initial: readonly PrivacyReviewDetail[] = demoPrivacyRequests,
): PrivacyDesk {
  const requests = initial.map((r) => structuredClone(r));
  const find = (number: string | null | undefined) =>
    requests.find((r) => r.request.request_number === number);
  const move = (detail: PrivacyReviewDetail, status: PrivacyRequestStatus, note: string | null) => {
    const r = detail.request;
    r.status = status;
    r.status_desc = privacyRequestStatusLabels[status];
    if (status === 'ACKNOWLEDGED') r.acknowledged_at = DESK_NOW;
    if (!waiting(status)) r.answered_at = DESK_NOW;
    // A step taken: the deadline now ahead is the answer's (14 days); an answered request is
    // never overdue (server/privacy/serializers.py).
    r.overdue = waiting(status) && Date.parse(r.answer_due_at) < Date.parse(DESK_NOW);
    detail.events.push({
      action: status,
      action_desc: eventNames[status],
      actor: PRIVACY_STAFF,
      at: DESK_NOW,
      note,
    });
    detail.allowed_actions =
      status === 'RECEIVED' ? ['ACKNOWLEDGE'] : status === 'ACKNOWLEDGED' ? ['DECIDE'] : [];
  };

  let refusal: { status: number; message: string } | null = null;
  const desk: PrivacyDesk = {
    requests,
    handlers: [],
    movedElsewhere(requestNumber, status) {
      const detail = find(requestNumber);
      if (!detail) throw new Error(requestNumber);
      move(detail, status, null);
    },
    refuseNext(status, message) {
      refusal = { status, message };
    },
  };

  function action<T extends { request_number: string }>(
    path: 'acknowledge' | 'decide',
    apply: (detail: PrivacyReviewDetail, body: T) => Response | void,
  ): HttpHandler {
    return http.post(`*/admin/privacy/${path}`, async ({ request }) => {
      const body = (await request.json()) as T;
      if (refusal) {
        const { status, message } = refusal;
        refusal = null;
        return problem(status, message);
      }
      const detail = find(body.request_number);
      if (!detail) return problem(404, REQUEST_NOT_FOUND);
      const allowed = detail.allowed_actions.includes(
        path === 'acknowledge' ? 'ACKNOWLEDGE' : 'DECIDE',
      );
      if (!allowed) return problem(409, privacyConflictMessage(detail));
      return apply(detail, body) ?? HttpResponse.json(detail);
    });
  }

  desk.handlers = [
    http.get('*/admin/privacy/list', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const status = (query.get('status') ?? 'RECEIVED') as PrivacyRequestStatus;
      const page = Number(query.get('page') ?? 1);
      const size = Number(query.get('size') ?? 20);
      const rows = requests.filter((r) => r.request.status === status).sort(queueOrder(status));
      return HttpResponse.json({
        data: rows
          .slice((page - 1) * size, page * size)
          .map((r) => ({ request: r.request, customer_name: r.customer_name })),
        page,
        size,
        total: rows.length,
        counts: PRIVACY_STATUSES.map((s) => ({
          status: s,
          count: requests.filter((r) => r.request.status === s).length,
        })),
        overdue: requests.filter((r) => waiting(r.request.status) && r.request.overdue).length,
      });
    }),
    http.get('*/admin/privacy/detail', ({ request }) => {
      const detail = find(new URL(request.url).searchParams.get('request_number'));
      return detail ? HttpResponse.json(detail) : problem(404, REQUEST_NOT_FOUND);
    }),
    action<PrivacyAcknowledgeRequest>('acknowledge', (detail) => {
      move(detail, 'ACKNOWLEDGED', null);
    }),
    action<PrivacyDecideRequest>('decide', (detail, body) => {
      const length = body.answer.trim().length;
      if (
        length < 20 ||
        length > 4000 ||
        !['COMPLETED', 'PARTIAL', 'DECLINED'].includes(body.outcome)
      ) {
        return problem(400, INVALID_REQUEST);
      }
      detail.request.answer = body.answer;
      move(detail, body.outcome, body.answer);
    }),
  ];
  return desk;
}
