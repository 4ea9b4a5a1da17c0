// The form's rules: the contract's field rules (the Orval zod schema of the draft request,
// field by field, so the form, the server and Schemathesis agree) with Indonesian messages,
// plus the page rules the contract states in words (company name for an employer, the office
// address for letters only when there is one, the new identity document, dates).
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import '../../api/zodSetup';
import { createPengkinianDraftBody as body } from '../../api/generated/zod/pengkinian/pengkinian.zod';
import { toRequest, type FormValues } from './formModel';
import { messages } from './messages';

const f = messages.fields;
const r = messages.rules;

const [ktp, paspor] = body.shape.Identity.options;
const address = body.shape.IdCarddAddress.shape;
const working = body.shape.WorkingData.shape;
const financial = body.shape.FinancialData.shape;

export interface RuleContext {
  /** The chosen occupation works for an employer. */
  needsEmployer: boolean;
  /** An identity field changed: the new document is required. */
  identityChanged: boolean;
  /** Today (YYYY-MM-DD) for the date rules. */
  today: string;
}

export type FormErrors = Record<string, string>;

/** Every broken rule of the form, by form path ('CurrentAddress.rt'). */
export function validateForm(values: FormValues, context: RuleContext): FormErrors {
  const errors: FormErrors = {};
  const request = toRequest(values, {
    policyNumber: 'X0000000',
    needsEmployer: context.needsEmployer,
  });

  /** A field with its contract schema: empty -> required (unless optional), else the rule. */
  const check = (
    path: string,
    value: string | null | undefined,
    schema: z.ZodType,
    requiredMessage: string | null,
    ruleMessage: string,
  ) => {
    if (value === null || value === undefined || value === '') {
      if (requiredMessage) errors[path] = requiredMessage;
      return;
    }
    if (!schema.safeParse(value).success) errors[path] = ruleMessage;
  };
  const choose = (label: string) => r.choose(label);
  const required = (label: string) => r.required(label);

  const id = request.Identity;
  const idShape = id.id_type === 'PASPOR' ? paspor.shape : ktp.shape;
  check(
    'Identity.id_number',
    id.id_number,
    idShape.id_number,
    required(id.id_type === 'PASPOR' ? f.passport : f.nik),
    id.id_type === 'PASPOR' ? r.passport : r.nik,
  );
  check('Identity.full_name', id.full_name, idShape.full_name, required(f.fullName), r.name);
  check(
    'Identity.birth_place',
    id.birth_place,
    idShape.birth_place,
    required(f.birthPlace),
    r.birthPlace,
  );
  check('Identity.birth_date', id.birth_date, idShape.birth_date, required(f.birthDate), r.date);
  if (!errors['Identity.birth_date'] && id.birth_date > context.today) {
    errors['Identity.birth_date'] = r.birthFuture;
  }
  check(
    'Identity.gender_code',
    id.gender_code,
    idShape.gender_code,
    choose(f.gender),
    choose(f.gender),
  );
  check(
    'Identity.religion_code',
    id.religion_code,
    idShape.religion_code,
    choose(f.religion),
    choose(f.religion),
  );
  check(
    'Identity.marital_code',
    id.marital_code,
    idShape.marital_code,
    choose(f.marital),
    choose(f.marital),
  );
  if (id.id_type === 'PASPOR') {
    check(
      'Identity.country_code',
      id.country_code,
      paspor.shape.country_code,
      choose(f.country),
      choose(f.country),
    );
    check(
      'Identity.id_expiry_date',
      id.id_expiry_date,
      paspor.shape.id_expiry_date,
      required(f.idExpiry),
      r.date,
    );
    if (!errors['Identity.id_expiry_date'] && id.id_expiry_date <= context.today) {
      errors['Identity.id_expiry_date'] = r.expiryPast;
    }
  }

  const sections = [
    'IdCarddAddress',
    ...(values.sameAsIdCard ? [] : ['CurrentAddress' as const]),
    ...(context.needsEmployer ? ['WorkingAddress' as const] : []),
  ] as const;
  for (const section of sections) {
    const a = request[section];
    if (!a) continue;
    const at = (field: string) => `${section}.${field}`;
    check(
      at('address_line'),
      a.address_line,
      address.address_line,
      required(f.addressLine),
      r.addressLine,
    );
    check(at('rt'), a.rt, address.rt, required(f.rt), r.rtRw);
    check(at('rw'), a.rw, address.rw, required(f.rw), r.rtRw);
    check(
      at('province_code'),
      a.province_code,
      address.province_code,
      choose(f.province),
      choose(f.province),
    );
    check(
      at('district_code'),
      a.district_code,
      address.district_code,
      choose(f.district),
      choose(f.district),
    );
    check(
      at('sub_district_code'),
      a.sub_district_code,
      address.sub_district_code,
      choose(f.subDistrict),
      choose(f.subDistrict),
    );
    check(
      at('village_code'),
      a.village_code,
      address.village_code,
      choose(f.village),
      choose(f.village),
    );
    check(
      at('postal_code'),
      a.postal_code,
      address.postal_code,
      required(f.postalCode),
      r.postalCode,
    );
  }

  const w = request.WorkingData;
  check(
    'WorkingData.occupation_code',
    w.occupation_code,
    working.occupation_code,
    choose(f.occupation),
    choose(f.occupation),
  );
  check(
    'WorkingData.business_code',
    w.business_code,
    working.business_code,
    choose(f.business),
    choose(f.business),
  );
  check(
    'WorkingData.company_name',
    w.company_name,
    working.company_name,
    context.needsEmployer ? r.companyRequired : null,
    r.text,
  );
  check('WorkingData.job_title', w.job_title, working.job_title, null, r.text);

  const m = request.FinancialData;
  check(
    'FinancialData.income_code',
    m.income_code,
    financial.income_code,
    choose(f.income),
    choose(f.income),
  );
  check(
    'FinancialData.source_fund_code',
    m.source_fund_code,
    financial.source_fund_code,
    choose(f.sourceFund),
    choose(f.sourceFund),
  );
  check('FinancialData.npwp', m.npwp, financial.npwp, null, r.npwp);
  check(
    'FinancialData.bank_code',
    m.bank_code,
    financial.bank_code,
    choose(f.bank),
    choose(f.bank),
  );
  check(
    'FinancialData.bank_account_number',
    m.bank_account_number,
    financial.bank_account_number,
    required(f.accountNumber),
    r.accountNumber,
  );
  check(
    'FinancialData.bank_account_name',
    m.bank_account_name,
    financial.bank_account_name,
    required(f.accountName),
    r.name,
  );

  check('data_email', request.data_email, body.shape.data_email, required(f.email), r.email);
  check('data_hp', request.data_hp, body.shape.data_hp, required(f.phone), r.phone);
  if (request.Corespondency.mailing_address === 'WORKING_ADDRESS' && !context.needsEmployer) {
    errors['Corespondency.mailing_address'] = r.workingMailing;
  }
  if (context.identityChanged && !request.id_document_id) errors.id_document_id = r.document;
  return errors;
}

/** Form paths -> react-hook-form's nested errors. */
export function toFieldErrors(errors: FormErrors, type = 'validate'): FieldErrors<FormValues> {
  const nested: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(errors)) {
    const parts = path.split('.');
    let node = nested;
    parts.slice(0, -1).forEach((part) => {
      node[part] = (node[part] as Record<string, unknown> | undefined) ?? {};
      node = node[part] as Record<string, unknown>;
    });
    node[parts[parts.length - 1]!] = { type, message };
  }
  return nested as FieldErrors<FormValues>;
}

/** The resolver of the form; `context` is read at each validation (occupation, changes). */
export function pengkinianResolver(
  context: (values: FormValues) => RuleContext,
): Resolver<FormValues> {
  return (values) => {
    const errors = validateForm(values, context(values));
    return Object.keys(errors).length === 0
      ? { values, errors: {} }
      : { values: {}, errors: toFieldErrors(errors) };
  };
}
