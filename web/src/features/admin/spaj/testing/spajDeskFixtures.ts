// The underwriting desk as the tests and stories see it: one application in each status that
// asks something of the desk, dated before "now" (24 November 2026, 13.40 WIB: REVIEW_NOW).
// Fajar Nugroho's (Diterima, yesterday), Dewi Lestari's (Menunggu Dokumen: a medical check-up
// and a question open, her KTP sent earlier), Budi Santoso's for his son (Seleksi Risiko,
// nothing open), Rina Kartika's (Keputusan: 50% loading and an exclusion), Agus Salim's
// (Menunggu Pembayaran) and an issued and a rejected one.
import type {
  SpajAuditEvent,
  SpajCoverage,
  SpajDetail,
  SpajRequirement,
  SpajReviewDetail,
  SpajStatus,
} from '../../../../api/generated/model';
import { spajStatusNames } from '../spajMessages';
import {
  criticalCoverage as riderCoverage,
  termCoverage,
  wholeLifeCoverage,
} from '../../../../test/spajCoverages';
import { SPAJ_STATUSES } from '../spajLifecycle';

export { REVIEW_NOW } from '../../pengkinian/testing/fixtures';
export const SPAJ_STAFF = 'admin.portal';

export const FAJAR = '260701482936';
export const DEWI = '260417305882';
export const BUDI_SON = '260311908214';
export const RINA = '260522714309';
export const AGUS = '260608231547';
export const ISSUED = '260205113370';
export const REJECTED = '260118662045';

const at = (day: number, time = '09:00') =>
  `2026-11-${String(day).padStart(2, '0')}T${time}:00+07:00`;

const SIX: SpajStatus[] = [
  'RECEIVED',
  'WAITING_DOCUMENTS',
  'RISK_SELECTION',
  'DECISION',
  'WAITING_PAYMENT',
  'ISSUED',
];

/** The six steps, those before `current` done. */
export function steps(current: SpajStatus, reached: Partial<Record<SpajStatus, string>>) {
  const index = SIX.indexOf(current);
  return SIX.map((status, i) => ({
    status,
    label: spajStatusNames[status],
    state: (i < index ? 'DONE' : i === index ? 'CURRENT' : 'UPCOMING') as
      'DONE' | 'CURRENT' | 'UPCOMING',
    reached_at: reached[status] ?? null,
  }));
}

const agent = { code: 'AG-104233', name: 'Yohanes Prasetyo', phone: '+6281298765432' };

function event(
  action: SpajAuditEvent['action'],
  to: SpajStatus,
  from: SpajStatus | null,
  when: string,
  extra: Partial<SpajAuditEvent> = {},
): SpajAuditEvent {
  return {
    action,
    status_from: from,
    status_to: to,
    actor_kind: action === 'RECEIVED' ? 'AGENT' : 'STAFF',
    actor: action === 'RECEIVED' ? agent.name : SPAJ_STAFF,
    at: when,
    note: null,
    client_address: null,
    user_agent: null,
    ...extra,
  };
}

interface Person {
  name: string;
  nik: string;
  birth: string;
  gender: 'L' | 'P';
  phone: string;
  email: string;
  client: string | null;
}

function application(
  number: string,
  status: SpajStatus,
  person: Person,
  coverage: SpajCoverage,
  extra: Partial<SpajDetail>,
): SpajDetail {
  return {
    spaj_number: number,
    status,
    status_desc: spajStatusNames[status],
    next_action: 'NONE',
    submitted_at: at(10),
    updated_at: at(20),
    applicant: {
      name: person.name,
      phone_masked: `${person.phone.slice(0, 6)}-****-${person.phone.slice(-4)}`,
      email_masked: `${person.email[0]}***@${person.email.split('@')[1]}`,
      is_policy_holder: person.client !== null,
    },
    insured: {
      name: person.name,
      relation: 'Diri Sendiri',
      birth_date: person.birth,
      gender: person.gender,
    },
    coverage,
    agent,
    steps: steps(status, { RECEIVED: at(10) }),
    requirements: [],
    offer: null,
    payment: null,
    issued_policy_number: null,
    rejection_reason: null,
    timeline: [],
    ...extra,
  };
}

