// Where the claim is paid: the bank (from the master list `bank`: the banks a claim can be
// paid to today, with the day that list was checked), the account number (digits only) and
// the account holder's name.
import { useFormContext } from 'react-hook-form';
import type { MasterReferenceBankItem } from '../../../api/generated/model';
import { formatDate } from '../../../components/format';
import { formMessages } from '../formMessages';
import { Field } from './Field';
import type { ClaimFormValues } from './formModel';

const f = formMessages.fields;

export function BankFields({
  banks,
  checkedOn,
}: {
  banks: MasterReferenceBankItem[];
  checkedOn: string;
}) {
  const { register } = useFormContext<ClaimFormValues>();
  return (
    <fieldset className="kl-fieldset">
      <legend className="kl-fieldset__legend">{formMessages.sections.bank}</legend>
      <Field name="bank_code" label={f.bank} hint={f.bankHint(formatDate(checkedOn))}>
        {(aria) => (
          <select {...aria} className={`form-select ${aria.className}`} {...register('bank_code')}>
            <option value="">{f.chooseBank}</option>
            {banks.map((bank) => (
              <option key={bank.bank_code} value={bank.bank_code}>
                {bank.bank_name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="kl-grid">
        <Field name="account_number" label={f.accountNumber} hint={f.accountNumberHint}>
          {(aria) => (
            <input
              type="text"
              inputMode="numeric"
              autoComplete="off"
              maxLength={20}
              {...aria}
              className={`form-control ${aria.className}`}
              {...register('account_number', {
                setValueAs: (value: string) => value.replace(/\s/g, ''),
              })}
            />
          )}
        </Field>
        <Field name="account_holder" label={f.accountHolder} hint={f.accountHolderHint}>
          {(aria) => (
            <input
              type="text"
              autoComplete="name"
              maxLength={100}
              {...aria}
              className={`form-control ${aria.className}`}
              {...register('account_holder')}
            />
          )}
        </Field>
      </div>
    </fieldset>
  );
}
