// Applications (SPAJ) in every status, shaped like the server's answers and dated relative to
// now (an offer stays valid, a payment deadline lies ahead, whatever the day the tests run).
// The people are the demo's (Dewi waits for a document, Rina has a decision, Agus pays, Budi's
// son is in risk selection); the numbers are the tests' own (fixtures.ts).
import type { SpajDetail, SpajStatus, SpajSummary } from '../../../api/generated/model';
import {
  agent,
  answeredDocument,
  answeredQuestion,
  dateIn,
  daysAgo,
  iso,
  medicalCheckUp,
  rinaOffer,
  smokingQuestion,
  stepsAt,
  timeline,
} from './applicationParts';
import { criticalCoverage, termCoverage } from '../../../test/spajCoverages';
import {
  AGUS_NO,
  BUDI_SON_NO,
  DECLINED_NO,
  DEWI_NO,
  EXPIRED_NO,
  EXPIRED_PAY_NO,
  FAJAR_NO,
  ISSUED_NO,
  REJECTED_NO,
  RINA_NO,
} from './fixtures';

const base = (
  spajNumber: string,
  status: SpajStatus,
  statusDesc: string,
  extra: Partial<SpajDetail>,
): SpajDetail => ({
  spaj_number: spajNumber,
  status,
  status_desc: statusDesc,
  next_action: 'NONE',
  submitted_at: daysAgo(12),
  updated_at: daysAgo(1),
  applicant: {
    name: 'Dewi Lestari',
    phone_masked: '+62 813-****-2291',
    email_masked: 'd***i@gmail.com',
    is_policy_holder: false,
  },
  insured: {
    name: 'Dewi Lestari',
    relation: 'Diri Sendiri',
    birth_date: '1992-03-14',
    gender: 'P',
  },
  coverage: termCoverage,
  agent,
  steps: stepsAt('RECEIVED', { RECEIVED: daysAgo(12) }),
  requirements: [],
  offer: null,
  payment: null,
  issued_policy_number: null,
  rejection_reason: null,
  timeline: timeline(['RECEIVED', daysAgo(12), 'SPAJ diterima dari agen Yohanes Prasetyo.']),
  ...extra,
});

/** Dewi: two open requests (a medical check-up and a question), two answered earlier. */
export function dewiWaiting(): SpajDetail {
  return base(DEWI_NO, 'WAITING_DOCUMENTS', 'Menunggu Dokumen', {
    next_action: 'ANSWER_REQUIREMENTS',
    updated_at: daysAgo(7),
    steps: stepsAt('WAITING_DOCUMENTS', {
      RECEIVED: daysAgo(12),
      WAITING_DOCUMENTS: daysAgo(7),
      RISK_SELECTION: daysAgo(11),
    }),
    requirements: [medicalCheckUp, smokingQuestion, answeredQuestion, answeredDocument],
    timeline: timeline(
      [
        'WAITING_DOCUMENTS',
        daysAgo(7),
        'Underwriter meminta Hasil pemeriksaan kesehatan (medical check-up).',
      ],
      [
        'RISK_SELECTION',
        daysAgo(8),
        'Semua permintaan dijawab; pengajuan kembali ke Seleksi Risiko.',
      ],
      ['WAITING_DOCUMENTS', daysAgo(9), 'Underwriter meminta Fotokopi KTP pemohon.'],
      ['RISK_SELECTION', daysAgo(11), 'Underwriter mulai menilai risiko.'],
      ['RECEIVED', daysAgo(12), 'SPAJ diterima dari agen Yohanes Prasetyo.'],
    ),
  });
}

export function fajarReceived(): SpajDetail {
  return base(FAJAR_NO, 'RECEIVED', 'Diterima', {
    submitted_at: daysAgo(1),
    updated_at: daysAgo(1),
    applicant: {
      name: 'Fajar Nugroho',
      phone_masked: '+62 812-****-7781',
      email_masked: 'f***o@yahoo.co.id',
      is_policy_holder: false,
    },
    insured: {
      name: 'Fajar Nugroho',
      relation: 'Diri Sendiri',
      birth_date: '1988-07-02',
      gender: 'L',
    },
    steps: stepsAt('RECEIVED', { RECEIVED: daysAgo(1) }),
    timeline: timeline(['RECEIVED', daysAgo(1), 'SPAJ diterima dari agen Yohanes Prasetyo.']),
  });
}

