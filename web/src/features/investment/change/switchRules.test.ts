import { describe, expect, it } from 'vitest';
import type { PolicyFund } from '../../../api/generated/model';
import { checkSwitch, parseUnits, switchSources, unitsSold, type SourceEntry } from './switchRules';

const fund = (fund_code: string, units: string, unit_price: string): PolicyFund => ({
  fund_code,
  fund_name: `${fund_code} Fund`,
  risk: 'HIGH',
  units,
  unit_price,
  price_date: '2026-11-27',
  value: 0,
  allocation_percent: 0,
});
const EQ = fund('EQ', '12345.6789', '1523.4567');
const FI = fund('FI', '8000.0000', '1210.5000');
const MM = fund('MM', '0.0000', '1087.2215');
const FUNDS = [EQ, FI, MM];
const sell = (by: 'PERCENT' | 'UNITS', text: string): SourceEntry => ({ chosen: true, by, text });

describe('a fund switch', () => {
  it('sells a percent of the units rounded down to 4 places, or units as typed', () => {
    expect(unitsSold('12345.6789', sell('PERCENT', '33'))).toBe('4074.0740');
    expect(unitsSold('12345.6789', sell('PERCENT', '100'))).toBe('12345.6789');
    expect(unitsSold('12345.6789', sell('PERCENT', '0'))).toBeNull();
    expect(parseUnits('1000,5')).toBe('1000.5000');
    expect(parseUnits('0012.34567')).toBeNull();
    expect(parseUnits('12.3456')).toBe('12.3456');
  });

  it('values the units sold at the last unit price, rounded half up per fund', () => {
    const check = checkSwitch(FUNDS, { EQ: sell('PERCENT', '50'), FI: sell('UNITS', '1000') }, [
      { fund_code: 'MM', percent: 100 },
    ]);
    // 6172.8394 × 1523.4567 = 9.404.053,54… → 9.404.054; 1000 × 1210.5 = 1.210.500
    expect(check.estimate).toBe(9_404_054 + 1_210_500);
    expect(check.ok).toBe(true);
  });

  it('refuses units above those held, an empty choice and a fund both sold and bought', () => {
    const check = checkSwitch(FUNDS, { EQ: sell('UNITS', '12345.6790') }, [
      { fund_code: 'EQ', percent: 50 },
      { fund_code: 'FI', percent: 50 },
    ]);
    expect(check.sources.EQ).toBe('Paling banyak 12.345,6789 unit (unit yang dimiliki).');
    expect(check.targets.funds.EQ).toBe(
      'EQ Fund tidak boleh menjadi dana asal sekaligus dana tujuan.',
    );
    expect(check.ok).toBe(false);
    expect(checkSwitch(FUNDS, {}, [{ fund_code: 'MM', percent: 100 }]).noSource).toBe(
      'Pilih paling sedikit satu dana asal.',
    );
    expect(checkSwitch(FUNDS, { EQ: sell('PERCENT', '') }, []).sources.EQ).toBe(
      'Isi persen bulat 1 sampai 100.',
    );
  });

  it('sends each chosen source by percent or by units with 4 decimals', () => {
    expect(
      switchSources(FUNDS, {
        EQ: sell('PERCENT', '25'),
        FI: sell('UNITS', '100,5'),
        MM: { chosen: false, by: 'PERCENT', text: '10' },
      }),
    ).toEqual([
      { fund_code: 'EQ', percent: 25 },
      { fund_code: 'FI', units: '100.5000' },
    ]);
  });
});
