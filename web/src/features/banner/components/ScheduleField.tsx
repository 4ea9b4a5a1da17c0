// One moment of a banner's schedule in WIB: a date (dd/mm/yyyy, typed or chosen in the
// calendar) and a 24-hour time ('08:00'), drawn by the portal in Indonesian. The form holds
// them together as 'YYYY-MM-DDTHH:mm' (bannerValues.ts sends that with +07:00); while a part
// is not a date or a time yet the value is not one either, and the rules say so. One message
// under both parts; the part that is wrong is marked (both when the moment itself is: an end
// before the start).
import { useRef } from 'react';
import { useController, type Control } from 'react-hook-form';
import { DateInput } from '../../../components/date/DateInput';
import { isIsoDate, isTime } from '../../../components/date/dateText';
import { TimeInput } from '../../../components/date/TimeInput';
import type { BannerFormValues } from '../bannerValues';

export interface ScheduleFieldProps {
  id: string;
  control: Control<BannerFormValues>;
  name: 'start_at' | 'end_at';
  dateLabel: string;
  timeLabel: string;
  /** Today in WIB (ISO): the calendar's today. */
  today: string;
}

export function ScheduleField({
  id,
  control,
  name,
  dateLabel,
  timeLabel,
  today,
}: ScheduleFieldProps) {
  const { field, fieldState } = useController({ control, name });
  const [date = '', time = ''] = field.value ? field.value.split('T') : [];
  const set = (nextDate: string, nextTime: string) =>
    field.onChange(nextDate || nextTime ? `${nextDate}T${nextTime}` : '');
  const dateBox = useRef<HTMLInputElement | null>(null);
  const timeBox = useRef<HTMLInputElement | null>(null);

  const error = fieldState.error?.message;
  const errorId = `${id}-error`;
  const dateOk = isIsoDate(date);
  const timeOk = isTime(time);
  const dateInvalid = Boolean(error) && (!dateOk || timeOk);
  const timeInvalid = Boolean(error) && (!timeOk || dateOk);

  return (
    <div className="mb-3">
      <div className="row g-2">
        <div className="col-7">
          <label htmlFor={`${id}-date`} className="form-label">
            {dateLabel}
          </label>
          <DateInput
            id={`${id}-date`}
            label={dateLabel}
            calendar
            today={today}
            value={date}
            onChange={(next) => set(next, time)}
            onBlur={field.onBlur}
            ref={(element) => {
              dateBox.current = element;
              // The rules' focus goes to the part that is wrong (the date first).
              field.ref(
                element && {
                  focus: () => (!dateOk || timeOk ? dateBox : timeBox).current?.focus(),
                },
              );
            }}
            aria-describedby={error ? errorId : undefined}
            aria-invalid={dateInvalid || undefined}
            className={dateInvalid ? 'is-invalid' : ''}
          />
        </div>
        <div className="col-5">
          <label htmlFor={`${id}-time`} className="form-label">
            {timeLabel}
          </label>
          <TimeInput
            id={`${id}-time`}
            value={time}
            onChange={(next) => set(date, next)}
            onBlur={field.onBlur}
            ref={timeBox}
            aria-describedby={error ? errorId : undefined}
            aria-invalid={timeInvalid || undefined}
            className={timeInvalid ? 'is-invalid' : ''}
          />
        </div>
      </div>
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}
