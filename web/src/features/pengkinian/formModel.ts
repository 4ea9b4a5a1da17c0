// The form's values (strings everywhere, as inputs hold them), built from the customer's
// current data, turned into the draft request, and compared with the current data to know
// which fields and steps changed.
import type {
  Address,
  CustomerData,
  Identity,
  PengkinianDraftRequest,
} from '../../api/generated/model';

export interface AddressValues {
  address_line: string;
  rt: string;
  rw: string;
  province_code: string;
  district_code: string;
  sub_district_code: string;
  village_code: string;
  postal_code: string;
}

export const ADDRESS_FIELDS = [
  'address_line',
  'rt',
  'rw',
  'province_code',
  'district_code',
  'sub_district_code',
  'village_code',
  'postal_code',
] as const satisfies readonly (keyof AddressValues)[];

/** The region levels, parent first: changing one clears those after it. */
export const REGION_LEVELS = [
  'province_code',
  'district_code',
  'sub_district_code',
  'village_code',
] as const;

export type AddressSection = 'IdCarddAddress' | 'CurrentAddress' | 'WorkingAddress';

export interface IdentityValues {
  id_type: 'KTP' | 'PASPOR';
  nationality_code: string;
  country_code: string;
  id_number: string;
  id_expiry_date: string;
  full_name: string;
  birth_place: string;
  birth_date: string;
  gender_code: string;
  religion_code: string;
  marital_code: string;
}

export interface FormValues {
  Identity: IdentityValues;
  IdCarddAddress: AddressValues;
  /** Form only: the current address is the KTP address. */
  sameAsIdCard: boolean;
  CurrentAddress: AddressValues;
  WorkingAddress: AddressValues;
  WorkingData: {
    occupation_code: string;
    business_code: string;
    company_name: string;
    job_title: string;
  };
  FinancialData: {
    income_code: string;
    source_fund_code: string;
    npwp: string;
    bank_code: string;
    bank_account_number: string;
    bank_account_name: string;
  };
  Corespondency: {
    mailing_address: 'ID_CARD_ADDRESS' | 'CURRENT_ADDRESS' | 'WORKING_ADDRESS';
    statement_delivery: 'EMAIL' | 'POST';
  };
  data_email: string;
  data_hp: string;
  /** Form only: the uploaded identity document (set by the upload field). */
  id_document_id: string;
}

export const EMPTY_ADDRESS: AddressValues = {
  address_line: '',
  rt: '',
  rw: '',
  province_code: '',
  district_code: '',
  sub_district_code: '',
  village_code: '',
  postal_code: '',
};

function addressValues(address: Address | undefined): AddressValues {
  if (!address) return { ...EMPTY_ADDRESS };
  const values = { ...EMPTY_ADDRESS };
  for (const field of ADDRESS_FIELDS) values[field] = address[field];
  return values;
}

function sameAddress(a: AddressValues, b: AddressValues): boolean {
  return ADDRESS_FIELDS.every((field) => a[field] === b[field]);
}

export function fromCustomerData(data: CustomerData): FormValues {
  const identity = data.Identity;
  const idCard = addressValues(data.IdCarddAddress);
  const current = addressValues(data.CurrentAddress);
  return {
    Identity: {
      id_type: identity.id_type,
      nationality_code: identity.nationality_code,
      country_code: identity.country_code,
      id_number: identity.id_number,
      id_expiry_date: 'id_expiry_date' in identity ? identity.id_expiry_date : '',
      full_name: identity.full_name,
      birth_place: identity.birth_place,
      birth_date: identity.birth_date,
      gender_code: identity.gender_code,
      religion_code: identity.religion_code,
      marital_code: identity.marital_code,
    },
    IdCarddAddress: idCard,
    sameAsIdCard: sameAddress(idCard, current),
    CurrentAddress: current,
    WorkingAddress: addressValues(data.WorkingAddress),
    WorkingData: {
      occupation_code: data.WorkingData.occupation_code,
      business_code: data.WorkingData.business_code,
      company_name: data.WorkingData.company_name ?? '',
      job_title: data.WorkingData.job_title ?? '',
    },
    FinancialData: {
      ...data.FinancialData,
      npwp: data.FinancialData.npwp ?? '',
    },
    Corespondency: { ...data.Corespondency },
    data_email: data.data_email,
    data_hp: data.data_hp,
    id_document_id: '',
  };
}

