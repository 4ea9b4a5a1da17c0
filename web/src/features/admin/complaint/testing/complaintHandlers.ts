// MSW handlers of the staff's complaint desk answering like the server (server/complaint
// desk_handlers), with state: the queue by status (being handled: the nearest deadline or the
// longest past it first; answered and closed: the newest first) in pages with every status's
// count and the number past their deadline, one complaint with the actions its status allows,
// its attachments, and the three actions. Jawab and Perpanjang only while it is handled,
// Perpanjang once, Tutup once answered, otherwise 409 with the server's Indonesian message; a
// text the contract refuses is a 400. A complaint the desk does not know answers 404. No
// artificial delay.
import { http, HttpResponse, type HttpHandler } from 'msw';
import type {
  ComplaintAnswerRequest,
  ComplaintCloseRequest,
  ComplaintExtendRequest,
  ComplaintReviewDetail,
  ComplaintReviewItem,
  ComplaintStatus,
} from '../../../../api/generated/model';
import { complaintStatusLabels } from '../../../../api/generated/labels/complaintStatus';
import { formatDate } from '../../../../components/format';
import { problem } from '../../../../test/http';
import { idCardPng, PASSPORT_PDF } from '../../pengkinian/testing/fixtures';
import { COMPLAINT_STATUSES } from '../complaintMessages';
import { answerRule, noteRule, reasonRule, textRuleError } from '../complaintRules';
import {
  addWorkingDays,
  demoComplaints,
  event,
  REVIEW_NOW,
  REVIEW_TODAY,
  STAFF,
  workingDaysLeft,
} from './complaintFixtures';

export const COMPLAINT_NOT_FOUND = 'Pengaduan tidak ditemukan.';
export const DOCUMENT_NOT_FOUND = 'Dokumen tidak ditemukan pada pengaduan ini.';
export const INVALID_REQUEST = 'Data yang Anda kirim tidak valid. Periksa kembali isian Anda.';

/** The server's 409 of a move the complaint's status does not allow (messages.wrong_status). */
export function wrongStatusMessage(number: string, status: ComplaintStatus): string {
  if (status === 'ANSWERED')
    return `Pengaduan ${number} sudah dijawab; tindakan ini tidak dapat dilakukan lagi. Muat ulang untuk melihat keadaan terkini.`;
  if (status === 'CLOSED')
    return `Pengaduan ${number} sudah ditutup; tindakan ini tidak dapat dilakukan lagi. Muat ulang untuk melihat keadaan terkini.`;
  return `Pengaduan ${number} belum dijawab; pengaduan hanya dapat ditutup setelah dijawab. Muat ulang untuk melihat keadaan terkini.`;
}

/** The server's 409 of a second extension (messages.already_extended). */
export const alreadyExtendedMessage = (number: string, due: string) =>
  `Batas waktu pengaduan ${number} sudah pernah diperpanjang (sampai ${formatDate(due)}); perpanjangan hanya dapat dilakukan satu kali.`;

export interface ComplaintDesk {
  handlers: HttpHandler[];
  complaints: ComplaintReviewDetail[];
  /** Another staff member answers (or closes) first: the next action here answers 409. */
  movedElsewhere: (complaintNumber: string, status: ComplaintStatus) => void;
  /** The next action is refused with this status and message (problem+json). */
  refuseNext: (status: number, message: string, extra?: Record<string, unknown>) => void;
}

const itemOf = (d: ComplaintReviewDetail): ComplaintReviewItem => ({
  complaint_number: d.complaint.complaint_number,
  customer_name: d.customer_name,
  category: d.complaint.category,
  category_desc: d.complaint.category_desc,
  subject: d.complaint.subject,
  policy_number: d.complaint.policy_number,
  status: d.complaint.status,
  status_desc: d.complaint.status_desc,
  submitted_at: d.complaint.submitted_at,
  deadline: d.complaint.deadline,
  working_days_left: d.working_days_left,
});

function allowedOf(d: ComplaintReviewDetail): ComplaintReviewDetail['allowed_actions'] {
  const { status, deadline } = d.complaint;
  if (status === 'RECEIVED') return deadline.extended ? ['ANSWER'] : ['ANSWER', 'EXTEND'];
  return status === 'ANSWERED' ? ['CLOSE'] : [];
}

