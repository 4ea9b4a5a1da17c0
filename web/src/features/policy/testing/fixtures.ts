// Realistic data from the contract examples (the generated MSW mocks) plus the states the
// examples do not cover. Used by tests and by the designer's stories.
import {
  getGetAaaCardInfoResponseMock,
  getGetPolicyDetailResponseMock,
  getListPoliciesResponseMock,
} from '../../../api/generated/endpoints/policy/policy.msw';
import type { AAACardInfo, PolicyDetail, PolicySummary } from '../../../api/generated/model';

export const policyList = getListPoliciesResponseMock();
export const [unitLinkSummary, healthSummary] = policyList.data as [PolicySummary, PolicySummary];

export const unitLinkDetail: PolicyDetail = getGetPolicyDetailResponseMock();

export const healthDetail: PolicyDetail = {
  ...unitLinkDetail,
  policy_number: 'KS23000456',
  product_code: 'SMK',
  product_name: 'Sentosa Medika Keluarga',
  product_type: 'HEALTH',
  status: 'GRACE_PERIOD',
  status_desc: 'Masa Tenggang',
  start_date: '2023-07-01',
  end_date: '2033-07-01',
  sum_assured: 0,
  premium_amount: 1250000,
  premium_frequency: 'QUARTERLY',
  next_due_date: '2026-10-01',
  grace_period_end: '2026-10-31',
  payment_method: 'Transfer Virtual Account BNI',
  has_health_card: true,
  insured: [
    { name: 'Budi Santoso', relation: 'Diri Sendiri', birth_date: '1980-05-15', gender: 'L' },
    { name: 'Rina Santoso', relation: 'Istri', birth_date: '1983-09-02', gender: 'P' },
  ],
  beneficiaries: [],
  riders: [],
};

export const healthCards: AAACardInfo = {
  ...getGetAaaCardInfoResponseMock(),
  cards: [
    ...getGetAaaCardInfoResponseMock().cards,
    {
      card_number: '8001 2300 0456 0002',
      member_name: 'Rina Santoso',
      relation: 'Istri',
      birth_date: '1983-09-02',
      plan_name: 'Plan Gold',
      room_class: 'Kamar 1 orang, Rp 1.000.000/hari',
      annual_limit: 500000000,
      valid_from: '2026-07-01',
      valid_until: '2027-06-30',
      status: 'SUSPENDED',
      tpa_name: 'AdMedika',
      emergency_phone: '1500 789',
    },
  ],
};

export const detailsByNumber: Record<string, PolicyDetail> = {
  [unitLinkDetail.policy_number]: unitLinkDetail,
  [healthDetail.policy_number]: healthDetail,
};