const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

function identityOf(values: IdentityValues): Identity {
  const common = {
    id_number: values.id_number.trim(),
    full_name: values.full_name.trim(),
    birth_place: values.birth_place.trim(),
    birth_date: values.birth_date,
    gender_code: values.gender_code as Identity['gender_code'],
    religion_code: values.religion_code,
    marital_code: values.marital_code,
  };
  if (values.id_type === 'PASPOR') {
    return {
      ...common,
      id_type: 'PASPOR',
      nationality_code: '99',
      country_code: values.country_code,
      id_expiry_date: values.id_expiry_date,
    };
  }
  return { ...common, id_type: 'KTP', nationality_code: '01', country_code: 'ID' };
}

function addressInput(values: AddressValues): AddressValues {
  return { ...values, address_line: values.address_line.trim() };
}

export interface RequestContext {
  policyNumber: string;
  /** The chosen occupation works for an employer (the office address is asked). */
  needsEmployer: boolean;
}

/** The draft request of the form as it is (every section, changed or not). */
export function toRequest(values: FormValues, context: RequestContext): PengkinianDraftRequest {
  const idCard = addressInput(values.IdCarddAddress);
  return {
    policy_number: context.policyNumber,
    Identity: identityOf(values.Identity),
    IdCarddAddress: idCard,
    CurrentAddress: values.sameAsIdCard ? { ...idCard } : addressInput(values.CurrentAddress),
    ...(context.needsEmployer ? { WorkingAddress: addressInput(values.WorkingAddress) } : {}),
    Corespondency: { ...values.Corespondency },
    WorkingData: {
      occupation_code: values.WorkingData.occupation_code,
      business_code: values.WorkingData.business_code,
      company_name: orNull(values.WorkingData.company_name),
      job_title: orNull(values.WorkingData.job_title),
    },
    FinancialData: {
      ...values.FinancialData,
      npwp: orNull(values.FinancialData.npwp),
      bank_account_number: values.FinancialData.bank_account_number.trim(),
      bank_account_name: values.FinancialData.bank_account_name.trim(),
    },
    data_email: values.data_email.trim(),
    data_hp: values.data_hp.trim(),
    id_document_id: orNull(values.id_document_id),
  };
}

type Flat = Record<string, string | null>;

function flatten(request: PengkinianDraftRequest): Flat {
  const flat: Flat = {};
  const sections = [
    'Identity',
    'IdCarddAddress',
    'CurrentAddress',
    'WorkingAddress',
    'Corespondency',
    'WorkingData',
    'FinancialData',
  ] as const;
  for (const section of sections) {
    const value = request[section] as Record<string, string | null> | undefined;
    if (!value) continue;
    for (const [field, v] of Object.entries(value)) flat[`${section}.${field}`] = v ?? null;
  }
  flat.data_email = request.data_email;
  flat.data_hp = request.data_hp;
  return flat;
}

/**
 * The form paths ('CurrentAddress.village_code', 'data_hp') whose value differs from the
 * current data. A section the current data lacks (no office address) counts as changed
 * where the form fills it.
 */
export function changedPaths(
  initial: FormValues,
  values: FormValues,
  context: RequestContext,
): Set<string> {
  const before = flatten(toRequest(initial, { ...context, needsEmployer: true }));
  const after = flatten(toRequest(values, context));
  const changed = new Set<string>();
  for (const [path, value] of Object.entries(after)) {
    if ((before[path] ?? '') !== (value ?? '')) changed.add(path);
  }
  return changed;
}

/** Whether any identity field changed (the new document must then be attached). */
export function identityChanged(changed: ReadonlySet<string>): boolean {
  return [...changed].some((path) => path.startsWith('Identity.'));
}
