// MSW handlers of the staff's underwriting desk answering like the server, with state: the
// queue by status in pages with the counts of every status, one application, a document's
// bytes, and the four actions. Each action moves the application only along the lifecycle
// (otherwise 409 with the Indonesian message naming the status), is recorded in the audit
// trail with the staff member, and computes what the server computes (a decision's premiums:
// spajRules.premiumPreview, the same arithmetic). An unknown application answers 404.
import { http, HttpResponse, type HttpHandler } from 'msw';
import type {
  SpajDecideRequest,
  SpajNumberRequest,
  SpajRejectRequest,
  SpajRequirementsRequest,
  SpajReviewDetail,
  SpajReviewItem,
  SpajStatus,
} from '../../../../api/generated/model';
import { problem } from '../../../../test/http';
import { spajStatusNames } from '../spajMessages';
import { allowedActions, premiumPreview, SPAJ_STATUSES, type SpajAction } from '../spajLifecycle';
import { queueOrder, REVIEW_NOW, SPAJ_STAFF, spajDeskReviews, steps } from './spajDeskFixtures';
import { idCardPng, PASSPORT_PDF } from '../../pengkinian/testing/fixtures';

export const SPAJ_NOT_FOUND = 'SPAJ tidak ditemukan.';

/** The server's 409 for a move the application's status does not allow. */
export function spajConflictMessage(review: SpajReviewDetail, action: SpajAction): string {
  const { application } = review;
  const allowedIn: Record<SpajAction, string> = {
    REVIEW: 'Diterima',
    REQUIREMENTS: 'Diterima, Menunggu Dokumen atau Seleksi Risiko',
    DECIDE: 'Seleksi Risiko tanpa permintaan terbuka',
    REJECT: 'Diterima, Menunggu Dokumen atau Seleksi Risiko',
  };
  return `SPAJ ${application.spaj_number} berstatus ${application.status_desc}; tindakan ini hanya untuk SPAJ berstatus ${allowedIn[action]}.`;
}

export function toSpajItem({ application }: SpajReviewDetail): SpajReviewItem {
  return {
    spaj_number: application.spaj_number,
    applicant_name: application.applicant.name,
    product_name: application.coverage.product_name,
    sum_assured: application.coverage.sum_assured,
    agent_name: application.agent.name,
    status: application.status,
    status_desc: application.status_desc,
    submitted_at: application.submitted_at,
    status_since: application.updated_at,
    open_requirements: application.requirements.filter((r) => r.status === 'OPEN').length,
  };
}

export interface SpajDesk {
  handlers: HttpHandler[];
  reviews: SpajReviewDetail[];
  /** The actions received, in order (path and body). */
  actions: { path: string; body: unknown }[];
  /** Another underwriter moves the application first: the next action answers 409. */
  movedByOther(spajNumber: string, status: SpajStatus): void;
}

