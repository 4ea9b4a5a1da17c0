// MSW handlers of the staff's claims desk answering like the server, with state: the queue by
// status (the longest waiting first, since the last status change) in pages with the counts
// of every status, one claim with the actions its status allows, a document's bytes, and the
// six actions. Each action moves the claim only along the allowed transitions (otherwise 409
// with the Indonesian message), is recorded with the staff member and the moment, and checks
// what the server checks (422 with `errors`: approved amount above the claimed amount or the
// remaining limit, deductions that do not add up, a transfer date in the future). A claim
// the desk does not know answers 404 problem+json. No artificial delay.
import { http, HttpResponse, type HttpHandler } from 'msw';
import type {
  ClaimAction,
  ClaimApproveRequest,
  ClaimPayRequest,
  ClaimRejectRequest,
  ClaimRequestDocumentsRequest,
  ClaimReviewDetail,
  ClaimReviewItem,
  ClaimStatus,
} from '../../../../api/generated/model';
import { formatRupiah, isoDateWib } from '../../../../components/format';
import { problem } from '../../../../test/http';
import { CLAIM_STATUSES, claimDocumentTypeNames, claimStatusNames } from '../claimLabels';
import { demoClaims, REVIEW_NOW, STAFF_USER, step } from './claimFixtures';
import { idCardPng, PASSPORT_PDF } from '../../pengkinian/testing/fixtures';

export const CLAIM_NOT_FOUND = 'Klaim tidak ditemukan.';

/** The actions each status allows, and the status each action needs. */
export const ALLOWED_ACTIONS: Record<ClaimStatus, ClaimAction[]> = {
  SUBMITTED: ['VERIFY', 'REQUEST_DOCUMENTS', 'REJECT'],
  DOCUMENT_VERIFICATION: ['ANALYSE', 'REQUEST_DOCUMENTS', 'REJECT'],
  DOCUMENTS_REQUESTED: ['REJECT'],
  ANALYSIS: ['REQUEST_DOCUMENTS', 'APPROVE', 'REJECT'],
  APPROVED: ['PAY'],
  REJECTED: [],
  PAID: [],
};

/** The server's 409 for an action the claim's status does not allow. */
export function claimConflictMessage(detail: ClaimReviewDetail, action: ClaimAction): string {
  const allowedIn = CLAIM_STATUSES.filter((s) => ALLOWED_ACTIONS[s].includes(action)).map(
    (s) => claimStatusNames[s],
  );
  return `Klaim ${detail.claim.claim_number} berstatus ${detail.claim.status_desc}; tindakan ini hanya untuk klaim berstatus ${allowedIn.join(' atau ')}. Muat ulang untuk melihat keadaan terkini.`;
}

export function toClaimItem({ claim, customer }: ClaimReviewDetail): ClaimReviewItem {
  return {
    claim_number: claim.claim_number,
    client_number: customer.client_number,
    customer_name: customer.name,
    policy_number: claim.policy_number,
    insured_name: claim.insured.name,
    benefit: claim.benefit,
    benefit_name: claim.benefit_name,
    status: claim.status,
    status_desc: claim.status_desc,
    submitted_at: claim.submitted_at,
    updated_at: claim.updated_at,
    claimed_amount: claim.claimed_amount,
  };
}

export interface ClaimDesk {
  handlers: HttpHandler[];
  /** The claims as the server holds them now (allowed_actions filled in on each answer). */
  claims: ClaimReviewDetail[];
  /** Another staff member moves a claim (the next action here on the old status gets 409). */
  moveElsewhere: (claimNumber: string, status: ClaimStatus, actor?: string) => void;
}

const json = (detail: ClaimReviewDetail) =>
  HttpResponse.json({ ...detail, allowed_actions: ALLOWED_ACTIONS[detail.claim.status] });

const ruleViolation = (field: string, message: string) =>
  problem(422, message, { errors: [{ field, message }] });

