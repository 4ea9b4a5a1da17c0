// MSW handlers of Pengkinian Data answering like the server: eligibility, the current data,
// master lists and the region cascade, the draft (changes against the current data, the
// postal code of the chosen village, 'no change' refused with 422), the one-time codes
// (RIGHT_CODE is right; wrong codes count down, then a lock with 429), the submission and the
// document upload (type and size checked). No artificial delay.
import { http, HttpResponse } from 'msw';
import type {
  FieldChange,
  KycSubmissionReceipt,
  OtpInfo,
  PengkinianCaseOtp,
  PengkinianDraft,
  PengkinianDraftRequest,
  PengkinianEligibility,
  PengkinianProof,
  DataWarning,
  UploadedDocument,
} from '../../../api/generated/model';
import { codeNotSent, problem } from '../../../test/http';
import {
  customerData,
  DEMO_NOW,
  districts,
  DRAFT_ID,
  masterReference,
  POLICY,
  provinces,
  regionNames,
  REGISTRATION_NUMBER,
  RIGHT_CODE,
  subDistricts,
  villages,
} from './fixtures';

export const refusedPending: PengkinianEligibility = {
  policy_number: POLICY,
  allowed: false,
  reason: 'REVIEW_PENDING',
  message: `Pengajuan Pengkinian Data Anda nomor ${REGISTRATION_NUMBER} masih dalam verifikasi. Pengajuan baru dapat dibuat setelah pengajuan tersebut selesai.`,
  pending_registration_number: REGISTRATION_NUMBER,
};

export const refusedEnded: PengkinianEligibility = {
  policy_number: POLICY,
  allowed: false,
  reason: 'POLICY_ENDED',
  message:
    'Polis UL24000123 sudah tidak aktif, sehingga data nasabah tidak dapat diperbarui melalui polis ini.',
  pending_registration_number: null,
};

export const NIK_WARNING: DataWarning = {
  code: 'NIK_BIRTH_DATE_MISMATCH',
  field: 'Identity.id_number',
  message:
    'Tanggal lahir pada NIK (15-05-1980) berbeda dengan tanggal lahir yang Anda isi (16-05-1980). Pastikan keduanya sesuai KTP.',
};

const LABELS: Record<string, string> = {
  address_line: 'Alamat',
  rt: 'RT',
  rw: 'RW',
  province_code: 'Provinsi',
  district_code: 'Kabupaten/Kota',
  sub_district_code: 'Kecamatan',
  village_code: 'Kelurahan/Desa',
  postal_code: 'Kode Pos',
  data_hp: 'Nomor Ponsel',
  data_email: 'Email',
  full_name: 'Nama Lengkap',
  birth_date: 'Tanggal Lahir',
  id_number: 'NIK',
};

type Section = FieldChange['section'];
const SECTIONS: Section[] = [
  'Identity',
  'IdCarddAddress',
  'CurrentAddress',
  'WorkingAddress',
  'Corespondency',
  'WorkingData',
  'FinancialData',
];

/** The changes of a request against the current data, as the server words them. */
export function changesOf(request: PengkinianDraftRequest): FieldChange[] {
  const changes: FieldChange[] = [];
  const read = (v: unknown) => (v === null || v === undefined ? null : String(v));
  for (const section of SECTIONS) {
    const next = (request[section] ?? {}) as Record<string, unknown>;
    const old = (customerData[section] ?? {}) as Record<string, unknown>;
    for (const [field, value] of Object.entries(next)) {
      if (read(old[field]) === read(value)) continue;
      const show = (v: unknown) =>
        v === null || v === undefined ? null : (regionNames[String(v)] ?? String(v));
      changes.push({
        section,
        field,
        label: LABELS[field] ?? field,
        old_value: show(old[field]),
        new_value: show(value),
      });
    }
  }
  for (const field of ['data_email', 'data_hp'] as const) {
    if (request[field] !== customerData[field]) {
      changes.push({
        section: field,
        field,
        label: LABELS[field]!,
        old_value: customerData[field],
        new_value: request[field],
      });
    }
  }
  return changes;
}

