// MSW handlers of the complaint pages answering like the server (server/complaint), with a
// fresh state per call of complaintServer(): Pengaduan Saya (newest first, status filter,
// pages), the detail (404 for a number not the customer's), the submission (Idempotency-Key
// required; the same key and content answer the first complaint again, the same key with
// other content 422; a policy not the customer's, an attachment not uploaded for a
// complaint and a sixth complaint being handled 422 with the field), the attachment upload
// (purpose COMPLAINT_DOCUMENT, type and size checked), discard and download. No artificial
// delay. `calls` records what the pages sent. (The paths start at */api/ so that they never
// answer the staff desk's */admin/complaint/...)
import { http, HttpResponse } from 'msw';
import type {
  ComplaintDetail,
  ComplaintPage,
  ComplaintSubmitRequest,
  UploadedDocument,
} from '../../../api/generated/model';
import { complaintCategoryLabels } from '../../../api/generated/labels/complaintCategory';
import { problem } from '../../../test/http';
import { complaints as demoComplaints, DEMO_NOW, HEALTH, summaryOf, UNIT_LINK } from './fixtures';

export const NOT_FOUND = 'Pengaduan tidak ditemukan.';
export const BAD_REQUEST = 'Data yang Anda kirim tidak valid. Periksa kembali isian Anda.';
export const KEY_REUSED =
  'Kunci pengajuan ini sudah dipakai untuk pengaduan lain. Muat ulang halaman lalu ajukan kembali.';
export const NOT_YOUR_POLICY = (number: string) =>
  `Polis ${number} tidak terdaftar atas nama Anda.`;
export const DOCUMENT_UNKNOWN =
  'Lampiran tidak dapat dipakai: tidak ditemukan, bukan dokumen pengaduan, sudah dilampirkan pada pengajuan lain, atau sudah lebih dari 24 jam. Silakan unggah ulang berkas ini.';
export const TOO_MANY_OPEN =
  'Anda sudah memiliki 5 pengaduan yang sedang ditangani. Pengaduan baru dapat diajukan setelah salah satunya dijawab.';
export const KEY_IN_PROGRESS =
  'Pengaduan yang sama sedang diproses. Tunggu sebentar lalu muat ulang halaman Pengaduan.';
export const TOO_LARGE =
  'Ukuran berkas paling besar 10 MB. Perkecil foto atau pindai ulang dengan resolusi lebih rendah.';
export const UNSUPPORTED = 'Berkas harus berupa foto JPEG atau PNG, atau PDF.';
/** The customer's policies (the policy list's). */
export const OWN_POLICIES = [UNIT_LINK, HEALTH];
/** The deadline of a complaint received on DEMO_NOW (5 working days). */
export const NEW_DUE_DATE = '2026-12-04';

export interface SubmitCall {
  key: string | null;
  body: ComplaintSubmitRequest;
}

export interface ComplaintServerOptions {
  complaints?: readonly ComplaintDetail[];
}

let uploadCount = 0;
const documentId = () => `Cp${String(++uploadCount).padStart(6, '0')}abcdefghijklmn`.slice(0, 22);

