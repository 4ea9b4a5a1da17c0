import { describe, expect, it } from 'vitest';
import type { PolicySummary } from '../../api/generated/model';
import { chooseInvestmentPolicy, unitLinkPolicies } from './policyChoice';

const policy = (policy_number: string, product_type: PolicySummary['product_type']) =>
  ({ policy_number, product_type }) as PolicySummary;

const list = [
  policy('KS23000456', 'HEALTH'),
  policy('UL24000123', 'UNIT_LINK'),
  policy('UL22000999', 'UNIT_LINK'),
];

describe('the policy Investasi shows', () => {
  it('offers only unit link policies', () => {
    expect(unitLinkPolicies(list).map((p) => p.policy_number)).toEqual([
      'UL24000123',
      'UL22000999',
    ]);
  });

  it('takes the policy the address names when it is the customer’s', () => {
    expect(chooseInvestmentPolicy(list, 'UL22000999', 'UL24000123')).toBe('UL22000999');
    // Not unit link: still that policy (the page shows why there is nothing to show).
    expect(chooseInvestmentPolicy(list, 'KS23000456', null)).toBe('KS23000456');
    // Someone else's: ignored.
    expect(chooseInvestmentPolicy(list, 'XX99999999', null)).toBe('UL24000123');
  });

  it('else the selected policy when it is unit link, else the first unit link', () => {
    expect(chooseInvestmentPolicy(list, null, 'UL22000999')).toBe('UL22000999');
    expect(chooseInvestmentPolicy(list, null, 'KS23000456')).toBe('UL24000123');
    expect(chooseInvestmentPolicy(list, null, null)).toBe('UL24000123');
  });

  it('is none without a unit link policy', () => {
    expect(chooseInvestmentPolicy([policy('KS23000456', 'HEALTH')], null, 'KS23000456')).toBe(null);
    expect(chooseInvestmentPolicy([], null, null)).toBe(null);
  });
});