export function claimDesk(initial: readonly ClaimReviewDetail[] = demoClaims): ClaimDesk {
  const claims = initial.map((c) => structuredClone(c));
  const find = (number: string | null | undefined) =>
    claims.find((c) => c.claim.claim_number === number);

  const move = (
    detail: ClaimReviewDetail,
    status: ClaimStatus,
    actor: string,
    note: string | null,
  ) => {
    detail.claim.status = status;
    detail.claim.status_desc = claimStatusNames[status];
    detail.claim.updated_at = REVIEW_NOW;
    detail.claim.needs_action = status === 'DOCUMENTS_REQUESTED';
    detail.claim.timeline.push(step(status, REVIEW_NOW, actor, note));
  };

  /** One action: 404 for a claim the desk does not know, 409 when its status does not allow it. */
  const action = <B extends { claim_number: string }>(
    path: string,
    name: ClaimAction,
    apply: (detail: ClaimReviewDetail, body: B) => Response | void,
  ) =>
    http.post(`*/admin/claim/${path}`, async ({ request }) => {
      const body = (await request.json()) as B;
      const detail = find(body.claim_number);
      if (!detail) return problem(404, CLAIM_NOT_FOUND);
      if (!ALLOWED_ACTIONS[detail.claim.status].includes(name))
        return problem(409, claimConflictMessage(detail, name));
      return apply(detail, body) ?? json(detail);
    });

  const handlers = [
    http.get('*/admin/claim/list', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const status = (query.get('status') ?? 'SUBMITTED') as ClaimStatus;
      const page = Number(query.get('page') ?? 1);
      const size = Number(query.get('size') ?? 20);
      const rows = claims
        .filter((c) => c.claim.status === status)
        .sort((a, b) => Date.parse(a.claim.updated_at) - Date.parse(b.claim.updated_at));
      return HttpResponse.json({
        data: rows.slice((page - 1) * size, page * size).map(toClaimItem),
        page,
        size,
        total: rows.length,
        counts: CLAIM_STATUSES.map((s) => ({
          status: s,
          count: claims.filter((c) => c.claim.status === s).length,
        })),
      });
    }),
    http.get('*/admin/claim/detail', ({ request }) => {
      const detail = find(new URL(request.url).searchParams.get('claim_number'));
      return detail ? json(detail) : problem(404, CLAIM_NOT_FOUND);
    }),
    http.get('*/admin/claim/document', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const document = find(query.get('claim_number'))?.claim.documents.find(
        (d) => d.document_id === query.get('document_id'),
      );
      if (!document) return problem(404, CLAIM_NOT_FOUND);
      const pdf = document.content_type === 'application/pdf';
      return new HttpResponse(pdf ? PASSPORT_PDF : idCardPng(), {
        headers: {
          'Content-Type': document.content_type,
          'Content-Disposition': `inline; filename="${document.file_name}"`,
        },
      });
    }),
    action('verify', 'VERIFY', (d) => move(d, 'DOCUMENT_VERIFICATION', STAFF_USER, null)),
    action('analyse', 'ANALYSE', (d) => move(d, 'ANALYSIS', STAFF_USER, null)),
    action<ClaimRequestDocumentsRequest>('document/request', 'REQUEST_DOCUMENTS', (d, body) => {
      const types = body.items.map((i) => i.type);
      if (new Set(types).size !== types.length)
        return ruleViolation('items', 'Setiap jenis dokumen hanya dapat diminta sekali.');
      d.claim.document_request = {
        requested_at: REVIEW_NOW,
        note: body.note ?? null,
        items: body.items.map((i) => ({
          type: i.type,
          type_name: claimDocumentTypeNames[i.type],
          note: i.note ?? null,
        })),
      };
      const names = types.map((t) => claimDocumentTypeNames[t]).join(', ');
      move(d, 'DOCUMENTS_REQUESTED', STAFF_USER, `Diminta: ${names}.`);
    }),
    action<ClaimApproveRequest>('approve', 'APPROVE', (d, body) => {
      const claimed = d.claim.claimed_amount;
      const amount = body.approved_amount;
      if (amount > claimed)
        return ruleViolation(
          'approved_amount',
          `Jumlah disetujui melebihi jumlah yang diklaim (${formatRupiah(claimed)}).`,
        );
      if (amount > d.limit.remaining_amount)
        return ruleViolation(
          'approved_amount',
          `Jumlah disetujui melebihi sisa limit manfaat (${formatRupiah(d.limit.remaining_amount)}).`,
        );
      const sum = body.deductions.reduce((s, x) => s + x.amount, 0);
      if (sum !== claimed - amount)
        return ruleViolation(
          'deductions',
          `Jumlah potongan (${formatRupiah(sum)}) harus sama dengan selisih yang diklaim dan disetujui (${formatRupiah(claimed - amount)}).`,
        );
      d.claim.decision = {
        approved_amount: amount,
        deductions: body.deductions,
        note: body.note ?? null,
        decided_at: REVIEW_NOW,
      };
      d.limit.used_amount += amount;
      d.limit.reserved_amount = Math.max(0, d.limit.reserved_amount - claimed);
      d.limit.remaining_amount = Math.max(0, d.limit.limit_amount - d.limit.used_amount);
      move(d, 'APPROVED', STAFF_USER, `Disetujui ${formatRupiah(amount)}.`);
    }),
    action<ClaimRejectRequest>('reject', 'REJECT', (d, body) => {
      if (body.reason.length < 10 || body.reason.length > 500)
        return problem(400, 'Data yang Anda kirim tidak valid. Periksa kembali isian Anda.');
      d.claim.rejection_reason = body.reason;
      d.claim.document_request = null;
      d.limit.reserved_amount = Math.max(0, d.limit.reserved_amount - d.claim.claimed_amount);
      move(d, 'REJECTED', STAFF_USER, body.reason);
    }),
    action<ClaimPayRequest>('pay', 'PAY', (d, body) => {
      if (body.transfer_date > isoDateWib(new Date()))
        return ruleViolation('transfer_date', 'Tanggal transfer tidak boleh di masa depan.');
      d.claim.payout = {
        paid_at: REVIEW_NOW,
        transfer_date: body.transfer_date,
        transfer_reference: body.transfer_reference,
        transaction_number: `TRX-${body.transfer_date.replaceAll('-', '')}-100733`,
      };
      move(d, 'PAID', STAFF_USER, `Transfer ${body.transfer_reference}.`);
    }),
  ];

  return {
    handlers,
    claims,
    moveElsewhere: (claimNumber, status, actor = 'dian.klaim') => {
      const detail = find(claimNumber);
      if (detail) move(detail, status, actor, null);
    },
  };
}
