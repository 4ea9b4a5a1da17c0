// The complaint form's rules, from the contract (ComplaintSubmitRequest; rules.test.ts holds
// them equal to the generated zod constants, which are not imported here: the zod module
// would double the page). Judged on the trimmed text, as the server does.
import type { ComplaintCategory } from '../../api/generated/model';
import { messages } from './messages';

const r = messages.form.rules;

export const SUBJECT_MIN = 5;
export const SUBJECT_MAX = 100;
// eslint-disable-next-line no-control-regex -- the contract's pattern, as written there
export const SUBJECT_PATTERN = /^[^<>{}\u0000-\u001f]+$/;
export const DESCRIPTION_MIN = 20;
export const DESCRIPTION_MAX = 2000;
/** Attachments of one complaint (DocumentPurpose COMPLAINT_DOCUMENT). */
export const MAX_FILES = 5;
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

export interface ComplaintFormValues {
  category: ComplaintCategory | '';
  /** '' when the complaint is not about one policy. */
  policy_number: string;
  subject: string;
  description: string;
}

export type ComplaintField = keyof ComplaintFormValues;
export type FormErrors = Partial<Record<ComplaintField | 'document_ids', string>>;

export const EMPTY_VALUES: ComplaintFormValues = {
  category: '',
  policy_number: '',
  subject: '',
  description: '',
};

export function hasInput(values: ComplaintFormValues): boolean {
  return Object.values(values).some((value) => value.trim() !== '');
}

/** The errors of the client's rules (none: the form may be sent). */
export function validate(values: ComplaintFormValues): FormErrors {
  const errors: FormErrors = {};
  if (!values.category) errors.category = r.category;
  const subject = values.subject.trim();
  if (!subject) errors.subject = r.subjectRequired;
  else if (subject.length < SUBJECT_MIN) errors.subject = r.subjectShort(SUBJECT_MIN);
  else if (subject.length > SUBJECT_MAX) errors.subject = r.subjectLong(SUBJECT_MAX);
  else if (!SUBJECT_PATTERN.test(subject)) errors.subject = r.subjectChars;
  const description = values.description.trim();
  if (!description) errors.description = r.descriptionRequired;
  else if (description.length < DESCRIPTION_MIN)
    errors.description = r.descriptionShort(DESCRIPTION_MIN);
  else if (description.length > DESCRIPTION_MAX)
    errors.description = r.descriptionLong(DESCRIPTION_MAX);
  return errors;
}

/** The server's field name ('document_ids[2]', 'policy_number') as the form's. */
export function fieldOf(field: string): ComplaintField | 'document_ids' | null {
  const name = field.replace(/\[\d+\]$/, '').replace(/\.\d+$/, '');
  return name === 'category' ||
    name === 'policy_number' ||
    name === 'subject' ||
    name === 'description' ||
    name === 'document_ids'
    ? name
    : null;
}
