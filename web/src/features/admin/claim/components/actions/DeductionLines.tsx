// The deduction lines of an approval below the claimed amount: each a label the customer
// reads and an amount, added and removed freely (at most 10), with a live check of their sum
// against the difference (claimed - approved).
import {
  Controller,
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { formatRupiah } from '../../../../../components/format';
import { DEDUCTION_LABEL_MAX, DEDUCTIONS_MAX, type ApproveValues } from '../../approveRules';
import { claimActionMessages } from '../../claimActionMessages';
import { RupiahInput } from '../../../../../components/form/RupiahInput';

const m = claimActionMessages.approve;

export function DeductionLines({
  control,
  register,
  errors,
  difference,
  sum,
  idPrefix,
}: {
  control: Control<ApproveValues>;
  register: UseFormRegister<ApproveValues>;
  errors: FieldErrors<ApproveValues>;
  difference: number;
  sum: number;
  idPrefix: string;
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'deductions' });
  const left = difference - sum;
  const rootError = errors.deductions?.root?.message ?? errors.deductions?.message;
  return (
    <fieldset className="claim-deductions-form mb-3" aria-describedby={`${idPrefix}-intro`}>
      <legend className="form-label fw-semibold fs-6 mb-1">{m.deductions}</legend>
      <p id={`${idPrefix}-intro`} className="small text-body-secondary mb-2">
        {m.deductionsIntro(formatRupiah(difference))}
      </p>
      <ol className="list-unstyled mb-2">
        {fields.map((field, i) => {
          const n = i + 1;
          const labelId = `${idPrefix}-${field.id}-label`;
          const amountId = `${idPrefix}-${field.id}-amount`;
          const labelError = errors.deductions?.[i]?.label?.message;
          const amountError = errors.deductions?.[i]?.amount?.message;
          return (
            <li key={field.id} className="claim-deduction">
              <div className="claim-deduction__label">
                <label htmlFor={labelId} className="form-label small mb-1">
                  {m.deductionLabel(n)}
                </label>
                <input
                  id={labelId}
                  className={`form-control${labelError ? ' is-invalid' : ''}`}
                  maxLength={DEDUCTION_LABEL_MAX + 20}
                  aria-invalid={labelError ? true : undefined}
                  aria-describedby={labelError ? `${labelId}-error` : undefined}
                  {...register(`deductions.${i}.label`)}
                />
                {labelError && (
                  <div id={`${labelId}-error`} className="invalid-feedback d-block">
                    {labelError}
                  </div>
                )}
              </div>
              <div className="claim-deduction__amount">
                <label htmlFor={amountId} className="form-label small mb-1">
                  {m.deductionAmount(n)}
                </label>
                <Controller
                  control={control}
                  name={`deductions.${i}.amount`}
                  render={({ field: input }) => (
                    <RupiahInput
                      id={amountId}
                      name={input.name}
                      value={input.value}
                      onChange={input.onChange}
                      onBlur={input.onBlur}
                      inputRef={input.ref}
                      invalid={Boolean(amountError)}
                      aria-describedby={amountError ? `${amountId}-error` : undefined}
                    />
                  )}
                />
                {amountError && (
                  <div id={`${amountId}-error`} className="invalid-feedback d-block">
                    {amountError}
                  </div>
                )}
              </div>
              <button
                type="button"
                className="btn btn-outline-danger btn-sm claim-deduction__remove"
                aria-label={m.removeDeduction(n)}
                onClick={() => remove(i)}
              >
                <span aria-hidden="true">✕</span>
              </button>
            </li>
          );
        })}
      </ol>
      {fields.length < DEDUCTIONS_MAX && (
        <button
          type="button"
          className="btn btn-sm btn-outline-primary mb-2"
          onClick={() => append({ label: '', amount: '' })}
        >
          <span aria-hidden="true">+ </span>
          {m.addDeduction}
        </button>
      )}
      <div
        className={`claim-balance small ${left === 0 ? 'claim-balance--ok' : ''}`}
        aria-live="polite"
        aria-atomic="true"
      >
        <dl className="admin-facts mb-0">
          <dt>{m.check.difference}</dt>
          <dd>{formatRupiah(difference)}</dd>
          <dt>{m.check.sum}</dt>
          <dd>{formatRupiah(sum)}</dd>
          {left !== 0 && (
            <>
              <dt>{left > 0 ? m.check.left : m.check.over}</dt>
              <dd className="text-danger-emphasis">{formatRupiah(Math.abs(left))}</dd>
            </>
          )}
        </dl>
        {left === 0 && (
          <p className="claim-balance__status mb-0 mt-1">
            <span aria-hidden="true">✓ </span>
            {m.check.balanced}
          </p>
        )}
      </div>
      {rootError && (
        <div className="invalid-feedback d-block" role="alert">
          {rootError}
        </div>
      )}
    </fieldset>
  );
}
