// MSW handlers answering the privacy calls like the server, with its state. The overview; a
// copy asked for (the one being prepared answered again rather than a second; 429 with the
// time after three in 24 hours), prepared after `prepareAfter` more looks at the overview (or
// failing, `prepareFails`); a copy's file (PDF or JSON with Content-Disposition; 409 while
// being prepared or failed, 410 expired, 404 unknown); a consent given or withdrawn (the terms
// cannot be: 422; SMS and telephone without a mobile number: 422; the same state records
// nothing); a request (Idempotency-Key required; the same key and body answer the first
// request again, the same key with another body 422; one open request per kind, 422). Refusals
// are problem+json with the server's Indonesian words (server/privacy/messages.py). It records
// what the web sent. No artificial delay.
import { http, HttpResponse } from 'msw';
import { privacyExportStatusLabels } from '../../../api/generated/labels/privacyExportStatus';
import type {
  ConsentUpdateRequest,
  PrivacyExport,
  PrivacyOverview,
  PrivacyRequest,
  PrivacyRequestSubmitRequest,
} from '../../../api/generated/model';
import { problem } from '../../../test/http';
import {
  dataExport,
  fileName,
  overview as defaultOverview,
  PORTAL,
  PRIVACY_NOW,
  privacyRequest,
  USER,
} from './fixtures';

export const TERMS_REQUIRED =
  'Persetujuan syarat dan ketentuan diperlukan untuk menjalankan polis Anda dan tidak dapat ditarik di portal. Untuk mengakhiri polis, hubungi kami.';
export const NO_PHONE =
  'Nomor ponsel Anda belum tercatat, sehingga penawaran lewat SMS atau telepon tidak dapat diaktifkan. Perbarui nomor ponsel Anda lewat Pengkinian Data.';
export const EXPORT_NOT_FOUND = 'Salinan data tidak ditemukan.';
export const EXPORT_PREPARING = 'Salinan data Anda masih disiapkan. Coba lagi sebentar lagi.';
export const EXPORT_FAILED = 'Salinan data ini gagal disiapkan. Silakan minta salinan baru.';
export const EXPORT_GONE = 'Salinan data ini sudah kedaluwarsa dan dihapus. Minta salinan baru.';
export const TOO_MANY_EXPORTS =
  'Anda sudah meminta 3 salinan data dalam 24 jam terakhir. Silakan coba lagi setelah Senin, 30 November 2026 09.00 WIB.';
export const KEY_REUSED =
  'Kunci pengiriman sudah dipakai untuk permintaan lain. Muat ulang halaman.';
export const INVALID = 'Data yang Anda kirim tidak valid. Periksa kembali isian Anda.';
export const alreadyOpen = (kindDesc: string, number: string) =>
  `Anda masih memiliki permintaan ${kindDesc.toLowerCase()} yang belum dijawab (${number}). Tunggu jawaban kami atas permintaan itu sebelum mengajukan yang baru.`;

/** The PDF's bytes as the tests read them back. */
export const PDF_BODY = '%PDF-1.7\n% Salinan Data Pribadi\n';

export interface PrivacyServerOptions {
  overview?: PrivacyOverview;
  /** Looks at the overview before a copy being prepared is ready (default 1). */
  prepareAfter?: number;
  /** A copy being prepared fails instead. */
  prepareFails?: boolean;
  /** Three copies were asked for in the last 24 hours: the next one is 429. */
  exportLimitReached?: boolean;
  /** No mobile number: SMS and telephone offers cannot be given (422). */
  noPhone?: boolean;
  /** The next submission is recorded but its answer lost (the connection drops). */
  dropNextSubmit?: boolean;
}

export interface SubmitRecord {
  key: string | null;
  body: PrivacyRequestSubmitRequest;
}

const OPEN = new Set(['RECEIVED', 'ACKNOWLEDGED']);