export function budiSonReview(): SpajDetail {
  return base(BUDI_SON_NO, 'RISK_SELECTION', 'Seleksi Risiko', {
    applicant: {
      name: 'Budi Santoso',
      phone_masked: '+62 812-****-7890',
      email_masked: 'b***i@gmail.com',
      is_policy_holder: true,
    },
    insured: { name: 'Rafi Santoso', relation: 'Anak', birth_date: '2012-05-09', gender: 'L' },
    coverage: {
      ...termCoverage,
      product_code: 'SPA18',
      product_name: 'Sentosa Pendidikan Anak',
      product_type: 'WHOLE_LIFE',
      sum_assured: 300_000_000,
      premium: 1_200_000,
      premium_frequency: 'QUARTERLY',
      term_years: 12,
      benefits: ['Dana pendidikan bertahap saat anak masuk SD, SMP, SMA dan kuliah.'],
    },
    steps: stepsAt('RISK_SELECTION', { RECEIVED: daysAgo(10), RISK_SELECTION: daysAgo(6) }),
    timeline: timeline(
      ['RISK_SELECTION', daysAgo(6), 'Underwriter mulai menilai risiko.'],
      ['RECEIVED', daysAgo(10), 'SPAJ diterima dari agen Yohanes Prasetyo.'],
    ),
  });
}

const rinaApplicant = {
  name: 'Rina Kartika',
  phone_masked: '+62 812-****-4410',
  email_masked: 'r***a@gmail.com',
  is_policy_holder: false,
};
const rinaInsured = {
  name: 'Rina Kartika',
  relation: 'Diri Sendiri',
  birth_date: '1985-11-20',
  gender: 'P' as const,
};

export function rinaDecision(): SpajDetail {
  return base(RINA_NO, 'DECISION', 'Keputusan', {
    next_action: 'REVIEW_OFFER',
    applicant: rinaApplicant,
    insured: rinaInsured,
    coverage: criticalCoverage,
    updated_at: daysAgo(2),
    steps: stepsAt('DECISION', {
      RECEIVED: daysAgo(14),
      RISK_SELECTION: daysAgo(12),
      DECISION: daysAgo(2),
    }),
    offer: rinaOffer(),
    timeline: timeline(
      [
        'DECISION',
        daysAgo(2),
        'Underwriter menerbitkan keputusan: ekstra premi 50% dan satu pengecualian.',
      ],
      ['RISK_SELECTION', daysAgo(12), 'Underwriter mulai menilai risiko.'],
      ['RECEIVED', daysAgo(14), 'SPAJ diterima dari agen Yohanes Prasetyo.'],
    ),
  });
}

export function rinaApproved(): SpajDetail {
  const decision = rinaDecision();
  return {
    ...decision,
    status: 'WAITING_PAYMENT',
    status_desc: 'Menunggu Pembayaran',
    next_action: 'PAY_FIRST_PREMIUM',
    updated_at: iso(Date.now()),
    steps: stepsAt('WAITING_PAYMENT', {
      RECEIVED: daysAgo(14),
      RISK_SELECTION: daysAgo(12),
      DECISION: daysAgo(2),
      WAITING_PAYMENT: iso(Date.now()),
    }),
    offer: rinaOffer({ status: 'APPROVED', approved_at: iso(Date.now()) }),
    payment: {
      policy_number: 'TL26000912',
      bill_id: 'TG-TL26000912-202611',
      amount: 760_000,
      pay_before: daysAgo(-30),
      pending_payment_id: null,
      paid_at: null,
    },
    timeline: [
      {
        at: iso(Date.now()),
        status: 'WAITING_PAYMENT',
        status_desc: 'Menunggu Pembayaran',
        text: 'Anda menyetujui keputusan underwriter dengan kode OTP.',
      },
      ...decision.timeline,
    ],
  };
}

export function agusWaitingPayment(): SpajDetail {
  const approved = rinaApproved();
  return {
    ...approved,
    spaj_number: AGUS_NO,
    applicant: {
      name: 'Agus Salim',
      phone_masked: '+62 857-****-1190',
      email_masked: 'a***m@gmail.com',
      is_policy_holder: false,
    },
    insured: {
      name: 'Agus Salim',
      relation: 'Diri Sendiri',
      birth_date: '1979-01-30',
      gender: 'L',
    },
    offer: rinaOffer({ status: 'APPROVED', approved_at: daysAgo(3) }),
    payment: {
      policy_number: 'TL26000877',
      bill_id: 'TG-TL26000877-202611',
      amount: 760_000,
      pay_before: daysAgo(-27),
      pending_payment_id: null,
      paid_at: null,
    },
  };
}