function review(app: SpajDetail, person: Person, audit: SpajAuditEvent[]): SpajReviewDetail {
  return {
    application: app,
    identity: {
      name: person.name,
      nik: person.nik,
      birth_date: person.birth,
      gender: person.gender,
      phone: person.phone,
      email: person.email,
      address: 'Jl. Kemang Raya No. 18, Bangka, Mampang Prapatan, Kota Jakarta Selatan 12730',
      policy_holder_client_number: person.client,
    },
    audit,
  };
}

const fajar: Person = {
  name: 'Fajar Nugroho',
  nik: '3173052701950021',
  birth: '1995-01-27',
  gender: 'L',
  phone: '+6281908562217',
  email: 'fajar.nugroho95@gmail.com',
  client: null,
};
const dewi: Person = {
  name: 'Dewi Lestari',
  nik: '3174055403920004',
  birth: '1992-03-14',
  gender: 'P',
  phone: '+6281377412291',
  email: 'dewi.lestari@gmail.com',
  client: null,
};
const budi: Person = {
  name: 'Budi Santoso',
  nik: '3174011505800003',
  birth: '1980-05-15',
  gender: 'L',
  phone: '+6281234567890',
  email: 'budi.santoso@gmail.com',
  client: 'C000123456',
};
const rina: Person = {
  name: 'Rina Kartika',
  nik: '3175075908880007',
  birth: '1988-08-19',
  gender: 'P',
  phone: '+6281298334410',
  email: 'rina.kartika@gmail.com',
  client: null,
};
const agus: Person = {
  name: 'Agus Salim',
  nik: '3275010311790012',
  birth: '1979-11-03',
  gender: 'L',
  phone: '+6285691773025',
  email: 'agus.salim79@yahoo.co.id',
  client: null,
};

export const medicalCheckUp: SpajRequirement = {
  requirement_id: 41,
  kind: 'DOCUMENT',
  asked_by: 'UNDERWRITER',
  title: 'Hasil pemeriksaan kesehatan (medical check-up)',
  note: 'Hasil medical check-up di klinik rekanan, paling lama 3 bulan terakhir.',
  asked_at: at(17),
  status: 'OPEN',
  answered_at: null,
  answer_text: null,
  documents: [],
};

const smoking: SpajRequirement = {
  ...medicalCheckUp,
  requirement_id: 42,
  kind: 'QUESTION',
  asked_by: 'AGENT',
  title: 'Berapa batang rokok yang Anda isap per hari?',
  note: null,
};

const ktpSent: SpajRequirement = {
  ...medicalCheckUp,
  requirement_id: 31,
  title: 'Fotokopi KTP pemohon',
  note: null,
  asked_at: at(13),
  status: 'ANSWERED',
  answered_at: at(14, '10:15'),
  documents: [
    {
      document_id: 'KtpDewi00000000000000A',
      purpose: 'SPAJ_DOCUMENT',
      file_name: 'ktp-dewi.png',
      content_type: 'image/png',
      size_bytes: 412_233,
      uploaded_at: at(14, '10:14'),
    },
    {
      document_id: 'KtpDewiPdf000000000000',
      purpose: 'SPAJ_DOCUMENT',
      file_name: 'ktp-dewi.pdf',
      content_type: 'application/pdf',
      size_bytes: 96_004,
      uploaded_at: at(14, '10:14'),
    },
  ],
};

