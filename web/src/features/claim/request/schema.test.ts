// The claim form's rules, benefit by benefit.
import { describe, expect, it } from 'vitest';
import { DEMO_TODAY, DIMAS, BUDI_UL, eligibilityFor, HEALTH, UNIT_LINK } from '../testing/fixtures';
import { formMessages } from '../formMessages';
import { EMPTY_VALUES, type ClaimFormValues } from './formModel';
import { claimFormErrors } from './schema';

const r = formMessages.rules;
const inpatient = eligibilityFor(HEALTH, DIMAS, 'RAWAT_INAP')!;
const outpatient = eligibilityFor(HEALTH, DIMAS, 'RAWAT_JALAN')!;
const critical = eligibilityFor(UNIT_LINK, BUDI_UL, 'PENYAKIT_KRITIS')!;

const valid: ClaimFormValues = {
  event_date: '2026-11-10',
  end_date: '2026-11-14',
  diagnosis: 'Demam berdarah dengue',
  hospital_query: 'RS Sentosa Medika Tebet',
  hospital_id: 'RS310042',
  claimed_amount: '12.500.000',
  bank_code: '014',
  account_number: '5230984521',
  account_holder: 'Budi Santoso',
};
const errors = (values: Partial<ClaimFormValues>, eligibility = inpatient) =>
  claimFormErrors({ ...valid, ...values }, { eligibility, today: DEMO_TODAY });

describe('claim form rules', () => {
  it('a complete rawat inap claim passes', () => {
    expect(errors({})).toEqual({});
  });

  it('an empty form names every required field', () => {
    const all = claimFormErrors(EMPTY_VALUES, { eligibility: inpatient, today: DEMO_TODAY });
    expect(all).toEqual({
      event_date: r.required('Tanggal masuk rumah sakit'),
      end_date: r.required('Tanggal keluar rumah sakit'),
      diagnosis: r.required('Diagnosis atau uraian kejadian'),
      hospital_query: r.hospitalRequired,
      claimed_amount: r.amountRequired,
      bank_code: r.choose('Bank'),
      account_number: r.required('Nomor rekening'),
      account_holder: r.required('Nama pemilik rekening'),
    });
  });

  it('dates: not in the future, discharge not before admission, not in the waiting period', () => {
    expect(errors({ event_date: '2026-11-25' }).event_date).toBe(r.future);
    expect(errors({ end_date: '2026-11-09' }).end_date).toBe(r.endBeforeStart);
    expect(errors({ event_date: '2023-07-01', end_date: '2023-07-03' }).event_date).toBe(
      r.waiting('31 Juli 2023'),
    );
    expect(errors({ event_date: '2026-13-01' }).event_date).toBe(r.date);
  });

  it('submitted within the days allowed after the discharge', () => {
    expect(errors({ event_date: '2026-08-01', end_date: '2026-08-20' }).end_date).toBe(r.late(90));
    expect(errors({ event_date: '2026-08-01', end_date: '2026-08-30' })).toEqual({});
  });

  it('the end date belongs to rawat inap only', () => {
    expect(errors({ end_date: '' }, outpatient)).toEqual({});
  });

  it('a hospital for rawat inap and rawat jalan: a partner or a typed name', () => {
    expect(errors({ hospital_id: '', hospital_query: '' }, outpatient).hospital_query).toBe(
      r.hospitalRequired,
    );
    expect(errors({ hospital_id: '', hospital_query: 'Klinik Pratama Sehat' })).toEqual({});
    expect(errors({ hospital_id: '', hospital_query: 'RS <Baru>' }).hospital_query).toBe(
      r.hospitalName,
    );
    expect(errors({ hospital_id: '', hospital_query: '' }, critical)).toEqual({});
  });

  it('the amount in whole rupiah for reimbursement only', () => {
    expect(errors({ claimed_amount: '999' }).claimed_amount).toBe(r.amountMin('Rp\u00a01.000'));
    expect(errors({ claimed_amount: '10.000.000.001' }).claimed_amount).toBe(
      r.amountMax('Rp\u00a010.000.000.000'),
    );
    expect(errors({ claimed_amount: '' }, critical)).toEqual({});
  });

  it('the payout account: a bank, 6 to 20 digits, a name as on the passbook', () => {
    expect(errors({ bank_code: '' }).bank_code).toBe(r.choose('Bank'));
    expect(errors({ account_number: '12345' }).account_number).toBe(r.accountNumber);
    expect(errors({ account_number: '1234-5678' }).account_number).toBe(r.accountNumber);
    expect(errors({ account_holder: '1 Budi' }).account_holder).toBe(r.accountHolder);
    expect(errors({ account_holder: "Siti Nur'aini, S.E." })).toEqual({});
  });

  it('the diagnosis: 3 to 500 characters', () => {
    expect(errors({ diagnosis: 'ab' }).diagnosis).toBe(r.diagnosis);
    expect(errors({ diagnosis: 'x'.repeat(501) }).diagnosis).toBe(r.diagnosis);
  });
});
