// The hospital of the claim: a combobox. Typing a name asks the partner list (GET
// /hospital/list?q=..., a moment after typing stops); choosing a suggestion (mouse, or arrow
// keys and Enter) takes the partner's code; a name not on the list is simply typed and sent
// as the hospital's name. Escape closes the suggestions; changing the text after a choice
// forgets the partner.
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useListHospitals } from '../../../api/generated/endpoints/hospital/hospital';
import type { HospitalSummary } from '../../../api/generated/model';
import {
  listHospitalsQueryQMax,
  listHospitalsQueryQRegExp,
} from '../../../api/generated/zod/hospital/hospital.zod';
import { formMessages } from '../formMessages';
import { Field } from './Field';
import type { ClaimFormValues } from './formModel';

const h = formMessages.hospital;
const f = formMessages.fields;
export const HOSPITAL_DEBOUNCE_MS = 300;
const MIN_QUERY = 2;
const SUGGESTIONS = 8;

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export function HospitalField({ required }: { required: boolean }) {
  const listId = useId();
  const { register, setValue, control, formState } = useFormContext<ClaimFormValues>();
  const text = useWatch({ control, name: 'hospital_query' }) ?? '';
  const hospitalId = useWatch({ control, name: 'hospital_id' }) ?? '';
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const q = useDebounced(text.trim(), HOSPITAL_DEBOUNCE_MS).slice(0, listHospitalsQueryQMax);
  // Only what the contract accepts as q (no control characters, no < > { } \) is asked.
  const searching =
    open && !hospitalId && q.length >= MIN_QUERY && listHospitalsQueryQRegExp.test(q);
  const result = useListHospitals(
    { q, size: SUGGESTIONS },
    { query: { enabled: searching, staleTime: 60_000 }, request: { quiet: true } },
  );
  const options: HospitalSummary[] =
    searching && result.data?.status === 200 ? result.data.data.data : [];
  const expanded = searching && options.length > 0;
  const validate = formState.isSubmitted;

  const field = register('hospital_query', {
    onChange: () => {
      if (hospitalId) setValue('hospital_id', '', { shouldValidate: validate });
      setOpen(true);
      setActive(-1);
    },
  });

  const choose = (hospital: HospitalSummary) => {
    setValue('hospital_query', hospital.name, { shouldDirty: true });
    setValue('hospital_id', hospital.hospital_id, { shouldDirty: true, shouldValidate: validate });
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (!options.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  let status: string | null = null;
  if (searching && result.isFetching) status = h.searching;
  else if (searching && result.isError) status = h.error;
  else if (searching && result.data?.status === 200 && options.length === 0) status = h.none;

  const chosen = hospitalId ? h.chosen(text) : text.trim() ? h.typed : null;
  const hint = (
    <>
      {f.hospitalHint}
      {chosen && <span className="d-block fw-semibold kl-hospital__chosen">{chosen}</span>}
    </>
  );

  return (
    <Field name="hospital_query" label={required ? f.hospital : f.hospitalOptional} hint={hint}>
      {(aria) => (
        <div className="kl-combobox">
          <input
            {...field}
            id={aria.id}
            type="text"
            className={`form-control ${aria.className}`}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
            aria-describedby={aria['aria-describedby']}
            aria-invalid={aria['aria-invalid']}
            autoComplete="off"
            maxLength={150}
            onKeyDown={onKeyDown}
            onBlur={(event) => {
              void field.onBlur(event);
              setOpen(false);
            }}
            onFocus={() => setOpen(true)}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={h.suggestions}
            className="kl-combobox__list list-unstyled"
            hidden={!expanded}
          >
            {options.map((hospital, index) => (
              <li
                key={hospital.hospital_id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={`kl-combobox__option${index === active ? ' is-active' : ''}`}
                // Chosen before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(hospital);
                }}
              >
                <span className="kl-combobox__name">{hospital.name}</span>
                <span className="kl-combobox__place">{hospital.district_name}</span>
              </li>
            ))}
          </ul>
          <div className="kl-combobox__status small" role="status" aria-live="polite">
            {status}
          </div>
        </div>
      )}
    </Field>
  );
}
