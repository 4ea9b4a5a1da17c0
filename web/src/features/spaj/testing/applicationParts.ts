// The parts applications (SPAJ) are made of, shaped like the server's answers and dated
// relative to now (an offer stays valid, a payment deadline lies ahead, whatever the day the
// tests run): the six steps, the agent, a timeline, the requests of the
// underwriter and the agent, and Rina's offer. The applications: applications.ts; their
// products: web/src/test/spajCoverages.ts.
import type {
  SpajOffer,
  SpajRequirement,
  SpajStatus,
  SpajStep,
  SpajTimelineEntry,
} from '../../../api/generated/model';
import { criticalCoverage } from '../../../test/spajCoverages';

const DAY = 86_400_000;
export const iso = (ms: number) => new Date(ms).toISOString();
export const daysAgo = (days: number, now = Date.now()) => iso(now - days * DAY);
export const dateIn = (days: number, now = Date.now()) => iso(now + days * DAY).slice(0, 10);

export const SIX: readonly { status: SpajStatus; label: string }[] = [
  { status: 'RECEIVED', label: 'Diterima' },
  { status: 'WAITING_DOCUMENTS', label: 'Menunggu Dokumen' },
  { status: 'RISK_SELECTION', label: 'Seleksi Risiko' },
  { status: 'DECISION', label: 'Keputusan' },
  { status: 'WAITING_PAYMENT', label: 'Menunggu Pembayaran' },
  { status: 'ISSUED', label: 'Polis Terbit' },
];

/**
 * The six steps as the server gives them: those before `current` done (with the moments in
 * `reached`), `current` the step now, the rest upcoming. An application that ended has no
 * current step: `current` is then the last step it reached.
 */
export function stepsAt(
  current: SpajStatus,
  reached: Partial<Record<SpajStatus, string>>,
  ended = false,
): SpajStep[] {
  const index = SIX.findIndex((s) => s.status === current);
  return SIX.map((step, i) => ({
    ...step,
    state:
      i < index || (ended && i === index) ? 'DONE' : i === index && !ended ? 'CURRENT' : 'UPCOMING',
    reached_at: reached[step.status] ?? null,
  }));
}

export const agent = { code: 'AG-104233', name: 'Yohanes Prasetyo', phone: '+6281298765432' };

export const timeline = (...entries: [SpajStatus, string, string][]): SpajTimelineEntry[] =>
  entries.map(([status, at, text]) => ({
    status,
    at,
    text,
    status_desc: SIX.find((s) => s.status === status)?.label ?? status,
  }));

export const medicalCheckUp: SpajRequirement = {
  requirement_id: 41,
  kind: 'DOCUMENT',
  asked_by: 'UNDERWRITER',
  title: 'Hasil pemeriksaan kesehatan (medical check-up)',
  note: 'Hasil medical check-up di klinik rekanan, paling lama 3 bulan terakhir, termasuk hasil laboratorium.',
  asked_at: daysAgo(7),
  status: 'OPEN',
  answered_at: null,
  answer_text: null,
  documents: [],
};

export const smokingQuestion: SpajRequirement = {
  requirement_id: 42,
  kind: 'QUESTION',
  asked_by: 'AGENT',
  title: 'Berapa batang rokok yang Anda isap per hari?',
  note: 'Tulis 0 bila Anda tidak merokok.',
  asked_at: daysAgo(7),
  status: 'OPEN',
  answered_at: null,
  answer_text: null,
  documents: [],
};

export const answeredQuestion: SpajRequirement = {
  ...smokingQuestion,
  requirement_id: 31,
  title: 'Apakah Anda pernah dirawat di rumah sakit dalam 5 tahun terakhir?',
  note: null,
  asked_at: daysAgo(9),
  status: 'ANSWERED',
  answered_at: daysAgo(8),
  answer_text: 'Tidak pernah.',
};

export const answeredDocument: SpajRequirement = {
  ...medicalCheckUp,
  requirement_id: 32,
  title: 'Fotokopi KTP pemohon',
  note: null,
  asked_at: daysAgo(9),
  status: 'ANSWERED',
  answered_at: daysAgo(8),
  answer_text: null,
  documents: [
    {
      document_id: 'Kt9pR2wQx7LmP0sTn4Vc8A',
      purpose: 'SPAJ_DOCUMENT',
      file_name: 'ktp-dewi.jpg',
      content_type: 'image/jpeg',
      size_bytes: 412_233,
      uploaded_at: daysAgo(8),
    },
  ],
};

export function rinaOffer(extra: Partial<SpajOffer> = {}): SpajOffer {
  return {
    status: 'OPEN',
    decided_at: daysAgo(2),
    valid_until: dateIn(28),
    base_premium: 535_000,
    extra_premium: 225_000,
    final_premium: 760_000,
    premium_frequency: 'MONTHLY',
    loadings: [
      {
        reason: 'Tekanan darah di atas normal pada pemeriksaan kesehatan (150/95 mmHg).',
        percent: 50,
        amount: 225_000,
      },
    ],
    exclusions: [
      {
        title: 'Penyakit dan komplikasi terkait batu ginjal',
        reason: 'Riwayat batu ginjal dalam 2 tahun terakhir (ESWL, 2025).',
      },
    ],
    coverage: criticalCoverage,
    approved_at: null,
    declined_at: null,
    decline_reason: null,
    ...extra,
  };
}