export function privacyServer(options: PrivacyServerOptions = {}) {
  const state = {
    overview: structuredClone(options.overview ?? defaultOverview()),
    /** GET /privacy/overview, counted. */
    overviewAsks: 0,
    exportAsks: 0,
    consentUpdates: [] as ConsentUpdateRequest[],
    submits: [] as SubmitRecord[],
    downloads: [] as string[],
    dropNextSubmit: options.dropNextSubmit ?? false,
  };
  const waiting = new Map<string, number>();
  const keys = new Map<string, { signature: string; request: PrivacyRequest }>();
  let serial = 30;
  let exportSerial = 0;

  const prepare = () => {
    for (const item of state.overview.exports) {
      if (item.status !== 'PREPARING') continue;
      const looks = (waiting.get(item.export_id) ?? 0) + 1;
      waiting.set(item.export_id, looks);
      if (looks <= (options.prepareAfter ?? 1)) continue;
      const status = options.prepareFails ? 'FAILED' : 'READY';
      Object.assign(item, { ...dataExport(item.export_id, status, item.requested_at) });
    }
  };

  const handlers = [
    http.get('*/privacy/overview', () => {
      state.overviewAsks += 1;
      const answer = structuredClone(state.overview);
      prepare();
      return HttpResponse.json(answer);
    }),

    http.post('*/privacy/export', () => {
      state.exportAsks += 1;
      const current = state.overview.exports.find((e) => e.status === 'PREPARING');
      if (current) return HttpResponse.json(current, { status: 202 });
      if (options.exportLimitReached) {
        const answer = problem(429, TOO_MANY_EXPORTS, {
          type: 'urn:tmanku:problem:locked',
          title: 'Too many attempts',
          lockedUntil: '2026-11-30T09:00:00+07:00',
        });
        answer.headers.set('Retry-After', '82800');
        return answer;
      }
      exportSerial += 1;
      const created: PrivacyExport = {
        ...dataExport(`EXP-NEW${String(exportSerial).padStart(7, '0')}`, 'PREPARING', PRIVACY_NOW),
        status_desc: privacyExportStatusLabels.PREPARING,
      };
      state.overview.exports.unshift(created);
      return HttpResponse.json(created, { status: 202 });
    }),

    http.get('*/privacy/export/file', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const id = query.get('export_id') ?? '';
      const format = query.get('format');
      state.downloads.push(`${id}:${format}`);
      if (format !== 'PDF' && format !== 'JSON') return problem(400, INVALID);
      const item = state.overview.exports.find((e) => e.export_id === id);
      if (!item) return problem(404, EXPORT_NOT_FOUND);
      if (item.status === 'PREPARING') return problem(409, EXPORT_PREPARING);
      if (item.status === 'FAILED') return problem(409, EXPORT_FAILED);
      if (item.status === 'EXPIRED') return problem(410, EXPORT_GONE);
      const name = fileName(format, item.requested_at.slice(0, 10));
      const headers = {
        'Content-Disposition': `attachment; filename="${name}"`,
        'Cache-Control': 'no-store',
      };
      if (format === 'PDF') {
        return new HttpResponse(PDF_BODY, {
          headers: { ...headers, 'Content-Type': 'application/pdf' },
        });
      }
      return HttpResponse.json(
        {
          format_version: '1',
          generated_at: item.ready_at,
          customer: { user_name: USER, full_name: 'Budi Santoso' },
        },
        { headers },
      );
    }),

    http.post('*/privacy/consent/update', async ({ request }) => {
      const body = (await request.json()) as ConsentUpdateRequest;
      state.consentUpdates.push(body);
      const consent = state.overview.consents.find((c) => c.consent === body.consent);
      if (!consent) return problem(400, INVALID);
      if (consent.required) {
        return problem(422, TERMS_REQUIRED, {
          errors: [{ field: 'consent', message: 'Persetujuan ini wajib.' }],
        });
      }
      const needsPhone = body.consent === 'MARKETING_SMS' || body.consent === 'MARKETING_PHONE';
      if (body.granted && needsPhone && options.noPhone) {
        return problem(422, NO_PHONE, {
          errors: [{ field: 'consent', message: 'Nomor ponsel belum tercatat.' }],
        });
      }
      if (consent.granted !== body.granted) {
        consent.granted = body.granted;
        consent.updated_at = PRIVACY_NOW;
        consent.history.unshift({
          action: body.granted ? 'GRANTED' : 'WITHDRAWN',
          at: PRIVACY_NOW,
          version: null,
          channel: PORTAL,
          client_address: '203.0.113.24',
        });
      }
      return HttpResponse.json(consent);
    }),

    http.post('*/privacy/request/submit', async ({ request }) => {
      const key = request.headers.get('Idempotency-Key');
      const body = (await request.json()) as PrivacyRequestSubmitRequest;
      state.submits.push({ key, body });
      if (!key) return problem(400, INVALID);
      const length = body.description?.trim().length ?? 0;
      if (length < 20 || length > 2000) {
        return problem(400, INVALID, {
          errors: [{ field: 'description', message: 'Panjang uraian tidak sesuai.' }],
        });
      }
      const signature = JSON.stringify([body.kind, body.description]);
      const seen = keys.get(key);
      if (seen) {
        if (seen.signature !== signature) return problem(422, KEY_REUSED);
        return HttpResponse.json(seen.request, { status: 201 });
      }
      const open = state.overview.requests.find((r) => r.kind === body.kind && OPEN.has(r.status));
      if (open) {
        return problem(422, alreadyOpen(open.kind_desc, open.request_number), {
          errors: [
            { field: 'kind', message: 'Masih ada permintaan yang sama yang belum dijawab.' },
          ],
        });
      }
      serial += 1;
      const created = privacyRequest(
        `PDP-2026-0000${serial}`,
        body.kind,
        'RECEIVED',
        body.description,
        PRIVACY_NOW,
      );
      state.overview.requests.unshift(created);
      keys.set(key, { signature, request: created });
      if (state.dropNextSubmit) {
        state.dropNextSubmit = false;
        return HttpResponse.error();
      }
      return HttpResponse.json(created, { status: 201 });
    }),
  ];

  return { handlers, state };
}

export type PrivacyServer = ReturnType<typeof privacyServer>;
