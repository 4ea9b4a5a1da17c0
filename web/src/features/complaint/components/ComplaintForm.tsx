// The complaint form: Pokok pengaduan (the contract's categories), Polis (the customer's
// policies, or none), Judul, Uraian with its counter, and up to 5 attachments through the
// shared uploads (purpose COMPLAINT_DOCUMENT). The client's rules first (rules.ts; the first
// field in error takes the focus), then POST /complaint/submit with the attempt's
// Idempotency-Key. A refusal (422) shows the server's message above the buttons and its
// field errors on the fields, and keeps everything typed and uploaded. Leaving with unsaved
// input asks first. After 201 the page goes to the complaint's acknowledgement.
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type {
  ComplaintCategory,
  ComplaintSubmitRequest,
  PolicySummary,
} from '../../../api/generated/model';
import { FormAlert } from '../../../components/form/FormAlert';
import { FileInput } from '../../../components/upload/FileInput';
import { FileList } from '../../../components/upload/FileList';
import { useFileUploads } from '../../../components/upload/useFileUploads';
import { useLeaveGuard } from '../../../components/useLeaveGuard';
import { keyForRequest, requestSignature, type AttemptKey } from '../idempotency';
import { categoryLabels, messages } from '../messages';
import { COMPLAINT_LIST_PATH, complaintDetailHref } from '../paths';
import {
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  EMPTY_VALUES,
  fieldOf,
  hasInput,
  MAX_FILE_BYTES,
  MAX_FILES,
  SUBJECT_MAX,
  SUBJECT_MIN,
  validate,
  type ComplaintField,
  type ComplaintFormValues,
  type FormErrors,
} from '../rules';
import { useComplaintSubmit } from '../useComplaintSubmit';

const m = messages.form;
const CATEGORIES = Object.keys(categoryLabels) as ComplaintCategory[];
const LIMITS = {
  maxFileBytes: MAX_FILE_BYTES,
  maxTotalBytes: MAX_FILES * MAX_FILE_BYTES,
  maxFiles: MAX_FILES,
};
const ATTACHMENTS_ID = 'adu-attachments';

export const fieldId = (name: ComplaintField) => `adu-field-${name}`;

function Field({
  name,
  label,
  hint,
  error,
  extra,
  children,
}: {
  name: ComplaintField;
  label: string;
  hint?: ReactNode;
  error?: string;
  /** Beside the hint (the counter). */
  extra?: ReactNode;
  children: (aria: {
    id: string;
    'aria-describedby'?: string;
    'aria-invalid'?: true;
    className: string;
  }) => ReactNode;
}) {
  const id = fieldId(name);
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div className="adu-field">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {children({
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
        className: error ? ' is-invalid' : '',
      })}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
      {(hint || extra) && (
        <div className="form-text d-flex justify-content-between gap-2">
          {hint && <span id={`${id}-hint`}>{hint}</span>}
          {extra}
        </div>
      )}
    </div>
  );
}

export interface ComplaintFormProps {
  /** The customer's policies; null while they load or when they could not be. */
  policies: PolicySummary[] | null;
  policiesNote?: string | null;
}

