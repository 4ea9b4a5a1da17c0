// The fixtures' figures hold the contract's rules (the stories read them as the truth).
import { describe, expect, it } from 'vitest';
import { fundValue } from '../../../components/decimal';
import { inRange, PRICE_DATE, threeFunds, zeroUnitFund } from './fixtures';

describe('investment fixtures', () => {
  it.each([
    ['three funds', threeFunds],
    ['a fund without units', zeroUnitFund],
  ])('%s: values are units × price half up, totals add up', (_, demo) => {
    const { funds } = demo;
    for (const fund of funds.funds) {
      expect(fund.value).toBe(fundValue(fund.units, fund.unit_price));
      expect(demo.prices[fund.fund_code]?.at(-1)).toEqual({
        date: PRICE_DATE,
        unit_price: fund.unit_price,
      });
    }
    expect(funds.total_value).toBe(funds.funds.reduce((sum, f) => sum + f.value, 0));
    expect(funds.cash_value).toBe(funds.total_value - funds.surrender_charge);
    expect(funds.funds.reduce((sum, f) => sum + f.allocation_percent, 0)).toBe(100);
    expect(demo.values.at(-1)).toEqual({ date: PRICE_DATE, value: funds.total_value });
  });

  it('has the figures the stories show', () => {
    expect(threeFunds.funds.total_value).toBe(30_779_014);
    expect(inRange(threeFunds.values, 'MONTH_1')[0]?.date).toBe('2026-10-27');
  });
});
