// The claim form once the guard let the customer in: the event, the amount (or what the
// server will compute), the payout account and the documents, one upload slot per required
// or accepted kind. Client rules first (schema.ts; the first field in error takes the
// focus), then POST /claim/submit with the draft's Idempotency-Key. Everything typed and
// uploaded is kept in the draft (draft.ts) until the claim is submitted; a refusal (422)
// shows the server's message, and its field errors on the fields, and keeps it all.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type {
  ClaimDetail,
  ClaimEligibility,
  MasterReferenceBankItem,
} from '../../../api/generated/model';
import { FormAlert } from '../../../components/form/FormAlert';
import { MAX_SUBMIT_FILES } from '../documents/limits';
import { useDocumentUploads } from '../documents/useDocumentUploads';
import { clearDraft, draftKey, readDraft, writeDraft } from '../draft';
import { formMessages } from '../formMessages';
import { keyForRequest, requestSignature, type DraftIdempotency } from '../idempotency';
import { CLAIM_LIST_PATH } from '../paths';
import { formatRupiahInput } from '../rupiah';
import { useLeaveGuard } from '../../../components/useLeaveGuard';
import { messages as claimMessages } from '../messages';
import { AmountSection } from './AmountSection';
import { BankFields } from './BankFields';
import { DocumentSection } from './DocumentSection';
import { EventFields } from './EventFields';
import { EMPTY_VALUES, formFieldOf, hasInput, toRequest, type ClaimFormValues } from './formModel';
import { claimFormSchema } from './schema';
import { useClaimSubmit } from './useClaimSubmit';

const r = formMessages.rules;

export interface ClaimFormProps {
  eligibility: ClaimEligibility;
  banks: MasterReferenceBankItem[];
  /** The day the bank list was last checked ('2026-11-28'). */
  banksCheckedOn: string;
  /** Today in Jakarta ('2026-11-24'). */
  today: string;
  onSubmitted: (claim: ClaimDetail) => void;
}

