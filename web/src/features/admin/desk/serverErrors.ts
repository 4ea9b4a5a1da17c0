// A refused action's message and a 422's field errors on the form. The server names a field by
// its path in the request body ('approved_amount', 'deductions.0.amount'); the forms name
// theirs the same way where they can, and `toField` translates the rest. The form's own
// message (above the fields) repeats the server's only when a field does not already say it.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { FormFailure } from './useDeskActionResult';

/** Puts the field errors on the form; returns the message to show above it, if any. */
export function showFailure<T extends FieldValues>(
  failure: FormFailure,
  setError: UseFormSetError<T>,
  toField: (field: string) => Path<T> | null,
): string | null {
  let first = true;
  let shownOnField = false;
  for (const { field, message } of failure.fields) {
    const path = toField(field);
    if (!path) continue;
    setError(path, { type: 'server', message }, { shouldFocus: first });
    first = false;
    if (message === failure.message) shownOnField = true;
  }
  return shownOnField ? null : failure.message;
}