export interface PengkinianHandlerOptions {
  eligibility?: PengkinianEligibility;
  /** Warnings the draft carries (NIK checks). */
  warnings?: DataWarning[];
  /** Wrong codes before the lock. */
  limit?: number;
  /** The first sends of a code the gateway does not take (503 code-not-sent, nothing recorded). */
  notSent?: number;
}

function otpInfo(
  caseOtp: PengkinianCaseOtp,
  attempt: number,
  limit: number,
  lockedUntil: string | null,
): OtpInfo {
  const email = caseOtp === 'PENGKINIAN_EMAIL';
  return {
    attempt,
    limit,
    channel: email ? 'EMAIL' : 'SMS',
    destination: email
      ? 'bu***@contoh.co.id'
      : caseOtp === 'PENGKINIAN_HP'
        ? '+62 813-****-5432'
        : '+62 812-****-7890',
    expiresAt: new Date(Date.now() + 5 * 60_000).toISOString(),
    resendAvailableAt: new Date(Date.now() + 60_000).toISOString(),
    lockedUntil,
    serverTime: new Date().toISOString(),
    delivery: email ? null : 'QUEUED',
  };
}

export function pengkinianHandlers(options: PengkinianHandlerOptions = {}) {
  const {
    eligibility = {
      ...refusedPending,
      allowed: true,
      reason: null,
      message: null,
      pending_registration_number: null,
    },
    warnings = [],
    limit = 5,
    notSent = 0,
  } = options;
  let refusals = notSent;
  let draft: PengkinianDraft | null = null;
  const attempts = new Map<PengkinianCaseOtp, number>();
  let lockedUntil: string | null = null;

  return [
    http.get('*/policy/validasiPengkinanData', () => HttpResponse.json(eligibility)),
    http.get('*/policy/infoPengkinanData', () => HttpResponse.json(customerData)),
    http.get('*/master/reference', () => HttpResponse.json(masterReference)),
    http.get('*/master/province', () => HttpResponse.json(provinces)),
    http.get('*/master/district', ({ request }) => {
      const code = new URL(request.url).searchParams.get('province_code') ?? '';
      return districts[code]
        ? HttpResponse.json(districts[code])
        : problem(404, 'Wilayah tidak ditemukan.');
    }),
    http.get('*/master/subdistrict', ({ request }) => {
      const code = new URL(request.url).searchParams.get('district_code') ?? '';
      return subDistricts[code]
        ? HttpResponse.json(subDistricts[code])
        : problem(404, 'Wilayah tidak ditemukan.');
    }),
    http.get('*/master/village', ({ request }) => {
      const code = new URL(request.url).searchParams.get('sub_district_code') ?? '';
      return villages[code]
        ? HttpResponse.json(villages[code])
        : problem(404, 'Wilayah tidak ditemukan.');
    }),
    http.post('*/pengkinian/draft', async ({ request }) => {
      const body = (await request.json()) as PengkinianDraftRequest;
      for (const section of ['IdCarddAddress', 'CurrentAddress', 'WorkingAddress'] as const) {
        const address = body[section];
        if (!address) continue;
        const village = villages[address.sub_district_code]?.village_type.find(
          (v) => v.village_code === address.village_code,
        );
        if (village?.postal_code && village.postal_code !== address.postal_code) {
          return problem(
            422,
            `Kode pos ${address.postal_code} tidak sesuai dengan kelurahan ${village.village_name} (kode pos ${village.postal_code}).`,
            {
              errors: [
                {
                  field: `${section}.postal_code`,
                  message: `Kode pos kelurahan ${village.village_name} adalah ${village.postal_code}.`,
                },
              ],
            },
          );
        }
      }
      const changes = changesOf(body);
      if (changes.length === 0) return problem(422, 'Tidak ada data yang berubah.');
      const proofs: PengkinianProof[] = [];
      if (body.data_email !== customerData.data_email) {
        proofs.push({
          caseOtp: 'PENGKINIAN_EMAIL',
          channel: 'EMAIL',
          destination: 'bu***@contoh.co.id',
          verified: false,
        });
      }
      if (body.data_hp !== customerData.data_hp) {
        proofs.push({
          caseOtp: 'PENGKINIAN_HP',
          channel: 'SMS',
          destination: '+62 813-****-5432',
          verified: false,
        });
      }
      proofs.push({
        caseOtp: 'PENGKINIAN',
        channel: 'SMS',
        destination: '+62 812-****-7890',
        verified: false,
      });
      draft = {
        draft_id: DRAFT_ID,
        policy_number: body.policy_number,
        changes,
        warnings,
        proofs,
        expires_at: '2026-11-24T04:30:00Z',
      };
      return HttpResponse.json(draft, { status: 201 });
    }),
    http.post('*/pengkinian/otp/generate', async ({ request }) => {
      const body = (await request.json()) as { caseOtp: PengkinianCaseOtp };
      if (lockedUntil) return problem(429, 'Terlalu banyak percobaan.', { lockedUntil });
      if (refusals > 0) {
        refusals -= 1;
        return codeNotSent();
      }
      return HttpResponse.json(otpInfo(body.caseOtp, attempts.get(body.caseOtp) ?? 0, limit, null));
    }),
    http.post('*/pengkinian/otp/validate', async ({ request }) => {
      const body = (await request.json()) as { caseOtp: PengkinianCaseOtp; otp: string };
      if (!draft) return problem(404, 'Draf tidak ditemukan.');
      if (lockedUntil)
        return problem(429, 'Terlalu banyak percobaan. Silakan coba lagi nanti.', { lockedUntil });
      if (body.otp !== RIGHT_CODE) {
        const attempt = (attempts.get(body.caseOtp) ?? 0) + 1;
        attempts.set(body.caseOtp, attempt);
        if (attempt >= limit) {
          lockedUntil = new Date(Date.now() + 30 * 60_000).toISOString();
          return problem(
            429,
            'Terlalu banyak percobaan kode OTP salah. Silakan coba lagi setelah 30 menit.',
            { lockedUntil, attemptsRemaining: 0 },
          );
        }
        return problem(401, `Kode OTP salah. Sisa percobaan ${limit - attempt} kali.`, {
          attemptsRemaining: limit - attempt,
        });
      }
      draft = {
        ...draft,
        proofs: draft.proofs.map((p) =>
          p.caseOtp === body.caseOtp ? { ...p, verified: true } : p,
        ),
      };
      return HttpResponse.json(draft);
    }),
    http.post('*/pengkinian/submit', async ({ request }) => {
      const body = (await request.json()) as { warnings_confirmed: boolean };
      if (!draft || draft.proofs.some((p) => !p.verified))
        return problem(422, 'Masukkan semua kode OTP terlebih dahulu.');
      if (draft.warnings.length > 0 && !body.warnings_confirmed)
        return problem(422, 'Konfirmasi peringatan data terlebih dahulu.');
      const receipt: KycSubmissionReceipt = {
        registration_number: REGISTRATION_NUMBER,
        policy_number: draft.policy_number,
        status: 'PENDING',
        status_desc: 'Menunggu Verifikasi',
        submitted_at: DEMO_NOW,
      };
      return HttpResponse.json(receipt, { status: 201 });
    }),
    http.post('*/document/upload', async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file');
      // (jsdom and Node have different Blob classes: test the shape, not the class)
      if (typeof file !== 'object' || file === null || file.size === 0)
        return problem(415, 'Berkas harus berupa foto JPEG atau PNG, atau PDF.');
      const document: UploadedDocument = {
        document_id: 'Yb2kR7wQx9LmP0sTn4Vc8A',
        purpose: 'KYC_ID_CARD',
        file_name: 'name' in file ? file.name : 'berkas',
        content_type: 'image/jpeg',
        size_bytes: file.size,
        uploaded_at: DEMO_NOW,
      };
      return HttpResponse.json(document, { status: 201 });
    }),
  ];
}