export function spajDeskReviews(): SpajReviewDetail[] {
  return [
    review(
      application(FAJAR, 'RECEIVED', fajar, wholeLifeCoverage, {
        submitted_at: at(23, '15:10'),
        updated_at: at(23, '15:10'),
      }),
      fajar,
      [event('RECEIVED', 'RECEIVED', null, at(23, '15:10'))],
    ),
    review(
      application(DEWI, 'WAITING_DOCUMENTS', dewi, termCoverage, {
        updated_at: at(17),
        requirements: [medicalCheckUp, smoking, ktpSent],
      }),
      dewi,
      [
        event('REQUIREMENTS_ASKED', 'WAITING_DOCUMENTS', 'RISK_SELECTION', at(17)),
        event('REQUIREMENT_ANSWERED', 'RISK_SELECTION', 'WAITING_DOCUMENTS', at(14, '10:15'), {
          actor_kind: 'APPLICANT',
          actor: dewi.name,
        }),
        event('REQUIREMENTS_ASKED', 'WAITING_DOCUMENTS', 'RISK_SELECTION', at(13)),
        event('REVIEW_STARTED', 'RISK_SELECTION', 'RECEIVED', at(12)),
        event('RECEIVED', 'RECEIVED', null, at(10)),
      ],
    ),
    review(
      application(BUDI_SON, 'RISK_SELECTION', budi, termCoverage, {
        insured: { name: 'Rafi Santoso', relation: 'Anak', birth_date: '2012-05-09', gender: 'L' },
        updated_at: at(18),
      }),
      budi,
      [
        event('REVIEW_STARTED', 'RISK_SELECTION', 'RECEIVED', at(18)),
        event('RECEIVED', 'RECEIVED', null, at(14)),
      ],
    ),
    review(
      application(RINA, 'DECISION', rina, riderCoverage, {
        updated_at: at(22),
        offer: {
          status: 'OPEN',
          decided_at: at(22),
          valid_until: '2026-12-22',
          base_premium: 535_000,
          extra_premium: 225_000,
          final_premium: 760_000,
          premium_frequency: 'MONTHLY',
          loadings: [
            {
              percent: 50,
              amount: 225_000,
              reason: 'Tekanan darah di atas normal pada pemeriksaan kesehatan (150/95 mmHg).',
            },
          ],
          exclusions: [
            {
              title: 'Penyakit dan komplikasi terkait batu ginjal',
              reason: 'Riwayat batu ginjal dalam 2 tahun terakhir (ESWL, 2025).',
            },
          ],
          coverage: riderCoverage,
          approved_at: null,
          declined_at: null,
          decline_reason: null,
        },
      }),
      rina,
      [
        event('DECIDED', 'DECISION', 'RISK_SELECTION', at(22)),
        event('REVIEW_STARTED', 'RISK_SELECTION', 'RECEIVED', at(12)),
        event('RECEIVED', 'RECEIVED', null, at(10)),
      ],
    ),
    review(
      application(AGUS, 'WAITING_PAYMENT', agus, termCoverage, {
        updated_at: at(21),
        payment: {
          policy_number: 'TL26000912',
          bill_id: 'TG-TL26000912-202611',
          amount: 450_000,
          pay_before: '2026-12-21T23:59:59+07:00',
          pending_payment_id: null,
          paid_at: null,
        },
      }),
      agus,
      [
        event('OFFER_APPROVED', 'WAITING_PAYMENT', 'DECISION', at(21, '19:44'), {
          actor_kind: 'APPLICANT',
          actor: agus.name,
          note: 'Disetujui dengan kode OTP ke +62 856-****-3025.',
          client_address: '203.0.113.24',
          user_agent: 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36',
        }),
        event('DECIDED', 'DECISION', 'RISK_SELECTION', at(19)),
        event('RECEIVED', 'RECEIVED', null, at(10)),
      ],
    ),
    review(
      application(ISSUED, 'ISSUED', agus, termCoverage, {
        issued_policy_number: 'TL26000877',
        updated_at: at(16),
      }),
      agus,
      [
        event('ISSUED', 'ISSUED', 'WAITING_PAYMENT', at(16), {
          actor_kind: 'SYSTEM',
          actor: 'Sistem',
        }),
      ],
    ),
    review(
      application(REJECTED, 'REJECTED', fajar, termCoverage, {
        updated_at: at(15),
        rejection_reason:
          'Berdasarkan hasil pemeriksaan kesehatan, risiko tertanggung belum dapat kami terima untuk produk ini.',
      }),
      fajar,
      [event('REJECTED', 'REJECTED', 'RISK_SELECTION', at(15))],
    ),
  ];
}

/** The queue's order: running ones the longest waiting first, ended ones the newest first. */
export function queueOrder(status: SpajStatus) {
  const ended = ['ISSUED', 'REJECTED', 'DECLINED', 'EXPIRED'].includes(status);
  return (a: SpajReviewDetail, b: SpajReviewDetail) =>
    ended
      ? b.application.updated_at.localeCompare(a.application.updated_at)
      : a.application.updated_at.localeCompare(b.application.updated_at);
}

export const ALL_STATUSES = SPAJ_STATUSES;