export function complaintServer({ complaints = demoComplaints }: ComplaintServerOptions = {}) {
  const store = complaints.map((c) => structuredClone(c));
  const keys = new Map<string, { body: string; complaint: ComplaintDetail }>();
  const uploads = new Map<string, UploadedDocument>();
  const used = new Set<string>();
  const calls = {
    submits: [] as SubmitCall[],
    lists: [] as Record<string, string>[],
    uploads: [] as { purpose: string | null }[],
    discards: [] as string[],
    downloads: [] as string[],
  };

  const handlers = [
    http.get('*/api/complaint/list', ({ request }) => {
      const q = new URL(request.url).searchParams;
      calls.lists.push(Object.fromEntries(q));
      const status = q.get('status');
      const page = Number(q.get('page') ?? 1);
      const size = Number(q.get('size') ?? 10);
      const rows = store
        .filter((c) => !status || c.status === status)
        .sort((a, b) => Date.parse(b.submitted_at) - Date.parse(a.submitted_at));
      const answer: ComplaintPage = {
        data: rows.slice((page - 1) * size, page * size).map(summaryOf),
        page,
        size,
        total_items: rows.length,
        total_pages: Math.ceil(rows.length / size),
      };
      return HttpResponse.json(answer);
    }),
    http.get('*/api/complaint/detail', ({ request }) => {
      const number = new URL(request.url).searchParams.get('complaint_number');
      const complaint = store.find((c) => c.complaint_number === number);
      return complaint ? HttpResponse.json(complaint) : problem(404, NOT_FOUND);
    }),
    http.post('*/api/complaint/submit', async ({ request }) => {
      const key = request.headers.get('Idempotency-Key');
      const body = (await request.json()) as ComplaintSubmitRequest;
      calls.submits.push({ key, body });
      if (!key) return problem(400, BAD_REQUEST);
      const text = JSON.stringify(body);
      const earlier = keys.get(key);
      if (earlier && earlier.body !== text) return problem(422, KEY_REUSED);
      if (earlier) return HttpResponse.json(earlier.complaint, { status: 201 });
      if (body.policy_number && !OWN_POLICIES.includes(body.policy_number)) {
        const message = NOT_YOUR_POLICY(body.policy_number);
        return problem(422, message, { errors: [{ field: 'policy_number', message }] });
      }
      const unknown = body.document_ids.findIndex((id) => !uploads.has(id) || used.has(id));
      if (unknown >= 0) {
        return problem(422, DOCUMENT_UNKNOWN, {
          errors: [{ field: `document_ids[${unknown}]`, message: DOCUMENT_UNKNOWN }],
        });
      }
      if (store.filter((c) => c.status === 'RECEIVED').length >= 5) {
        return problem(422, TOO_MANY_OPEN);
      }
      body.document_ids.forEach((id) => used.add(id));
      const number = `ADU-2026-${String(140 + keys.size).padStart(6, '0')}`;
      const complaint: ComplaintDetail = {
        complaint_number: number,
        category: body.category,
        category_desc: complaintCategoryLabels[body.category],
        subject: body.subject,
        description: body.description,
        policy_number: body.policy_number,
        status: 'RECEIVED',
        status_desc: 'Sedang ditangani',
        submitted_at: DEMO_NOW,
        deadline: {
          due_date: NEW_DUE_DATE,
          working_days: 5,
          extended: false,
          extension_reason: null,
          overdue: false,
        },
        answer: null,
        answered_at: null,
        closed_at: null,
        documents: body.document_ids.map((id) => {
          const up = uploads.get(id)!;
          return {
            document_id: id,
            file_name: up.file_name,
            content_type: up.content_type as 'application/pdf',
            size: up.size_bytes,
          };
        }),
        timeline: [
          {
            action: 'RECEIVED',
            action_desc: 'Pengaduan diterima',
            actor: 'Nasabah',
            at: DEMO_NOW,
            note: null,
          },
        ],
      };
      keys.set(key, { body: text, complaint });
      store.unshift(complaint);
      return HttpResponse.json(complaint, { status: 201 });
    }),
    http.post('*/document/upload', async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file');
      const purpose = form.get('purpose') as string | null;
      calls.uploads.push({ purpose });
      if (purpose !== 'COMPLAINT_DOCUMENT') return problem(400, BAD_REQUEST);
      // (jsdom and Node have different Blob classes: test the shape, not the class)
      if (typeof file !== 'object' || file === null || file.size === 0) {
        return problem(415, UNSUPPORTED);
      }
      if (file.size > 10 * 1024 * 1024) return problem(413, TOO_LARGE);
      const name = 'name' in file && file.name ? file.name : 'lampiran.pdf';
      const uploaded: UploadedDocument = {
        document_id: documentId(),
        purpose: 'COMPLAINT_DOCUMENT',
        file_name: name,
        content_type: /\.png$/i.test(name)
          ? 'image/png'
          : /\.jpe?g$/i.test(name)
            ? 'image/jpeg'
            : 'application/pdf',
        size_bytes: file.size,
        uploaded_at: new Date().toISOString(),
      };
      uploads.set(uploaded.document_id, uploaded);
      return HttpResponse.json(uploaded, { status: 201 });
    }),
    http.post('*/document/discard', async ({ request }) => {
      const { document_id } = (await request.json()) as { document_id: string };
      calls.discards.push(document_id);
      uploads.delete(document_id);
      return HttpResponse.json({ result: 'Success' });
    }),
    http.get('*/document/file', ({ request }) => {
      const id = new URL(request.url).searchParams.get('document_id') ?? '';
      calls.downloads.push(id);
      const known = store.some((c) => c.documents.some((d) => d.document_id === id));
      if (!known) return problem(404, 'Dokumen tidak ditemukan.');
      return HttpResponse.arrayBuffer(new TextEncoder().encode('%PDF-1.7 demo').buffer, {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="lampiran-pengaduan.pdf"',
        },
      });
    }),
  ];

  return { handlers, calls, complaints: store };
}

/** The handlers alone (stories). */
export const complaintHandlers = (options?: ComplaintServerOptions) =>
  complaintServer(options).handlers;
