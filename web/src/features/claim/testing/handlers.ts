// MSW handlers of the claim pages answering like the server, with a fresh state per call of
// claimServer(): Riwayat Klaim (newest first, status filter, pages), what may be claimed,
// the claim request guard's validation (422 with the Indonesian reason for a refused
// benefit, 404 for what is not the customer's), the submission (Idempotency-Key required;
// the same key and content answer the first claim again, the same key with other content
// 422), the detail, the answer to a document request (409 when not waiting), the claim
// document upload (type and size checked), discard and download, the bank list and the
// partner search. No artificial delay. `calls` records what the pages sent. (The claim
// paths start at */api/ so that they never answer the staff desk's */admin/claim/...)
import { http, HttpResponse } from 'msw';
import type {
  ClaimBenefit,
  ClaimDetail,
  ClaimDocumentAnswerRequest,
  ClaimSubmitRequest,
  HospitalPage,
  UploadedDocument,
} from '../../../api/generated/model';
import { problem } from '../../../test/http';
import { claimPage, claims as demoClaims } from './claims';
import { claimOptions, DEMO_NOW, eligibilityFor, masterReference, partners } from './fixtures';

export const NOT_FOUND = 'Klaim tidak ditemukan.';
export const POLICY_NOT_FOUND = 'Polis atau tertanggung tidak ditemukan.';
export const KEY_REUSED =
  'Kunci pengajuan ini sudah dipakai untuk klaim lain. Muat ulang halaman lalu ajukan kembali.';
export const NOT_WAITING = 'Klaim ini tidak sedang menunggu dokumen dari Anda.';
export const TOO_LARGE =
  'Ukuran berkas paling besar 10 MB. Perkecil foto atau pindai ulang dengan resolusi lebih rendah.';
export const UNSUPPORTED = 'Berkas harus berupa foto JPEG atau PNG, atau PDF.';
export const NEW_CLAIM_NO = 'KLM-2026-001230';

export interface SubmitCall {
  key: string | null;
  body: ClaimSubmitRequest;
}

export interface ClaimServerOptions {
  claims?: readonly ClaimDetail[];
  /** Benefits refused by claim/validate/benefit: 'POLICY:INSURED:BENEFIT' → message (422). */
  refusals?: Record<string, string>;
}

let uploadCount = 0;
const documentId = () => `Up${String(++uploadCount).padStart(6, '0')}abcdefghijklmn`.slice(0, 22);