export function issued(): SpajDetail {
  const approved = rinaApproved();
  return {
    ...approved,
    spaj_number: ISSUED_NO,
    status: 'ISSUED',
    status_desc: 'Polis Terbit',
    next_action: 'SIGN_IN',
    steps: stepsAt('ISSUED', {
      RECEIVED: daysAgo(20),
      RISK_SELECTION: daysAgo(18),
      DECISION: daysAgo(8),
      WAITING_PAYMENT: daysAgo(5),
      ISSUED: daysAgo(1),
    }),
    payment: approved.payment && { ...approved.payment, paid_at: daysAgo(1) },
    issued_policy_number: 'TL26000912',
  };
}

export function rejected(): SpajDetail {
  return base(REJECTED_NO, 'REJECTED', 'Ditolak', {
    steps: stepsAt('RISK_SELECTION', { RECEIVED: daysAgo(12), RISK_SELECTION: daysAgo(10) }, true),
    rejection_reason:
      'Berdasarkan hasil pemeriksaan kesehatan, risiko tertanggung belum dapat kami terima untuk produk ini. Anda dapat mengajukan kembali setelah 12 bulan.',
    timeline: timeline(
      ['RISK_SELECTION', daysAgo(10), 'Underwriter mulai menilai risiko.'],
      ['RECEIVED', daysAgo(12), 'SPAJ diterima dari agen Yohanes Prasetyo.'],
    ).concat(),
  });
}

export function declined(): SpajDetail {
  const decision = rinaDecision();
  return {
    ...decision,
    spaj_number: DECLINED_NO,
    status: 'DECLINED',
    status_desc: 'Dibatalkan Pemohon',
    next_action: 'NONE',
    steps: stepsAt(
      'DECISION',
      decision.steps.reduce((a, s) => ({ ...a, [s.status]: s.reached_at ?? undefined }), {}),
      true,
    ),
    offer: rinaOffer({
      status: 'DECLINED',
      declined_at: daysAgo(1),
      decline_reason: 'Premi terlalu mahal',
    }),
  };
}

export function expiredOffer(): SpajDetail {
  const decision = rinaDecision();
  return {
    ...decision,
    spaj_number: EXPIRED_NO,
    status: 'EXPIRED',
    status_desc: 'Kedaluwarsa',
    next_action: 'NONE',
    steps: stepsAt(
      'DECISION',
      { RECEIVED: daysAgo(50), RISK_SELECTION: daysAgo(45), DECISION: daysAgo(35) },
      true,
    ),
    offer: rinaOffer({ status: 'EXPIRED', decided_at: daysAgo(35), valid_until: dateIn(-5) }),
  };
}

export function expiredPayment(): SpajDetail {
  const approved = rinaApproved();
  return {
    ...approved,
    spaj_number: EXPIRED_PAY_NO,
    status: 'EXPIRED',
    status_desc: 'Kedaluwarsa',
    next_action: 'NONE',
    steps: stepsAt(
      'WAITING_PAYMENT',
      { RECEIVED: daysAgo(60), DECISION: daysAgo(40), WAITING_PAYMENT: daysAgo(35) },
      true,
    ),
    offer: rinaOffer({ status: 'APPROVED', approved_at: daysAgo(35) }),
    payment: approved.payment && { ...approved.payment, pay_before: daysAgo(5) },
  };
}

/** Every application of the test server by number. */
export function allApplications(): Record<string, SpajDetail> {
  return Object.fromEntries(
    [
      dewiWaiting(),
      fajarReceived(),
      budiSonReview(),
      rinaDecision(),
      agusWaitingPayment(),
      issued(),
      rejected(),
      declined(),
      expiredOffer(),
      expiredPayment(),
    ].map((detail) => [detail.spaj_number, detail]),
  );
}

/** Budi's own applications (spaj/mine): his son's, and one whose policy was issued. */
export function budiSummaries(): SpajSummary[] {
  return [budiSonReview(), issued()].map((d) => ({
    spaj_number: d.spaj_number,
    product_name: d.coverage.product_name,
    insured_name: d.insured.name,
    status: d.status,
    status_desc: d.status_desc,
    submitted_at: d.submitted_at,
    updated_at: d.updated_at,
    next_action: d.next_action,
  }));
}