export function ClaimForm({
  eligibility,
  banks,
  banksCheckedOn,
  today,
  onSubmitted,
}: ClaimFormProps) {
  const key = draftKey({
    policy_number: eligibility.policy_number,
    insured_id: eligibility.insured.insured_id,
    benefit: eligibility.benefit,
  });
  const [restored] = useState(() => readDraft(key));
  const schema = useMemo(() => claimFormSchema({ eligibility, today }), [eligibility, today]);
  const form = useForm<ClaimFormValues>({
    resolver: zodResolver(schema),
    defaultValues: {
      ...EMPTY_VALUES,
      ...restored?.values,
      claimed_amount: formatRupiahInput(restored?.values.claimed_amount ?? ''),
    },
    shouldFocusError: false,
  });
  const limits = useMemo(
    () => ({
      maxFileBytes: eligibility.max_file_bytes,
      maxTotalBytes: eligibility.max_claim_bytes,
      maxFiles: MAX_SUBMIT_FILES,
    }),
    [eligibility],
  );
  const uploads = useDocumentUploads({ limits, initial: restored?.documents });
  const [idempotency, setIdempotency] = useState<DraftIdempotency | null>(
    restored?.idempotency ?? null,
  );
  // The key as sent last, read at once by a second press (state would lag a render).
  const sentKey = useRef<DraftIdempotency | null>(restored?.idempotency ?? null);
  // One submission at a time, from the press on (validation included); none after success.
  const submitting = useRef(false);
  const succeeded = useRef(false);
  const [attempted, setAttempted] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [serverDocErrors, setServerDocErrors] = useState<Record<string, string>>({});
  const [focusRequest, setFocusRequest] = useState(0);
  const [finished, setFinished] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const values = useWatch({ control: form.control }) as ClaimFormValues;
  const submit = useClaimSubmit();
  const [notice] = useState(() => {
    if (!restored) return null;
    const parts = [restored.expired ? formMessages.expired(restored.expired) : null];
    if (hasInput({ ...EMPTY_VALUES, ...restored.values }) || restored.documents.length) {
      parts.unshift(formMessages.restored);
    }
    return parts.filter(Boolean).join(' ') || null;
  });

  useLeaveGuard(uploads.uploading, claimMessages.leave);

  // The draft follows every change; an untouched form leaves none behind.
  useEffect(() => {
    if (finished) return;
    if (!hasInput(values) && uploads.documents.length === 0 && !idempotency) clearDraft(key);
    else writeDraft(key, { values, documents: uploads.documents, idempotency });
  }, [finished, key, values, uploads.documents, idempotency]);

  // After a refused submission, the first field (in page order) in error takes the focus.
  useEffect(() => {
    if (!focusRequest) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const missing: Record<string, string> = {};
  if (attempted) {
    for (const requirement of eligibility.documents) {
      const attached = uploads.documents.some((d) => d.type === requirement.type);
      if (requirement.required && !attached) {
        missing[requirement.type] = formMessages.documents.missing(requirement.name);
      }
    }
  }
  const documentErrors = { ...serverDocErrors, ...missing };

  const refuse = (message: string) => {
    setAlert(message);
    setFocusRequest((n) => n + 1);
  };

  const send = async (formValues: ClaimFormValues) => {
    if (uploads.uploading) {
      setAlert(formMessages.documents.waitUploads);
      return;
    }
    const request = toRequest(formValues, eligibility, uploads.documents);
    const next = keyForRequest(sentKey.current, requestSignature(request));
    sentKey.current = next;
    // Kept before sending: a reload or a second tab sends the same key.
    writeDraft(key, { values: formValues, documents: uploads.documents, idempotency: next });
    setIdempotency(next);
    setAlert(null);
    setServerDocErrors({});
    const result = await submit.send(request, next.key);
    if (result.ok) {
      succeeded.current = true;
      setFinished(true);
      clearDraft(key);
      onSubmitted(result.claim);
      return;
    }
    if (result.status === 'busy') return;
    const docErrors: Record<string, string> = {};
    for (const error of result.fields) {
      const field = formFieldOf(error.field);
      const index = /^documents\[(\d+)\]/.exec(error.field)?.[1];
      const type = index === undefined ? undefined : request.documents[Number(index)]?.type;
      if (field) form.setError(field, { type: 'server', message: error.message });
      else if (type) docErrors[type] = error.message;
    }
    setServerDocErrors(docErrors);
    refuse(result.message);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.current || succeeded.current) return;
    submitting.current = true;
    setAttempted(true);
    const documentsMissing = eligibility.documents.some(
      (requirement) =>
        requirement.required && !uploads.documents.some((d) => d.type === requirement.type),
    );
    let invalid = false;
    void form
      .handleSubmit(
        (formValues) => (documentsMissing ? refuse(r.fix) : send(formValues)),
        () => {
          invalid = true;
        },
      )(event)
      // Refused once the form has given its fields their errors (it does so after calling
      // the invalid handler), so that the focus finds the first of them in page order.
      .then(() => {
        if (invalid) refuse(r.fix);
      })
      .finally(() => {
        submitting.current = false;
      });
  };

  const busy = submit.pending;
  return (
    <FormProvider {...form}>
      <form ref={formRef} noValidate onSubmit={onSubmit} className="kl-form" aria-busy={busy}>
        <FormAlert message={notice} variant="info" />
        <EventFields eligibility={eligibility} today={today} />
        <AmountSection eligibility={eligibility} />
        <BankFields banks={banks} checkedOn={banksCheckedOn} />
        <DocumentSection
          requirements={eligibility.documents}
          uploads={uploads}
          errors={documentErrors}
          maxFileBytes={eligibility.max_file_bytes}
          maxClaimBytes={eligibility.max_claim_bytes}
        />
        <p className="small text-body-secondary">{formMessages.draftNote}</p>
        <FormAlert message={alert} />
        <div className="kl-actions">
          <Link to={CLAIM_LIST_PATH} className="btn btn-outline-primary">
            {formMessages.submit.cancel}
          </Link>
          <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
            {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {busy ? formMessages.submit.sending : formMessages.submit.action}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
