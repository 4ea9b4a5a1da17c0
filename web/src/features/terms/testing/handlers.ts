// MSW handlers of the terms endpoints with realistic data (the server's terms text, the
// contract's examples) and a record of what the page stored. No artificial delay.
import { http, HttpResponse } from 'msw';
import { getGetConfigResponseMock } from '../../../api/generated/endpoints/info/info.msw';
import type { TermValidity } from '../../../api/generated/model';

export const CURRENT_VERSION = '2026.1';

export const termsHtml = `<h2>Syarat dan Ketentuan Penggunaan TManKu</h2>
<p>Versi 2026.1, berlaku sejak 1 Januari 2026. TManKu adalah portal layanan mandiri nasabah PT Asuransi Jiwa Sentosa Raya (&ldquo;Perusahaan&rdquo;). Dengan mendaftar, masuk, atau menggunakan TManKu, Anda menyatakan telah membaca, memahami, dan menyetujui Syarat dan Ketentuan ini.</p>
<h3>1. Definisi</h3>
<ol>
  <li><strong>Nasabah</strong> adalah pemegang polis asuransi jiwa atau kesehatan yang diterbitkan oleh Perusahaan dan terdaftar sebagai pengguna TManKu.</li>
  <li><strong>Kode OTP</strong> (<em>One Time Password</em>) adalah kode angka sekali pakai yang dikirim ke nomor ponsel atau email yang terdaftar pada Perusahaan.</li>
</ol>
<h3>2. Kerahasiaan Kata Sandi dan Data</h3>
<ol>
  <li>Kata sandi bersifat rahasia dan menjadi tanggung jawab Anda sepenuhnya.</li>
  <li>Perusahaan tidak pernah meminta kata sandi atau Kode OTP melalui telepon, pesan singkat, WhatsApp, maupun email.</li>
</ol>
<h3>3. Hukum yang Berlaku</h3>
<p>Syarat dan Ketentuan ini tunduk pada hukum Negara Republik Indonesia. Kebijakan privasi: <a href="https://www.sentosaraya.co.id/privasi">www.sentosaraya.co.id/privasi</a>.</p>`;

export const notAccepted: TermValidity = {
  valid: false,
  tnc_version: CURRENT_VERSION,
  acceptedVersion: '2025.1',
};
/** A first-time customer: never accepted any version. */
export const neverAccepted: TermValidity = {
  valid: false,
  tnc_version: CURRENT_VERSION,
  acceptedVersion: null,
};
export const accepted: TermValidity = {
  valid: true,
  tnc_version: CURRENT_VERSION,
  acceptedVersion: CURRENT_VERSION,
};

export function problem(status: number, message: string) {
  return HttpResponse.json(
    { type: 'about:blank', title: 'Error', status, message },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );
}

export interface TermsServerState {
  validity: TermValidity;
  stored: unknown[];
  validityRequests: number;
  textRequests: number;
}

/** Handlers sharing one state: storing the current version makes the validity valid. */
export function termsHandlers(state: TermsServerState) {
  return [
    http.get('*/termscondition/load', () => {
      state.textRequests += 1;
      return HttpResponse.json(termsHtml);
    }),
    http.get('*/config/all', () =>
      HttpResponse.json({ ...getGetConfigResponseMock(), tnc_version: CURRENT_VERSION }),
    ),
    http.get('*/token/checkValidTerm', () => {
      state.validityRequests += 1;
      return HttpResponse.json(state.validity);
    }),
    http.post('*/termscondition/store', async ({ request }) => {
      const body = (await request.json()) as { tnc_version: string };
      state.stored.push(body);
      if (body.tnc_version !== state.validity.tnc_version) {
        return problem(
          422,
          'Versi syarat dan ketentuan sudah diperbarui. Silakan baca versi terbaru.',
        );
      }
      state.validity = {
        valid: true,
        tnc_version: body.tnc_version,
        acceptedVersion: body.tnc_version,
      };
      return HttpResponse.json({ tnc_version: body.tnc_version });
    }),
  ];
}

export function newServerState(validity: TermValidity = notAccepted): TermsServerState {
  return { validity, stored: [], validityRequests: 0, textRequests: 0 };
}
