import { describe, expect, it } from 'vitest';
import { approveBody, approveSchema, deductionBalance, type ApproveValues } from './approveRules';

const CLAIMED = 12_500_000;
const values = (v: Partial<ApproveValues>): ApproveValues => ({
  approved_amount: '',
  deductions: [],
  note: '',
  ...v,
});
const issues = (remaining: number, v: Partial<ApproveValues>) => {
  const result = approveSchema(CLAIMED, remaining).safeParse(values(v));
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('approving a claim', () => {
  it('the amount: required, at least Rp 1, at most the claimed amount and the remaining limit', () => {
    expect(issues(80_000_000, {})).toEqual({ approved_amount: 'Isi jumlah yang disetujui.' });
    expect(issues(80_000_000, { approved_amount: '0' }).approved_amount).toMatch(/paling sedikit/);
    expect(issues(80_000_000, { approved_amount: '12.500.001' })).toEqual({
      approved_amount: 'Jumlah disetujui paling banyak jumlah yang diklaim, Rp\u00a012.500.000.',
    });
    expect(issues(2_500_000, { approved_amount: '3.000.000' }).approved_amount).toBe(
      'Jumlah disetujui melebihi sisa limit manfaat, Rp\u00a02.500.000.',
    );
    expect(issues(80_000_000, { approved_amount: '12.500.000' })).toEqual({});
  });

  it('below the claimed amount, deduction lines must explain exactly the difference', () => {
    expect(issues(80_000_000, { approved_amount: '11.750.000' })).toEqual({
      'deductions.root': 'Tambahkan potongan yang menjelaskan selisih Rp\u00a0750.000.',
    });
    expect(
      issues(80_000_000, {
        approved_amount: '11.750.000',
        deductions: [
          { label: 'Biaya administrasi', amount: '500.000' },
          { label: 'ab', amount: '' },
        ],
      }),
    ).toEqual({
      'deductions.1.label': 'Keterangan paling sedikit 3 karakter.',
      'deductions.1.amount': 'Isi jumlah potongan.',
    });
    expect(
      issues(80_000_000, {
        approved_amount: '11.750.000',
        deductions: [{ label: 'Biaya administrasi', amount: '500.000' }],
      }),
    ).toEqual({
      'deductions.root':
        'Jumlah potongan Rp\u00a0500.000 harus sama dengan selisih Rp\u00a0750.000.',
    });
    const ok = values({
      approved_amount: '11.750.000',
      deductions: [
        { label: ' Biaya administrasi rumah sakit ', amount: '500.000' },
        { label: 'Kamar di atas hak kelas', amount: '250.000' },
      ],
    });
    expect(issues(80_000_000, ok)).toEqual({});
    expect(deductionBalance(ok, CLAIMED)).toEqual({ difference: 750_000, sum: 750_000 });
    expect(approveBody(ok, 'KLM-2026-001176', CLAIMED)).toEqual({
      claim_number: 'KLM-2026-001176',
      approved_amount: 11_750_000,
      deductions: [
        { label: 'Biaya administrasi rumah sakit', amount: 500_000 },
        { label: 'Kamar di atas hak kelas', amount: 250_000 },
      ],
      note: null,
    });
  });

  it('the whole claimed amount sends no deductions, whatever lines were typed', () => {
    const v = values({
      approved_amount: '12.500.000',
      deductions: [{ label: 'Biaya administrasi', amount: '500.000' }],
      note: ' Sesuai kwitansi. ',
    });
    expect(issues(80_000_000, v)).toEqual({});
    expect(deductionBalance(v, CLAIMED).difference).toBeNull();
    expect(approveBody(v, 'KLM-2026-001176', CLAIMED)).toMatchObject({
      deductions: [],
      note: 'Sesuai kwitansi.',
    });
  });

  it('labels and the note refuse < > { }', () => {
    expect(
      issues(80_000_000, {
        approved_amount: '12.000.000',
        deductions: [{ label: 'Biaya <admin>', amount: '500.000' }],
        note: 'Lihat {kwitansi}',
      }),
    ).toEqual({
      'deductions.0.label': 'Keterangan tidak boleh memuat karakter < > { } atau \\.',
      note: 'Catatan tidak boleh memuat karakter < > { } atau \\.',
    });
  });
});
