// @vitest-environment jsdom
// The shared percent fields: each field and button named by its fund, - and + in steps of 5,
// only digits typed, a fund's refusal described on its field, the sum marked until it is 100%.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { PolicyFund } from '../../api/generated/model';
import { PercentFields } from './PercentFields';
import { checkPercents, sharesOf } from './percentRules';

const fund = (fund_code: string, fund_name: string, allocation_percent: number): PolicyFund => ({
  fund_code,
  fund_name,
  risk: 'HIGH',
  units: '100.0000',
  unit_price: '1000.0000',
  price_date: '2026-01-02',
  value: 100_000,
  allocation_percent,
});
const FUNDS = [fund('EQ', 'Sentosa Equity Fund', 60), fund('MM', 'Sentosa Money Market Fund', 40)];

function Harness() {
  const [percents, setPercents] = useState<Record<string, string>>({ EQ: '60', MM: '40' });
  return (
    <PercentFields
      idPrefix="alokasi"
      funds={FUNDS}
      percents={percents}
      check={checkPercents(sharesOf(FUNDS, percents))}
      disabled={false}
      onChange={(code, text) => setPercents((now) => ({ ...now, [code]: text }))}
    />
  );
}

describe('PercentFields', () => {
  it('names each field by its fund and notes its current allocation', () => {
    render(<Harness />);
    expect(screen.getByRole('textbox', { name: 'Persen Sentosa Equity Fund' })).toHaveValue('60');
    expect(screen.getByText(/Alokasi premi saat ini 40%/)).toBeInTheDocument();
    expect(screen.getByText('Jumlah').nextElementSibling).toHaveTextContent('100%');
  });

  it('steps by 5, takes digits only, and says what is refused', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const money = screen.getByRole('textbox', { name: 'Persen Sentosa Money Market Fund' });
    await user.click(
      screen.getByRole('button', { name: 'Kurangi persen Sentosa Money Market Fund' }),
    );
    expect(money).toHaveValue('35');
    expect(screen.getByText('Jumlah 95%: tambah 5% agar tepat 100%.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tambah persen Sentosa Equity Fund' }));
    expect(screen.getByRole('textbox', { name: 'Persen Sentosa Equity Fund' })).toHaveValue('65');
    expect(money).toHaveAccessibleDescription('');
    expect(screen.queryByText(/^Jumlah \d+%:/)).toBeNull();
    await user.clear(money);
    await user.type(money, '12');
    expect(money).toHaveAccessibleDescription('Persen harus kelipatan 5.');
    await user.clear(money);
    await user.type(money, '5a');
    expect(money).toHaveValue('5');
    expect(money).toHaveAccessibleDescription('Paling sedikit 10% untuk dana yang dipilih.');
    expect(screen.getByText('Jumlah 70%: tambah 30% agar tepat 100%.')).toBeInTheDocument();
  });
});