export function spajDesk(initial: SpajReviewDetail[] = spajDeskReviews()): SpajDesk {
  const reviews = initial.map((r) => structuredClone(r));
  const actions: { path: string; body: unknown }[] = [];
  let nextRequirement = 100;
  const find = (number: string | null) => reviews.find((r) => r.application.spaj_number === number);

  const move = (
    review: SpajReviewDetail,
    to: SpajStatus,
    action: SpajReviewDetail['audit'][number]['action'],
    note: string | null = null,
  ) => {
    const from = review.application.status;
    review.application.status = to;
    review.application.status_desc = spajStatusNames[to];
    review.application.updated_at = REVIEW_NOW;
    if (['RECEIVED', 'WAITING_DOCUMENTS', 'RISK_SELECTION', 'DECISION'].includes(to)) {
      review.application.steps = steps(to, { RECEIVED: review.application.submitted_at });
    }
    review.audit.unshift({
      action,
      status_from: from,
      status_to: to,
      actor_kind: 'STAFF',
      actor: SPAJ_STAFF,
      at: REVIEW_NOW,
      note,
      client_address: null,
      user_agent: null,
    });
  };

  function act<T extends { spaj_number: string }>(
    path: string,
    action: SpajAction,
    apply: (review: SpajReviewDetail, body: T) => Response | void,
  ): HttpHandler {
    return http.post(`*/admin/spaj/${path}`, async ({ request }) => {
      const body = (await request.json()) as T;
      actions.push({ path: `/admin/spaj/${path}`, body });
      const review = find(body.spaj_number);
      if (!review) return problem(404, SPAJ_NOT_FOUND);
      if (!allowedActions(review.application).includes(action)) {
        return problem(409, spajConflictMessage(review, action));
      }
      const refused = apply(review, body);
      return refused ?? HttpResponse.json(review);
    });
  }

  const handlers: HttpHandler[] = [
    http.get('*/admin/spaj/list', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const status = (query.get('status') ?? 'RECEIVED') as SpajStatus;
      const page = Number(query.get('page') ?? 1);
      const size = Number(query.get('size') ?? 20);
      const rows = reviews.filter((r) => r.application.status === status).sort(queueOrder(status));
      return HttpResponse.json({
        data: rows.slice((page - 1) * size, page * size).map(toSpajItem),
        page,
        size,
        total: rows.length,
        counts: SPAJ_STATUSES.map((s) => ({
          status: s,
          count: reviews.filter((r) => r.application.status === s).length,
        })),
      });
    }),
    http.get('*/admin/spaj/detail', ({ request }) => {
      const review = find(new URL(request.url).searchParams.get('spaj_number'));
      return review ? HttpResponse.json(review) : problem(404, SPAJ_NOT_FOUND);
    }),
    http.get('*/admin/spaj/document', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const document = find(query.get('spaj_number'))
        ?.application.requirements.flatMap((r) => r.documents)
        .find((d) => d.document_id === query.get('document_id'));
      if (!document) return problem(404, SPAJ_NOT_FOUND);
      const pdf = document.content_type === 'application/pdf';
      return new HttpResponse(pdf ? PASSPORT_PDF : idCardPng(), {
        headers: {
          'Content-Type': document.content_type,
          'Content-Disposition': `inline; filename="${document.file_name}"`,
        },
      });
    }),
    act<SpajNumberRequest>('review', 'REVIEW', (review) => {
      move(review, 'RISK_SELECTION', 'REVIEW_STARTED');
    }),
    act<SpajRequirementsRequest>('requirement', 'REQUIREMENTS', (review, body) => {
      review.application.requirements.unshift(
        ...body.requirements.map((r) => ({
          requirement_id: nextRequirement++,
          kind: r.kind,
          asked_by: r.asked_by,
          title: r.title,
          note: r.note,
          asked_at: REVIEW_NOW,
          status: 'OPEN' as const,
          answered_at: null,
          answer_text: null,
          documents: [],
        })),
      );
      move(
        review,
        'WAITING_DOCUMENTS',
        'REQUIREMENTS_ASKED',
        body.requirements.map((r) => r.title).join('; '),
      );
    }),
    act<SpajDecideRequest>('decide', 'DECIDE', (review, body) => {
      const titles = body.exclusions.map((e) => e.title);
      if (new Set(titles).size !== titles.length) {
        return problem(422, 'Pengecualian tidak boleh ganda.', {
          errors: [{ field: 'exclusions.1.title', message: 'Pengecualian tidak boleh ganda.' }],
        });
      }
      const { coverage } = review.application;
      const preview = premiumPreview(
        coverage,
        body.loadings.map((l) => l.percent),
      );
      review.application.offer = {
        status: 'OPEN',
        decided_at: REVIEW_NOW,
        valid_until: new Date(Date.parse(REVIEW_NOW) + body.valid_days * 86_400_000)
          .toISOString()
          .slice(0, 10),
        base_premium: preview.base,
        extra_premium: preview.extra,
        final_premium: preview.final,
        premium_frequency: coverage.premium_frequency,
        loadings: body.loadings.map((l, i) => ({ ...l, amount: preview.loadings[i]!.amount })),
        exclusions: body.exclusions,
        coverage,
        approved_at: null,
        declined_at: null,
        decline_reason: null,
      };
      move(review, 'DECISION', 'DECIDED');
    }),
    act<SpajRejectRequest>('reject', 'REJECT', (review, body) => {
      review.application.rejection_reason = body.reason;
      move(review, 'REJECTED', 'REJECTED', body.reason);
    }),
  ];

  return {
    handlers,
    reviews,
    actions,
    movedByOther(spajNumber, status) {
      const review = find(spajNumber);
      if (!review) throw new Error(spajNumber);
      review.application.status = status;
      review.application.status_desc = spajStatusNames[status];
    },
  };
}