export function complaintDesk(
  initial: readonly ComplaintReviewDetail[] = demoComplaints,
): ComplaintDesk {
  const complaints = initial.map((c) => structuredClone(c));
  const find = (number: string | null | undefined) =>
    complaints.find((c) => c.complaint.complaint_number === number);
  let refusal: { status: number; message: string; extra?: Record<string, unknown> } | null = null;

  const move = (
    d: ComplaintReviewDetail,
    status: ComplaintStatus,
    actor: string,
    note: string | null,
  ) => {
    d.complaint.status = status;
    d.complaint.status_desc = complaintStatusLabels[status];
    d.complaint.deadline.overdue = false;
    d.working_days_left = null;
    d.complaint.timeline.push(
      event(status === 'ANSWERED' ? 'ANSWERED' : 'CLOSED', REVIEW_NOW, actor, note),
    );
    if (status === 'ANSWERED') d.complaint.answered_at = REVIEW_NOW;
    if (status === 'CLOSED') d.complaint.closed_at = REVIEW_NOW;
    d.allowed_actions = allowedOf(d);
  };

  /** The complaint the action names, or the answer that refuses it. */
  async function target(request: Request) {
    const body = (await request.json()) as { complaint_number: string };
    if (refusal) {
      const { status, message, extra } = refusal;
      refusal = null;
      return { refused: problem(status, message, extra) } as const;
    }
    const d = find(body.complaint_number);
    if (!d) return { refused: problem(404, COMPLAINT_NOT_FOUND) } as const;
    return { d, body } as const;
  }

  const handlers: HttpHandler[] = [
    http.get('*/admin/complaint/list', ({ request }) => {
      const q = new URL(request.url).searchParams;
      const status = (q.get('status') ?? 'RECEIVED') as ComplaintStatus;
      const page = Number(q.get('page') ?? 1);
      const size = Number(q.get('size') ?? 20);
      const rows = complaints
        .filter((c) => c.complaint.status === status)
        .sort((a, b) =>
          status === 'RECEIVED'
            ? a.complaint.deadline.due_date.localeCompare(b.complaint.deadline.due_date) ||
              a.complaint.submitted_at.localeCompare(b.complaint.submitted_at)
            : b.complaint.submitted_at.localeCompare(a.complaint.submitted_at),
        );
      return HttpResponse.json({
        data: rows.slice((page - 1) * size, page * size).map(itemOf),
        page,
        size,
        total: rows.length,
        counts: COMPLAINT_STATUSES.map((s) => ({
          status: s,
          count: complaints.filter((c) => c.complaint.status === s).length,
        })),
        overdue: complaints.filter((c) => c.complaint.deadline.overdue).length,
      });
    }),
    http.get('*/admin/complaint/detail', ({ request }) => {
      const d = find(new URL(request.url).searchParams.get('complaint_number'));
      return d ? HttpResponse.json(d) : problem(404, COMPLAINT_NOT_FOUND);
    }),
    http.get('*/admin/complaint/document', ({ request }) => {
      const q = new URL(request.url).searchParams;
      const d = find(q.get('complaint_number'));
      const doc = d?.complaint.documents.find((x) => x.document_id === q.get('document_id'));
      if (!d) return problem(404, COMPLAINT_NOT_FOUND);
      if (!doc) return problem(404, DOCUMENT_NOT_FOUND);
      // A picture of an ID card, or a one-page PDF (the KYC desk's samples).
      const pdf = doc.content_type === 'application/pdf';
      return new HttpResponse(pdf ? PASSPORT_PDF : idCardPng(), {
        headers: {
          'Content-Type': doc.content_type,
          'Content-Disposition': `inline; filename="${doc.file_name}"`,
          'X-Content-Type-Options': 'nosniff',
        },
      });
    }),
    http.post('*/admin/complaint/answer', async ({ request }) => {
      const t = await target(request);
      if ('refused' in t) return t.refused;
      const { d } = t;
      const body = t.body as ComplaintAnswerRequest;
      if (textRuleError(body.answer ?? '', answerRule)) return problem(400, INVALID_REQUEST);
      if (d.complaint.status !== 'RECEIVED')
        return problem(409, wrongStatusMessage(d.complaint.complaint_number, d.complaint.status));
      d.complaint.answer = body.answer.trim();
      move(d, 'ANSWERED', STAFF, null);
      return HttpResponse.json(d);
    }),
    http.post('*/admin/complaint/extend', async ({ request }) => {
      const t = await target(request);
      if ('refused' in t) return t.refused;
      const { d } = t;
      const body = t.body as ComplaintExtendRequest;
      if (textRuleError(body.reason ?? '', reasonRule)) return problem(400, INVALID_REQUEST);
      const number = d.complaint.complaint_number;
      if (d.complaint.status !== 'RECEIVED')
        return problem(409, wrongStatusMessage(number, d.complaint.status));
      if (d.complaint.deadline.extended)
        return problem(409, alreadyExtendedMessage(number, d.complaint.deadline.due_date));
      const received = d.complaint.submitted_at.slice(0, 10);
      const due = addWorkingDays(received, 10);
      d.complaint.deadline = {
        due_date: due,
        working_days: 10,
        extended: true,
        extension_reason: body.reason.trim(),
        overdue: due < REVIEW_TODAY,
      };
      d.working_days_left = workingDaysLeft(REVIEW_TODAY, due);
      d.complaint.timeline.push(event('EXTENDED', REVIEW_NOW, STAFF, body.reason.trim()));
      d.allowed_actions = allowedOf(d);
      return HttpResponse.json(d);
    }),
    http.post('*/admin/complaint/close', async ({ request }) => {
      const t = await target(request);
      if ('refused' in t) return t.refused;
      const { d } = t;
      const body = t.body as ComplaintCloseRequest;
      if (body.note !== null && textRuleError(body.note ?? '', noteRule))
        return problem(400, INVALID_REQUEST);
      if (d.complaint.status !== 'ANSWERED')
        return problem(409, wrongStatusMessage(d.complaint.complaint_number, d.complaint.status));
      move(d, 'CLOSED', STAFF, body.note?.trim() || null);
      return HttpResponse.json(d);
    }),
  ];

  return {
    handlers,
    complaints,
    movedElsewhere: (number, status) => {
      const d = find(number);
      if (!d) return;
      if (status === 'ANSWERED') d.complaint.answer = 'Dijawab oleh petugas lain.';
      move(d, status, 'andi.pratama', null);
    },
    refuseNext: (status, message, extra) => {
      refusal = { status, message, extra };
    },
  };
}
