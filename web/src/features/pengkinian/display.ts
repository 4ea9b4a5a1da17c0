// How a value reads to the customer: codes as their master-list descriptions, regions as
// their names, empty as '(kosong)'. Used for the old value beside a changed field.
import type { CustomerData, MasterReference } from '../../api/generated/model';
import { formatDate } from '../../components/format';
import { messages } from './messages';

type Lookup = (value: string) => string | undefined;

function fromList<T>(list: readonly T[] | undefined, code: keyof T, desc: keyof T): Lookup {
  return (value) => {
    const item = list?.find((entry) => entry[code] === value);
    return item ? String(item[desc]) : undefined;
  };
}

const REGION_NAME: Record<string, string> = {
  province_code: 'province_name',
  district_code: 'district_name',
  sub_district_code: 'sub_district_name',
  village_code: 'village_name',
};

/** The old value of a form path as the customer reads it. */
export function oldValueText(
  path: string,
  data: CustomerData,
  master: MasterReference | undefined,
): string {
  const [section, field] = path.includes('.') ? path.split('.') : [path, path];
  if (!section || !field) return messages.change.empty;
  const record = (data as unknown as Record<string, unknown>)[section];
  const raw =
    section === field
      ? (record as string | undefined)
      : ((record as Record<string, string | null> | undefined)?.[field] ?? undefined);
  if (raw === undefined || raw === null || raw === '') return messages.change.empty;
  const regionName = REGION_NAME[field];
  if (regionName) {
    return (record as Record<string, string>)[regionName] ?? raw;
  }
  const lookups: Record<string, Lookup> = {
    gender_code: fromList(master?.gender, 'gender_code', 'gender_desc'),
    religion_code: fromList(master?.religion, 'religion_code', 'religion_desc'),
    marital_code: fromList(master?.marital, 'marital_code', 'marital_desc'),
    country_code: fromList(master?.country, 'country_code', 'country_desc'),
    occupation_code: fromList(master?.occupation, 'occupation_code', 'occupation_desc'),
    business_code: fromList(master?.business, 'business_code', 'business_desc'),
    income_code: fromList(master?.income, 'income_code', 'income_desc'),
    source_fund_code: fromList(master?.source_fund, 'source_fund_code', 'source_fund_desc'),
    bank_code: fromList(master?.bank, 'bank_code', 'bank_name'),
    mailing_address: (v) => messages.mailing[v as keyof typeof messages.mailing],
    statement_delivery: (v) => messages.delivery[v as keyof typeof messages.delivery],
    birth_date: (v) => formatDate(v),
    id_expiry_date: (v) => formatDate(v),
  };
  return lookups[field]?.(raw) ?? raw;
}
