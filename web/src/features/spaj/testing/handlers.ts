// MSW handlers answering the SPAJ calls like the server: the entry (the same answer for every
// number; only a matching number and birth date get a code, the others a blind flow where every
// code is wrong), the code step with attempts and lock, the SPAJ session's token (a call with
// another application's token answers 404, an ended or unknown token 403), the follow-up,
// answers with documents uploaded as SPAJ_DOCUMENT, the offer's code, approval and decline,
// logout, and the policy holder's list and open. Records what the web sent.
import { http, HttpResponse } from 'msw';
import type {
  SpajDetail,
  SpajEntryRequest,
  SpajOfferApproveRequest,
  SpajOfferDeclineRequest,
  SpajOfferOtpRequest,
  SpajRequirementAnswerRequest,
  UploadedDocument,
} from '../../../api/generated/model';
import { getGetConfigResponseMock } from '../../../api/generated/endpoints/info/info.msw';
import {
  getLogoutResponseMock,
  getUpdateSessionResponseMock,
} from '../../../api/generated/endpoints/session/session.msw';
import { codeNotSent, companyProfileHandler, problem } from '../../../test/http';
import { SIX } from './applicationParts';
import { allApplications, budiSummaries } from './applications';
import { DEWI_NO, RIGHT_CODE, sessionFor, spajOtp, spajToken } from './fixtures';

/** The birth dates the test server knows, by SPAJ number. */
export const BIRTH_DATES: Record<string, string> = {
  [DEWI_NO]: '1992-03-14',
};
export const STEP_TOKEN = 'spaj-step-token';
export const ENDED_MESSAGE =
  'Sesi pemantauan SPAJ Anda telah berakhir. Silakan masuk kembali dengan nomor SPAJ.';
export const NOT_FOUND_MESSAGE = 'SPAJ tidak ditemukan.';
export const TOO_LARGE_MESSAGE = 'Ukuran berkas melebihi batas 10 MB.';
export const UNSUPPORTED_MESSAGE = 'Jenis berkas tidak didukung. Unggah JPEG, PNG atau PDF.';
/**
 * Contents the test server refuses, as the server reads a file's content (not its name): a
 * Windows program renamed .pdf (415), and a PDF over what is left of the application's 50 MB
 * (413; marked here, as the tests do not send 50 MB).
 */
export const UNSUPPORTED_CONTENT = 'MZ\x90\x00 program';
export const TOO_LARGE_CONTENT = '%PDF-1.7 melebihi sisa batas SPAJ';
const LIMIT = 5;

export interface SpajCalls {
  entries: SpajEntryRequest[];
  resends: { channel: string; token: string | null }[];
  validations: string[];
  uploads: { purpose: string; token: string | null }[];
  discards: string[];
  answers: SpajRequirementAnswerRequest[];
  offerCodes: SpajOfferOtpRequest[];
  approvals: SpajOfferApproveRequest[];
  declines: SpajOfferDeclineRequest[];
  logouts: (string | null)[];
  opens: string[];
  /** access-token of every detail read. */
  reads: (string | null)[];
}

export interface SpajServerOptions {
  applications?: Record<string, SpajDetail>;
  /** Tokens the server has ended (their calls answer 403). */
  ended?: string[];
  /** How long after a code another may be asked (default a minute). */
  resendAfterMs?: number;
  /** The decision's code by these channels is not taken by the gateway (503 code-not-sent). */
  offerNotSent?: ('SMS' | 'EMAIL')[];
}

let nextDocument = 1;

