// Helpers for tests of HTTP behaviour: problem+json answers, a company profile, and
// tokens shaped like the server's (JWT with userName and exp).
import { http, HttpResponse } from 'msw';
import type { CompanyProfile } from '../api/generated/model/companyProfile';

export const companyProfile: CompanyProfile = {
  companyName: 'PT Asuransi Jiwa Sentosa Raya',
  csEmail: 'cs@sentosaraya.co.id',
  csPhone: '1500 789',
  csFax: '(021) 2554 7890',
  csWhatsapp: '0811 1500 789',
  address: 'Menara Sentosa Lt. 12, Jakarta Selatan',
  website: 'https://www.sentosaraya.co.id',
  operatingHours: 'Senin–Jumat 08.00–17.00 WIB',
};

export function problemBody(status: number, message: string, extra: Record<string, unknown> = {}) {
  return { type: `urn:tmanku:problem:${status}`, title: 'Error', status, message, ...extra };
}

export function problem(status: number, message: string, extra: Record<string, unknown> = {}) {
  return HttpResponse.json(problemBody(status, message, extra), {
    status,
    headers: { 'Content-Type': 'application/problem+json' },
  });
}

/** The server's sentence when the SMS gateway (or mail server) did not take a code. */
export const CODE_NOT_SENT_MESSAGE =
  'Kode OTP tidak dapat dikirim saat ini. Silakan coba lagi beberapa saat lagi atau pilih pengiriman lewat email.';

/** 503 code-not-sent: the code was not handed over; nothing recorded (no code, no wait). */
export function codeNotSent() {
  return problem(503, CODE_NOT_SENT_MESSAGE, {
    type: 'urn:tmanku:problem:code-not-sent',
    title: 'Service unavailable',
    detail: 'The SMS gateway did not accept the message.',
  });
}

export const companyProfileHandler = () =>
  http.get('*/policy/companyProfile', () => HttpResponse.json(companyProfile));

function base64url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** An unsigned JWT with the given payload (the web never verifies signatures). */
export function jwt(payload: Record<string, unknown>): string {
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.c2lnbmF0dXJl`;
}

/** A customer's access token expiring in `seconds`. */
export function accessToken(seconds = 900, userName = 'budi.santoso'): string {
  return jwt({ userName, exp: Math.floor(Date.now() / 1000) + seconds });
}
