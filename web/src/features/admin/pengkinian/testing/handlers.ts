// MSW handlers of the staff review desk answering like the server, with state: the queue by
// status (PENDING oldest first, the others newest first) in pages, one submission, approve
// and reject (which decide it once: a second decision answers 409 with who decided when),
// and the identity document's bytes (PNG or PDF). A submission the desk does not know
// answers 404 problem+json. No artificial delay.
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { KycReviewDetail, KycStatus } from '../../../../api/generated/model';
import { formatDateTimeWib } from '../../../../components/format';
import { problem } from '../../../../test/http';
import {
  ANDI_NO,
  demoReviews,
  idCardPng,
  PASSPORT_PDF,
  REVIEW_NOW,
  SITI_NO,
  toItem,
} from './fixtures';

export const KYC_NOT_FOUND = 'Pengajuan Pengkinian Data tidak ditemukan.';
export const STAFF = 'admin.portal';

export function conflictMessage(detail: KycReviewDetail): string {
  return `Pengajuan ${detail.registration_number} sudah diputuskan (${detail.status_desc}) oleh ${
    detail.history.at(-1)?.actor ?? STAFF
  } pada ${formatDateTimeWib(detail.decided_at ?? REVIEW_NOW)}.`;
}

export interface ReviewDesk {
  handlers: HttpHandler[];
  /** The submissions as the server holds them now. */
  reviews: KycReviewDetail[];
  /** Decide one as another staff member would (the next decision here gets 409). */
  decideElsewhere: (number: string, status: 'APPROVED' | 'REJECTED', actor?: string) => void;
}

/** Documents by registration number: Siti's card photo (PNG), Andi's passport scan (PDF). */
const documents: Record<string, () => HttpResponse<BodyInit>> = {
  [SITI_NO]: () =>
    new HttpResponse(idCardPng(), {
      headers: {
        'Content-Type': 'image/png',
        'Content-Disposition': 'inline; filename="ktp-siti.png"',
      },
    }),
  [ANDI_NO]: () =>
    new HttpResponse(PASSPORT_PDF, {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': 'inline; filename="paspor-andi.pdf"',
      },
    }),
};

export function reviewDesk(initial: readonly KycReviewDetail[] = demoReviews): ReviewDesk {
  const reviews = initial.map((r) => structuredClone(r));
  const find = (number: string | null) => reviews.find((r) => r.registration_number === number);

  const decide = (
    detail: KycReviewDetail,
    status: 'APPROVED' | 'REJECTED',
    actor: string,
    note: string | null,
  ) => {
    detail.status = status;
    detail.status_desc = status === 'APPROVED' ? 'Disetujui' : 'Ditolak';
    detail.decided_at = REVIEW_NOW;
    detail.reason = note;
    detail.history.push({ status, status_desc: detail.status_desc, at: REVIEW_NOW, actor, note });
  };

  const decision = (status: 'APPROVED' | 'REJECTED') =>
    http.post(
      `*/admin/pengkinian/${status === 'APPROVED' ? 'approve' : 'reject'}`,
      async ({ request }) => {
        const body = (await request.json()) as { registration_number?: string; reason?: string };
        const detail = find(body.registration_number ?? null);
        if (!detail) return problem(404, KYC_NOT_FOUND);
        if (detail.status !== 'PENDING') return problem(409, conflictMessage(detail));
        if (status === 'REJECTED') {
          const reason = body.reason ?? '';
          if (reason.length < 10 || reason.length > 500)
            return problem(400, 'Alasan penolakan 10 sampai 500 karakter.');
        }
        decide(detail, status, STAFF, status === 'REJECTED' ? (body.reason ?? null) : null);
        return HttpResponse.json(detail);
      },
    );

  const handlers = [
    http.get('*/admin/pengkinian/list', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const status = (query.get('status') ?? 'PENDING') as KycStatus;
      const page = Number(query.get('page') ?? 1);
      const size = Number(query.get('size') ?? 20);
      const rows = reviews
        .filter((r) => r.status === status)
        .sort((a, b) =>
          status === 'PENDING'
            ? Date.parse(a.submitted_at) - Date.parse(b.submitted_at)
            : Date.parse(b.decided_at ?? '') - Date.parse(a.decided_at ?? ''),
        );
      return HttpResponse.json({
        data: rows.slice((page - 1) * size, page * size).map(toItem),
        page,
        size,
        total: rows.length,
      });
    }),
    http.get('*/admin/pengkinian/detail', ({ request }) => {
      const detail = find(new URL(request.url).searchParams.get('registration_number'));
      return detail ? HttpResponse.json(detail) : problem(404, KYC_NOT_FOUND);
    }),
    http.get('*/admin/pengkinian/document', ({ request }) => {
      const number = new URL(request.url).searchParams.get('registration_number') ?? '';
      const detail = find(number);
      const document = documents[number];
      return detail?.has_document && document ? document() : problem(404, KYC_NOT_FOUND);
    }),
    decision('APPROVED'),
    decision('REJECTED'),
  ];

  return {
    handlers,
    reviews,
    decideElsewhere: (number, status, actor = 'supervisor.kyc') => {
      const detail = find(number);
      if (detail)
        decide(detail, status, actor, status === 'REJECTED' ? 'Ditolak oleh petugas lain.' : null);
    },
  };
}
