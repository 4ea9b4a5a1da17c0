// The event: its date (named after the benefit: admission, treatment, diagnosis, death),
// the discharge date for rawat inap, the diagnosis in the customer's words, the hospital.
// Dates are typed dd/mm/yyyy or chosen in the calendar (up to today); the form holds ISO.
import { Controller, useFormContext } from 'react-hook-form';
import type { ClaimEligibility } from '../../../api/generated/model';
import { DateInput } from '../../../components/date/DateInput';
import { eventDateLabels, formMessages } from '../formMessages';
import { Field } from './Field';
import type { ClaimFormValues } from './formModel';
import { HospitalField } from './HospitalField';

const f = formMessages.fields;

export function EventFields({
  eligibility,
  today,
}: {
  eligibility: ClaimEligibility;
  today: string;
}) {
  const { register, control } = useFormContext<ClaimFormValues>();
  const inpatient = eligibility.benefit === 'RAWAT_INAP';
  const needsHospital = inpatient || eligibility.benefit === 'RAWAT_JALAN';
  return (
    <fieldset className="kl-fieldset">
      <legend className="kl-fieldset__legend">{formMessages.sections.event}</legend>
      <div className="kl-grid">
        <Field name="event_date" label={eventDateLabels[eligibility.benefit]}>
          {(aria) => (
            <Controller
              control={control}
              name="event_date"
              render={({ field }) => (
                <DateInput
                  label={eventDateLabels[eligibility.benefit]}
                  calendar
                  max={today}
                  today={today}
                  {...aria}
                  {...field}
                />
              )}
            />
          )}
        </Field>
        {inpatient && (
          <Field name="end_date" label={f.endDate}>
            {(aria) => (
              <Controller
                control={control}
                name="end_date"
                render={({ field }) => (
                  <DateInput
                    label={f.endDate}
                    calendar
                    max={today}
                    today={today}
                    {...aria}
                    {...field}
                  />
                )}
              />
            )}
          </Field>
        )}
      </div>
      <Field name="diagnosis" label={f.diagnosis} hint={f.diagnosisHint}>
        {(aria) => (
          <textarea
            rows={3}
            maxLength={500}
            {...aria}
            className={`form-control ${aria.className}`}
            {...register('diagnosis')}
          />
        )}
      </Field>
      <HospitalField required={needsHospital} />
    </fieldset>
  );
}
