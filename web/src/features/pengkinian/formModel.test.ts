import { describe, expect, it } from 'vitest';
import { changedPaths, fromCustomerData, identityChanged, toRequest } from './formModel';
import { orderedProofs, nextProof } from './proofs';
import { stepOfPath, stepsWithChanges } from './steps';
import { customerData, DEMO_TODAY, POLICY } from './testing/fixtures';
import { validateForm } from './validation';

const context = { policyNumber: POLICY, needsEmployer: true };
const rules = { needsEmployer: true, identityChanged: false, today: DEMO_TODAY };

describe('form model', () => {
  it('the current data unchanged makes a request equal to it and no change', () => {
    const values = fromCustomerData(customerData);
    expect(values.sameAsIdCard).toBe(true);
    expect(changedPaths(values, values, context).size).toBe(0);
    const request = toRequest(values, context);
    expect(request.CurrentAddress).toEqual(request.IdCarddAddress);
    expect(request.id_document_id).toBeNull();
    expect(validateForm(values, rules)).toEqual({});
  });

  it('the current address follows the KTP address while "same" is ticked', () => {
    const initial = fromCustomerData(customerData);
    const values = structuredClone(initial);
    values.IdCarddAddress.rt = '009';
    const changed = changedPaths(initial, values, context);
    expect([...changed].sort()).toEqual(['CurrentAddress.rt', 'IdCarddAddress.rt']);
    expect([...stepsWithChanges(changed)].sort()).toEqual([1, 2]);
  });

  it('an occupation without employer drops the office address and empties become null', () => {
    const values = fromCustomerData(customerData);
    values.WorkingData.company_name = '';
    values.FinancialData.npwp = '';
    const request = toRequest(values, { ...context, needsEmployer: false });
    expect(request.WorkingAddress).toBeUndefined();
    expect(request.WorkingData.company_name).toBeNull();
    expect(request.FinancialData.npwp).toBeNull();
  });

  it('identity changes ask for the document; contract rules give Indonesian messages', () => {
    const initial = fromCustomerData(customerData);
    const values = structuredClone(initial);
    values.Identity.full_name = 'Budi <Santoso>';
    values.data_hp = '021123';
    values.FinancialData.npwp = '1234';
    values.Corespondency.mailing_address = 'WORKING_ADDRESS';
    const changed = changedPaths(initial, values, context);
    expect(identityChanged(changed)).toBe(true);
    const errors = validateForm(values, { ...rules, needsEmployer: false, identityChanged: true });
    expect(errors['Identity.full_name']).toMatch(/huruf/);
    expect(errors.data_hp).toMatch(/08 atau \+628/);
    expect(errors['FinancialData.npwp']).toMatch(/15 atau 16/);
    expect(errors['Corespondency.mailing_address']).toMatch(/Alamat kantor/);
    expect(errors.id_document_id).toMatch(/Lampirkan/);
    expect(stepOfPath('id_document_id')).toBe(0);
  });

  it('a birth date after today is refused', () => {
    const values = fromCustomerData(customerData);
    values.Identity.birth_date = '2026-11-25';
    expect(validateForm(values, rules)['Identity.birth_date']).toMatch(/setelah hari ini/);
  });

  it('new e-mail and number are proved before the confirmation', () => {
    const proofs = [
      { caseOtp: 'PENGKINIAN', channel: 'SMS', destination: 'a', verified: false },
      { caseOtp: 'PENGKINIAN_HP', channel: 'SMS', destination: 'b', verified: true },
      { caseOtp: 'PENGKINIAN_EMAIL', channel: 'EMAIL', destination: 'c', verified: false },
    ] as const;
    expect(orderedProofs(proofs).map((p) => p.caseOtp)).toEqual([
      'PENGKINIAN_EMAIL',
      'PENGKINIAN_HP',
      'PENGKINIAN',
    ]);
    expect(nextProof(proofs)?.caseOtp).toBe('PENGKINIAN_EMAIL');
  });
});
