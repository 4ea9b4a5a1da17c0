// The six steps' fields. Master lists (GET /master/reference) give the choices; identity
// type and nationality cannot change on the portal and are shown, not asked.
import { useFormContext, useWatch } from 'react-hook-form';
import type { MasterReference } from '../../../api/generated/model';
import type { FormValues } from '../formModel';
import { messages } from '../messages';
import { AddressFields } from './AddressFields';
import { DocumentUpload } from './DocumentUpload';
import { DateInputField, SelectInput, TextInput, type Option } from './Field';

const f = messages.fields;
const h = messages.hints;

function options<T>(list: readonly T[], code: keyof T, desc: keyof T): Option[] {
  return list.map((item) => ({ value: String(item[code]), label: String(item[desc]) }));
}

export function IdentityStep({
  master,
  identityChanged,
}: {
  master: MasterReference;
  identityChanged: boolean;
}) {
  const idType = useWatch<FormValues>({ name: 'Identity.id_type' }) as string;
  const nationality = useWatch<FormValues>({ name: 'Identity.nationality_code' }) as string;
  const passport = idType === 'PASPOR';
  const typeDesc = master.id_type.find((t) => t.id_type_code === idType)?.id_type_desc ?? idType;
  const nationalityDesc =
    master.nationality.find((n) => n.nationality_code === nationality)?.nationality_desc ??
    nationality;
  return (
    <>
      <dl className="pk-facts">
        <div>
          <dt>{f.idType}</dt>
          <dd>{typeDesc}</dd>
        </div>
        <div>
          <dt>{f.nationality}</dt>
          <dd>{nationalityDesc}</dd>
        </div>
      </dl>
      <div className="pk-grid">
        <TextInput
          path="Identity.id_number"
          label={passport ? f.passport : f.nik}
          inputMode={passport ? 'text' : 'numeric'}
          maxLength={passport ? 12 : 16}
          hint={passport ? undefined : h.nik}
        />
        {passport && <DateInputField path="Identity.id_expiry_date" label={f.idExpiry} />}
        {passport && (
          <SelectInput
            path="Identity.country_code"
            label={f.country}
            options={options(master.country, 'country_code', 'country_desc')}
          />
        )}
        <div className="pk-grid__wide">
          <TextInput
            path="Identity.full_name"
            label={f.fullName}
            autoComplete="name"
            maxLength={100}
          />
        </div>
        <TextInput path="Identity.birth_place" label={f.birthPlace} maxLength={50} />
        <DateInputField path="Identity.birth_date" label={f.birthDate} autoComplete="bday" />
        <SelectInput
          path="Identity.gender_code"
          label={f.gender}
          options={options(master.gender, 'gender_code', 'gender_desc')}
        />
        <SelectInput
          path="Identity.religion_code"
          label={f.religion}
          options={options(master.religion, 'religion_code', 'religion_desc')}
        />
        <SelectInput
          path="Identity.marital_code"
          label={f.marital}
          options={options(master.marital, 'marital_code', 'marital_desc')}
        />
      </div>
      {identityChanged && <DocumentUpload />}
    </>
  );
}

export function IdCardAddressStep() {
  return <AddressFields section="IdCarddAddress" />;
}

export function CurrentAddressStep() {
  const { register } = useFormContext<FormValues>();
  const same = useWatch<FormValues>({ name: 'sameAsIdCard' }) as boolean;
  return (
    <>
      <div className="form-check mb-3">
        <input
          id="pk-sameAsIdCard"
          type="checkbox"
          className="form-check-input"
          {...register('sameAsIdCard')}
        />
        <label htmlFor="pk-sameAsIdCard" className="form-check-label">
          {f.sameAsIdCard}
        </label>
      </div>
      {!same && <AddressFields section="CurrentAddress" />}
    </>
  );
}

export function WorkStep({
  master,
  needsEmployer,
}: {
  master: MasterReference;
  needsEmployer: boolean;
}) {
  return (
    <>
      <div className="pk-grid">
        <SelectInput
          path="WorkingData.occupation_code"
          label={f.occupation}
          options={options(master.occupation, 'occupation_code', 'occupation_desc')}
        />
        <SelectInput
          path="WorkingData.business_code"
          label={f.business}
          options={options(master.business, 'business_code', 'business_desc')}
        />
        <TextInput
          path="WorkingData.company_name"
          label={f.companyName}
          autoComplete="organization"
          maxLength={100}
          hint={needsEmployer ? undefined : h.companyOptional}
        />
        <TextInput
          path="WorkingData.job_title"
          label={f.jobTitle}
          autoComplete="organization-title"
          maxLength={100}
        />
      </div>
      {needsEmployer && (
        <fieldset className="pk-subsection">
          <legend>{f.workingAddress}</legend>
          <AddressFields section="WorkingAddress" />
        </fieldset>
      )}
    </>
  );
}

export function FinanceStep({ master }: { master: MasterReference }) {
  return (
    <div className="pk-grid">
      <SelectInput
        path="FinancialData.income_code"
        label={f.income}
        options={options(master.income, 'income_code', 'income_desc')}
      />
      <SelectInput
        path="FinancialData.source_fund_code"
        label={f.sourceFund}
        options={options(master.source_fund, 'source_fund_code', 'source_fund_desc')}
      />
      <TextInput
        path="FinancialData.npwp"
        label={f.npwp}
        inputMode="numeric"
        maxLength={16}
        hint={h.npwp}
      />
      <SelectInput
        path="FinancialData.bank_code"
        label={f.bank}
        options={options(master.bank, 'bank_code', 'bank_name')}
      />
      <TextInput
        path="FinancialData.bank_account_number"
        label={f.accountNumber}
        inputMode="numeric"
        maxLength={20}
      />
      <TextInput path="FinancialData.bank_account_name" label={f.accountName} maxLength={100} />
    </div>
  );
}

export function ContactStep({ needsEmployer }: { needsEmployer: boolean }) {
  const mailing = (Object.keys(messages.mailing) as (keyof typeof messages.mailing)[])
    .filter((key) => key !== 'WORKING_ADDRESS' || needsEmployer)
    .map((key) => ({ value: key, label: messages.mailing[key] }));
  const delivery = (Object.keys(messages.delivery) as (keyof typeof messages.delivery)[]).map(
    (key) => ({ value: key, label: messages.delivery[key] }),
  );
  return (
    <div className="pk-grid">
      <TextInput
        path="data_email"
        label={f.email}
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={254}
        hint={h.email}
      />
      <TextInput
        path="data_hp"
        label={f.phone}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={15}
        hint={h.phone}
      />
      <SelectInput
        path="Corespondency.mailing_address"
        label={f.mailingAddress}
        options={mailing}
      />
      <SelectInput
        path="Corespondency.statement_delivery"
        label={f.statementDelivery}
        options={delivery}
      />
    </div>
  );
}