export function claimServer({ claims = demoClaims, refusals = {} }: ClaimServerOptions = {}) {
  const store = claims.map((c) => structuredClone(c));
  const keys = new Map<string, { body: string; claim: ClaimDetail }>();
  const uploads = new Map<string, UploadedDocument>();
  const calls = {
    submits: [] as SubmitCall[],
    uploads: [] as { purpose: string | null; claimNumber: string | null }[],
    discards: [] as string[],
    answers: [] as ClaimDocumentAnswerRequest[],
    validations: [] as Record<string, string>[],
  };

  const handlers = [
    http.get('*/api/claim/list', ({ request }) => {
      const q = new URL(request.url).searchParams;
      return HttpResponse.json(
        claimPage(store, {
          page: Number(q.get('page') ?? 1),
          size: Number(q.get('size') ?? 10),
          status: q.get('status'),
        }),
      );
    }),
    http.get('*/api/claim/benefit/list', () => HttpResponse.json(claimOptions)),
    http.get('*/api/claim/validate/benefit', ({ request }) => {
      const q = new URL(request.url).searchParams;
      calls.validations.push(Object.fromEntries(q));
      const id = `${q.get('policy_number')}:${q.get('insured_id')}:${q.get('benefit')}`;
      if (refusals[id]) return problem(422, refusals[id]);
      const answer = eligibilityFor(
        q.get('policy_number') ?? '',
        Number(q.get('insured_id')),
        q.get('benefit') as ClaimBenefit,
      );
      return answer ? HttpResponse.json(answer) : problem(404, POLICY_NOT_FOUND);
    }),
    http.post('*/api/claim/submit', async ({ request }) => {
      const key = request.headers.get('Idempotency-Key');
      const body = (await request.json()) as ClaimSubmitRequest;
      calls.submits.push({ key, body });
      if (!key)
        return problem(400, 'Data yang Anda kirim tidak valid. Periksa kembali isian Anda.');
      const text = JSON.stringify(body);
      const earlier = keys.get(key);
      if (earlier && earlier.body !== text) return problem(422, KEY_REUSED);
      if (earlier) return HttpResponse.json(earlier.claim, { status: 201 });
      const eligibility = eligibilityFor(body.policy_number, body.insured_id, body.benefit);
      if (!eligibility) return problem(404, POLICY_NOT_FOUND);
      const number = `KLM-2026-${String(1230 + keys.size).padStart(6, '0')}`;
      const claim: ClaimDetail = {
        claim_number: number,
        policy_number: body.policy_number,
        product_name: eligibility.product_name,
        insured: eligibility.insured,
        benefit: body.benefit,
        benefit_name: eligibility.benefit_name,
        kind: eligibility.kind,
        status: 'SUBMITTED',
        status_desc: 'Diajukan',
        submitted_at: DEMO_NOW,
        updated_at: DEMO_NOW,
        event: {
          event_date: body.event.event_date,
          end_date: body.event.end_date ?? null,
          diagnosis: body.event.diagnosis,
          hospital_id: body.event.hospital_id ?? null,
          hospital_name:
            partners.find((p) => p.hospital_id === body.event.hospital_id)?.name ??
            body.event.hospital_name ??
            null,
        },
        claimed_amount: body.claimed_amount ?? eligibility.lump_sum_amount ?? 0,
        bank_account: {
          bank_code: body.bank_account.bank_code,
          bank_name:
            masterReference.bank.find((b) => b.bank_code === body.bank_account.bank_code)
              ?.bank_name ?? '',
          account_number: `******${body.bank_account.account_number.slice(-4)}`,
          account_holder: body.bank_account.account_holder,
        },
        documents: body.documents.map((d) => ({
          document_id: d.document_id,
          type: d.type,
          type_name: eligibility.documents.find((r) => r.type === d.type)?.name ?? d.type,
          file_name: uploads.get(d.document_id)?.file_name ?? 'berkas.pdf',
          content_type: 'application/pdf',
          size_bytes: uploads.get(d.document_id)?.size_bytes ?? 1000,
          uploaded_at: DEMO_NOW,
          requested: false,
        })),
        document_request: null,
        decision: null,
        rejection_reason: null,
        payout: null,
        timeline: [
          { status: 'SUBMITTED', status_desc: 'Diajukan', at: DEMO_NOW, actor: 'Anda', note: null },
        ],
        needs_action: false,
      };
      keys.set(key, { body: text, claim });
      store.unshift(claim);
      return HttpResponse.json(claim, { status: 201 });
    }),
    http.get('*/api/claim/detail', ({ request }) => {
      const number = new URL(request.url).searchParams.get('claim_number');
      const claim = store.find((c) => c.claim_number === number);
      return claim ? HttpResponse.json(claim) : problem(404, NOT_FOUND);
    }),
    http.post('*/api/claim/document/answer', async ({ request }) => {
      const body = (await request.json()) as ClaimDocumentAnswerRequest;
      calls.answers.push(body);
      const claim = store.find((c) => c.claim_number === body.claim_number);
      if (!claim) return problem(404, NOT_FOUND);
      if (claim.status !== 'DOCUMENTS_REQUESTED' || !claim.document_request) {
        return problem(409, NOT_WAITING);
      }
      const asked = claim.document_request.items;
      const missing = asked.find((item) => !body.documents.some((d) => d.type === item.type));
      if (missing) return problem(422, `Lampirkan ${missing.type_name}.`);
      claim.documents = [
        ...claim.documents,
        ...body.documents.map((d) => ({
          document_id: d.document_id,
          type: d.type,
          type_name: asked.find((item) => item.type === d.type)?.type_name ?? d.type,
          file_name: uploads.get(d.document_id)?.file_name ?? 'berkas.pdf',
          content_type: 'application/pdf' as const,
          size_bytes: uploads.get(d.document_id)?.size_bytes ?? 1000,
          uploaded_at: DEMO_NOW,
          requested: true,
        })),
      ];
      claim.status = 'DOCUMENT_VERIFICATION';
      claim.status_desc = 'Verifikasi Dokumen';
      claim.document_request = null;
      claim.needs_action = false;
      claim.updated_at = DEMO_NOW;
      claim.timeline = [
        ...claim.timeline,
        {
          status: 'DOCUMENT_VERIFICATION',
          status_desc: 'Verifikasi Dokumen',
          at: DEMO_NOW,
          actor: 'Anda',
          note: null,
        },
      ];
      return HttpResponse.json(claim);
    }),
    http.post('*/document/upload', async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file');
      calls.uploads.push({
        purpose: form.get('purpose') as string | null,
        claimNumber: form.get('claim_number') as string | null,
      });
      // (jsdom and Node have different Blob classes: test the shape, not the class)
      if (typeof file !== 'object' || file === null || file.size === 0) {
        return problem(415, UNSUPPORTED);
      }
      if (file.size > 10 * 1024 * 1024) return problem(413, TOO_LARGE);
      const uploaded: UploadedDocument = {
        document_id: documentId(),
        purpose: 'CLAIM_DOCUMENT',
        file_name: 'name' in file && file.name ? file.name : 'berkas.pdf',
        content_type: 'application/pdf',
        size_bytes: file.size,
        // Stamped now, as the server does (a draft drops uploads older than a day).
        uploaded_at: new Date().toISOString(),
      };
      uploads.set(uploaded.document_id, uploaded);
      return HttpResponse.json(uploaded, { status: 201 });
    }),
    http.post('*/document/discard', async ({ request }) => {
      const { document_id } = (await request.json()) as { document_id: string };
      calls.discards.push(document_id);
      return HttpResponse.json({ result: 'Success' });
    }),
    http.get('*/document/file', () =>
      HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.7 demo').buffer, {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'inline; filename="dokumen-klaim.pdf"',
        },
      }),
    ),
    http.get('*/master/reference', () => HttpResponse.json(masterReference)),
    http.get('*/hospital/list', ({ request }) => {
      const q = (new URL(request.url).searchParams.get('q') ?? '').toLowerCase();
      const data = partners.filter((p) => p.name.toLowerCase().includes(q));
      const page: HospitalPage = { data, page: 1, size: 8, total: data.length, sort: 'NAME' };
      return HttpResponse.json(page);
    }),
  ];

  return { handlers, calls, claims: store };
}

/** The handlers alone (stories). */
export const claimHandlers = (options?: ClaimServerOptions) => claimServer(options).handlers;