export function spajServer({
  applications,
  ended = [],
  resendAfterMs = 60_000,
  offerNotSent = [],
}: SpajServerOptions = {}) {
  const apps = applications ?? allApplications();
  const endedTokens = new Set(ended);
  const calls: SpajCalls = {
    entries: [],
    resends: [],
    validations: [],
    uploads: [],
    discards: [],
    answers: [],
    offerCodes: [],
    approvals: [],
    declines: [],
    logouts: [],
    opens: [],
    reads: [],
  };
  // The entry in progress: which application it opens (null: blind), wrong codes so far.
  let flow: { spajNumber: string | null; channel: 'SMS' | 'EMAIL'; wrong: number } | null = null;
  let offerWrong = 0;
  const uploaded = new Map<string, UploadedDocument>();

  const tokenOf = (request: Request) => request.headers.get('access-token');
  /** The application the request's SPAJ token opens, or the answer refusing it. */
  function sessionApp(request: Request, spajNumber: string): SpajDetail | Response {
    const token = tokenOf(request);
    if (!token?.startsWith('spaj-session-') || endedTokens.has(token)) {
      return problem(403, ENDED_MESSAGE);
    }
    const app = apps[spajNumber];
    if (!app || token !== spajToken(spajNumber)) return problem(404, NOT_FOUND_MESSAGE);
    return app;
  }
  const destination = (channel: 'SMS' | 'EMAIL') =>
    channel === 'EMAIL' ? 'email pada SPAJ' : 'nomor ponsel pada SPAJ';
  const locked = () => new Date(Date.now() + 30 * 60_000).toISOString();
  const wrongCode = (wrong: number) =>
    wrong >= LIMIT
      ? problem(429, 'Terlalu banyak percobaan. Silakan coba lagi setelah 30 menit.', {
          lockedUntil: locked(),
        })
      : problem(401, `Kode OTP salah. Sisa percobaan ${LIMIT - wrong} kali.`, {
          attemptsRemaining: LIMIT - wrong,
        });
  const save = (detail: SpajDetail) => {
    apps[detail.spaj_number] = detail;
    return HttpResponse.json(detail);
  };

  const handlers = [
    http.post('*/spaj/login', async ({ request }) => {
      const body = (await request.json()) as SpajEntryRequest;
      calls.entries.push(body);
      const match = BIRTH_DATES[body.spaj_number] === body.birth_date;
      flow = { spajNumber: match ? body.spaj_number : null, channel: body.channel, wrong: 0 };
      return HttpResponse.json({
        token: STEP_TOKEN,
        otp: spajOtp({
          channel: body.channel,
          destination: destination(body.channel),
          resendAvailableAt: new Date(Date.now() + resendAfterMs).toISOString(),
        }),
      });
    }),
    http.post('*/spaj/otp/generate', async ({ request }) => {
      const body = (await request.json()) as { channel: 'SMS' | 'EMAIL' };
      calls.resends.push({ channel: body.channel, token: tokenOf(request) });
      if (!flow || tokenOf(request) !== STEP_TOKEN) return problem(403, ENDED_MESSAGE);
      flow.channel = body.channel;
      return HttpResponse.json(
        spajOtp({
          channel: body.channel,
          destination: destination(body.channel),
          attempt: flow.wrong,
        }),
      );
    }),
    http.post('*/spaj/otp/validate', async ({ request }) => {
      const { otp } = (await request.json()) as { otp: string };
      calls.validations.push(otp);
      if (!flow || tokenOf(request) !== STEP_TOKEN) return problem(403, ENDED_MESSAGE);
      if (flow.wrong >= LIMIT) return wrongCode(flow.wrong);
      if (flow.spajNumber && otp === RIGHT_CODE) {
        const session = sessionFor(flow.spajNumber);
        flow = null;
        return HttpResponse.json(session);
      }
      flow.wrong += 1;
      return wrongCode(flow.wrong);
    }),
    http.get('*/spaj/detail', ({ request }) => {
      const number = new URL(request.url).searchParams.get('spaj_number') ?? '';
      calls.reads.push(tokenOf(request));
      const app = sessionApp(request, number);
      return app instanceof Response ? app : HttpResponse.json(app);
    }),
    http.post('*/document/upload', async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file');
      calls.uploads.push({ purpose: String(form.get('purpose')), token: tokenOf(request) });
      // (jsdom and Node have different Blob classes: test the shape, not the class)
      if (typeof file !== 'object' || file === null) return problem(415, UNSUPPORTED_MESSAGE);
      const head = await file.slice(0, 40).text();
      if (head.startsWith('MZ')) return problem(415, UNSUPPORTED_MESSAGE);
      if (head === TOO_LARGE_CONTENT) return problem(413, TOO_LARGE_MESSAGE);
      const name = 'name' in file && file.name && file.name !== 'blob' ? file.name : 'berkas.pdf';
      const document: UploadedDocument = {
        document_id: `SpajDoc${String(nextDocument++).padStart(15, '0')}`,
        purpose: 'SPAJ_DOCUMENT',
        file_name: name,
        content_type: head.startsWith('%PDF') ? 'application/pdf' : 'image/jpeg',
        size_bytes: Math.max(1, file.size),
        uploaded_at: new Date().toISOString(),
      };
      uploaded.set(document.document_id, document);
      return HttpResponse.json(document, { status: 201 });
    }),
    http.post('*/document/discard', async ({ request }) => {
      const { document_id } = (await request.json()) as { document_id: string };
      calls.discards.push(document_id);
      uploaded.delete(document_id);
      return HttpResponse.json({ result: 'Success' });
    }),
    http.post('*/spaj/requirement/answer', async ({ request }) => {
      const body = (await request.json()) as SpajRequirementAnswerRequest;
      calls.answers.push(body);
      const app = sessionApp(request, body.spaj_number);
      if (app instanceof Response) return app;
      const requirement = app.requirements.find((r) => r.requirement_id === body.requirement_id);
      if (!requirement) return problem(404, NOT_FOUND_MESSAGE);
      if (requirement.status === 'ANSWERED') {
        return problem(409, 'Permintaan ini sudah dijawab.');
      }
      const now = new Date().toISOString();
      const answered = {
        ...requirement,
        status: 'ANSWERED' as const,
        answered_at: now,
        answer_text: body.answer,
        documents: body.document_ids.flatMap((id) => uploaded.get(id) ?? []),
      };
      const requirements = app.requirements.map((r) =>
        r.requirement_id === answered.requirement_id ? answered : r,
      );
      const open = requirements.filter((r) => r.status === 'OPEN');
      const done = open.length === 0;
      return save({
        ...app,
        requirements: [...open, ...requirements.filter((r) => r.status === 'ANSWERED')],
        ...(done
          ? {
              status: 'RISK_SELECTION',
              status_desc: 'Seleksi Risiko',
              next_action: 'NONE',
              steps: app.steps.map((step, i) => ({
                ...step,
                state: i < 2 ? 'DONE' : i === 2 ? 'CURRENT' : 'UPCOMING',
                reached_at: i === 2 ? now : step.reached_at,
              })),
              timeline: [
                {
                  at: now,
                  status: 'RISK_SELECTION',
                  status_desc: SIX[2]!.label,
                  text: 'Semua permintaan dijawab; pengajuan kembali ke Seleksi Risiko.',
                },
                ...app.timeline,
              ],
            }
          : {}),
      });
    }),
    http.post('*/spaj/offer/otp', async ({ request }) => {
      const body = (await request.json()) as SpajOfferOtpRequest;
      calls.offerCodes.push(body);
      const app = sessionApp(request, body.spaj_number);
      if (app instanceof Response) return app;
      if (app.status !== 'DECISION') {
        return problem(409, `SPAJ ${app.spaj_number} berstatus ${app.status_desc}.`);
      }
      if (offerNotSent.includes(body.channel)) return codeNotSent();
      return HttpResponse.json(
        spajOtp({
          channel: body.channel,
          destination:
            body.channel === 'EMAIL' ? app.applicant.email_masked : app.applicant.phone_masked,
          attempt: offerWrong,
          // (the applicant's own session: an SMS is followed, QUEUED at the gateway)
          delivery: body.channel === 'SMS' ? 'QUEUED' : null,
        }),
      );
    }),
    http.post('*/spaj/offer/approve', async ({ request }) => {
      const body = (await request.json()) as SpajOfferApproveRequest;
      calls.approvals.push(body);
      const app = sessionApp(request, body.spaj_number);
      if (app instanceof Response) return app;
      if (offerWrong >= LIMIT) return wrongCode(offerWrong);
      if (body.otp !== RIGHT_CODE) {
        offerWrong += 1;
        return wrongCode(offerWrong);
      }
      if (app.status !== 'DECISION' || !app.offer) {
        return problem(409, `SPAJ ${app.spaj_number} berstatus ${app.status_desc}.`);
      }
      const now = new Date().toISOString();
      return save({
        ...app,
        status: 'WAITING_PAYMENT',
        status_desc: 'Menunggu Pembayaran',
        next_action: 'PAY_FIRST_PREMIUM',
        offer: { ...app.offer, status: 'APPROVED', approved_at: now },
        steps: app.steps.map((step, i) => ({
          ...step,
          state: i < 4 ? 'DONE' : i === 4 ? 'CURRENT' : 'UPCOMING',
          reached_at: i === 4 ? now : step.reached_at,
        })),
        payment: {
          policy_number: 'TL26000912',
          bill_id: 'TG-TL26000912-202611',
          amount: app.offer.final_premium,
          pay_before: new Date(Date.now() + 30 * 86_400_000).toISOString(),
          pending_payment_id: null,
          paid_at: null,
        },
      });
    }),
    http.post('*/spaj/offer/decline', async ({ request }) => {
      const body = (await request.json()) as SpajOfferDeclineRequest;
      calls.declines.push(body);
      const app = sessionApp(request, body.spaj_number);
      if (app instanceof Response) return app;
      if (app.status !== 'DECISION' || !app.offer) {
        return problem(409, `SPAJ ${app.spaj_number} berstatus ${app.status_desc}.`);
      }
      if (body.reason === 'OTHER' && !body.note) {
        return problem(422, 'Tulis alasan Anda menolak.', {
          errors: [{ field: 'note', message: 'Tulis alasan Anda menolak.' }],
        });
      }
      const now = new Date().toISOString();
      return save({
        ...app,
        status: 'DECLINED',
        status_desc: 'Dibatalkan Pemohon',
        next_action: 'NONE',
        offer: {
          ...app.offer,
          status: 'DECLINED',
          declined_at: now,
          decline_reason: body.note ?? body.reason,
        },
        steps: app.steps.map((step, i) => ({ ...step, state: i <= 3 ? 'DONE' : 'UPCOMING' })),
      });
    }),
    http.post('*/spaj/logout', ({ request }) => {
      const token = tokenOf(request);
      calls.logouts.push(token);
      if (token) endedTokens.add(token);
      return HttpResponse.json({ result: 'Success' });
    }),
    http.get('*/spaj/mine', () => HttpResponse.json({ data: budiSummaries() })),
    http.post('*/spaj/open', async ({ request }) => {
      const { spaj_number } = (await request.json()) as { spaj_number: string };
      calls.opens.push(spaj_number);
      if (!budiSummaries().some((s) => s.spaj_number === spaj_number)) {
        return problem(404, NOT_FOUND_MESSAGE);
      }
      return HttpResponse.json(sessionFor(spaj_number));
    }),
  ];

  return {
    handlers,
    calls,
    applications: apps,
    /** End a token on the server (the next call with it answers 403). */
    end: (token: string) => endedTokens.add(token),
  };
}

/**
 * What the app shell asks besides the SPAJ calls: the company profile (popups), and for a
 * signed-in customer the configuration and the terms (accepted), session update and logout.
 */
export function shellHandlers() {
  return [
    companyProfileHandler(),
    http.get('*/config/all', () => HttpResponse.json(getGetConfigResponseMock())),
    http.get('*/token/checkValidTerm', () =>
      HttpResponse.json({ valid: true, tnc_version: '2026.1', acceptedVersion: '2026.1' }),
    ),
    http.post('*/session/update', () => HttpResponse.json(getUpdateSessionResponseMock())),
    http.post('*/session/logout', () => HttpResponse.json(getLogoutResponseMock())),
  ];
}