export function ComplaintForm({ policies, policiesNote }: ComplaintFormProps) {
  const navigate = useNavigate();
  const counterId = useId();
  const [values, setValues] = useState<ComplaintFormValues>(EMPTY_VALUES);
  const [errors, setErrors] = useState<FormErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const attempt = useRef<AttemptKey | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const submit = useComplaintSubmit();
  const uploads = useFileUploads({
    purpose: 'COMPLAINT_DOCUMENT',
    limits: LIMITS,
    wording: messages.upload,
  });

  const unsaved = sentTo === null && (hasInput(values) || uploads.items.length > 0);
  useLeaveGuard(unsaved, m.leave);

  // Once sent, to the acknowledgement (after the guard let go of the form).
  useEffect(() => {
    if (sentTo) void navigate(sentTo, { replace: true });
  }, [navigate, sentTo]);

  // After a refusal, the first field (in page order) in error takes the focus.
  useEffect(() => {
    if (!focusRequest) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const set = (name: ComplaintField) => (value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _gone, ...rest }) => rest);
  };

  const refuse = (message: string, fieldErrors: FormErrors) => {
    setErrors(fieldErrors);
    setAlert(message);
    setFocusRequest((n) => n + 1);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submit.pending || sentTo) return;
    const found = validate(values);
    if (Object.keys(found).length > 0) {
      refuse(m.fix, found);
      return;
    }
    if (uploads.uploading) {
      setErrors({});
      setAlert(m.waitUploads);
      return;
    }
    const request: ComplaintSubmitRequest = {
      category: values.category as ComplaintCategory,
      policy_number: values.policy_number || null,
      subject: values.subject.trim(),
      description: values.description.trim(),
      document_ids: uploads.documents.map((d) => d.document_id),
    };
    attempt.current = keyForRequest(attempt.current, requestSignature(request));
    setAlert(null);
    setErrors({});
    const result = await submit.send(request, attempt.current.key);
    if (result.ok) {
      setSentTo(complaintDetailHref(result.complaint.complaint_number));
      return;
    }
    if (result.status === 'busy') return;
    if (result.status === 409) {
      // A twin of this request is still being handled: the server says to wait.
      setAlert(result.message);
      return;
    }
    const fieldErrors: FormErrors = {};
    for (const error of result.fields) {
      const field = fieldOf(error.field);
      if (field && !fieldErrors[field]) fieldErrors[field] = error.message;
    }
    refuse(result.message, fieldErrors);
  };

  const description = values.description.trim().length;
  const busy = submit.pending;
  return (
    <form
      ref={formRef}
      noValidate
      className="adu-form"
      aria-busy={busy}
      onSubmit={(e) => void onSubmit(e)}
    >
      <Field name="category" label={m.category} error={errors.category}>
        {({ className, ...aria }) => (
          <select
            {...aria}
            className={`form-select${className}`}
            value={values.category}
            onChange={(e) => set('category')(e.target.value)}
          >
            <option value="">{m.categoryPlaceholder}</option>
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {categoryLabels[category]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field name="policy_number" label={m.policy} error={errors.policy_number} hint={policiesNote}>
        {({ className, ...aria }) => (
          <select
            {...aria}
            className={`form-select${className}`}
            value={values.policy_number}
            onChange={(e) => set('policy_number')(e.target.value)}
          >
            <option value="">{m.policyNone}</option>
            {policies?.map((policy) => (
              <option key={policy.policy_number} value={policy.policy_number}>
                {m.policyOption(policy.product_name, policy.policy_number)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        name="subject"
        label={m.subject}
        error={errors.subject}
        hint={m.subjectHint(SUBJECT_MIN, SUBJECT_MAX)}
      >
        {({ className, ...aria }) => (
          <input
            {...aria}
            type="text"
            className={`form-control${className}`}
            maxLength={SUBJECT_MAX}
            value={values.subject}
            onChange={(e) => set('subject')(e.target.value)}
          />
        )}
      </Field>
      <Field
        name="description"
        label={m.description}
        error={errors.description}
        hint={m.descriptionHint(DESCRIPTION_MIN, DESCRIPTION_MAX)}
        extra={
          <span
            id={counterId}
            className={`adu-counter${description > DESCRIPTION_MAX ? ' adu-counter--over' : ''}`}
            aria-live="polite"
          >
            {m.counter(description, DESCRIPTION_MAX)}
          </span>
        }
      >
        {({ className, ...aria }) => (
          <textarea
            {...aria}
            rows={7}
            className={`form-control${className}`}
            value={values.description}
            onChange={(e) => set('description')(e.target.value)}
          />
        )}
      </Field>
      <fieldset className="adu-field">
        <legend className="form-label fs-6 mb-1">{m.attachments}</legend>
        <p id={`${ATTACHMENTS_ID}-desc`} className="small text-body-secondary mb-1">
          {m.attachmentsHint}
        </p>
        <FileList
          title={m.attachmentsTitle}
          items={uploads.items}
          onRemove={uploads.remove}
          onRetry={uploads.retry}
          classPrefix="adu"
          animated
        />
        <FileInput
          id={ATTACHMENTS_ID}
          title={m.attachmentsTitle}
          maxFileBytes={MAX_FILE_BYTES}
          maxFiles={MAX_FILES}
          items={uploads.items}
          error={errors.document_ids}
          describedBy={`${ATTACHMENTS_ID}-desc`}
          labelClassName="visually-hidden"
          onAdd={(files) => {
            if (errors.document_ids) setErrors(({ document_ids: _gone, ...rest }) => rest);
            uploads.add(files);
          }}
        />
      </fieldset>
      <FormAlert message={alert} />
      <div className="adu-actions">
        <Link to={COMPLAINT_LIST_PATH} className="btn btn-outline-primary">
          {m.cancel}
        </Link>
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
          {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {busy ? m.sending : m.submit}
        </button>
      </div>
    </form>
  );
}
