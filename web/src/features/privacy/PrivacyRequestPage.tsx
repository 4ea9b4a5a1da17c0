// Route screen of privacy-request ('Permintaan atas Data Pribadi', /privasi/permintaan): a
// request to correct, restrict or erase the customer's personal data. The kind as cards, each
// with a line on what it does; for an erasure, the data the law makes us keep (the overview's
// retention list: what, how long, on what basis) before the description; the description (20
// to 2000 characters, counted). Leaving with something typed asks first. POST
// /privacy/request/submit with an Idempotency-Key kept for the attempt (the same while the
// request is the same: a second press or a retry never records two), a refusal (422: one of
// the same kind still open, a field) in the server's words; then back to /privasi with a
// notice naming the register number and the deadlines.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessageOf, isApiError } from '../../api/errors';
import { requestOptions } from '../../api/fetcher';
import {
  getGetPrivacyOverviewQueryKey,
  submitPrivacyRequest,
  useGetPrivacyOverview,
} from '../../api/generated/endpoints/privacy/privacy';
import type {
  PrivacyRequest,
  PrivacyRequestKind,
  PrivacyRequestSubmitRequest,
  PrivacyRetention,
} from '../../api/generated/model';
import { toLoadable } from '../../api/loadable';
import { FormAlert } from '../../components/form/FormAlert';
import { formatLongDateTimeWib } from '../../components/format';
import { InlineError } from '../../components/InlineError';
import { PageLoader } from '../../components/PageLoader';
import { showToast } from '../../components/toast';
import { useLeaveGuard } from '../../components/useLeaveGuard';
import { formatDayWib } from './format';
import { DESCRIPTION_MAX, DESCRIPTION_MIN, kindLabels, messages } from './messages';
import { PRIVACY_PATH } from './paths';
import { keyForRequest, requestSignature, type AttemptKey } from './requestKey';
import './privacy.css';

const m = messages.form;
const KINDS: readonly PrivacyRequestKind[] = ['CORRECT', 'RESTRICT', 'ERASE'];

interface Errors {
  kind?: string;
  description?: string;
}

/** The form's own check, the contract's rules (the server checks them again). */
function validate(kind: PrivacyRequestKind | null, description: string): Errors {
  const errors: Errors = {};
  if (!kind) errors.kind = m.kindRequired;
  const text = description.trim();
  if (!text) errors.description = m.required;
  else if (text.length < DESCRIPTION_MIN) errors.description = m.short;
  else if (text.length > DESCRIPTION_MAX) errors.description = m.long;
  return errors;
}

export default function PrivacyRequestPage() {
  const query = useGetPrivacyOverview({ request: { quiet: true } });
  const overview = toLoadable(query);
  if (overview.state === 'loading') return <PageLoader label={messages.loading} />;
  if (overview.state === 'error') {
    return (
      <InlineError
        message={query.error ? errorMessageOf(query.error) : messages.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <RequestForm retention={overview.data.retention} />;
}

function RequestForm({ retention }: { retention: readonly PrivacyRetention[] }) {
  const id = useId();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [kind, setKind] = useState<PrivacyRequestKind | null>(null);
  const [description, setDescription] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [done, setDone] = useState<PrivacyRequest | null>(null);
  const attempt = useRef<AttemptKey | null>(null);
  const inFlight = useRef(false);
  const kindRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);

  const submit = useMutation({
    mutationKey: ['submitPrivacyRequest'],
    mutationFn: ({ request, key }: { request: PrivacyRequestSubmitRequest; key: string }) =>
      submitPrivacyRequest(
        request,
        requestOptions({
          headers: { 'Idempotency-Key': key },
          quiet: true,
          errorMessage: m.network,
        }),
      ),
  });

  const dirty = kind !== null || description.trim() !== '';
  useLeaveGuard(dirty && done === null, m.leave);

  // Back to the page once the guard has let go (the state above has rendered).
  useEffect(() => {
    if (!done) return;
    showToast({
      message: m.done(
        done.request_number,
        formatLongDateTimeWib(done.acknowledge_due_at),
        formatDayWib(done.answer_due_at),
      ),
      variant: 'success',
    });
    void navigate(PRIVACY_PATH);
  }, [done, navigate]);

  const own = attempted ? validate(kind, description) : {};
  const errors: Errors = {
    kind: own.kind ?? serverErrors.kind,
    description: own.description ?? serverErrors.description,
  };
  const length = description.trim().length;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current || done) return;
    setAttempted(true);
    const found = validate(kind, description);
    if (found.kind || found.description || !kind) {
      (found.kind ? kindRef : descriptionRef).current?.focus();
      return;
    }
    const request: PrivacyRequestSubmitRequest = { kind, description: description.trim() };
    const next = keyForRequest(attempt.current, requestSignature(request));
    attempt.current = next;
    inFlight.current = true;
    setAlert(null);
    setServerErrors({});
    try {
      const { data } = await submit.mutateAsync({ request, key: next.key });
      await client.invalidateQueries({ queryKey: getGetPrivacyOverviewQueryKey() });
      setDone(data);
    } catch (error) {
      const fields: Errors = {};
      if (isApiError(error)) {
        for (const field of error.fieldErrors) {
          if (field.field === 'kind') fields.kind = field.message;
          if (field.field === 'description') fields.description = field.message;
        }
      }
      setServerErrors(fields);
      setAlert(errorMessageOf(error));
    } finally {
      inFlight.current = false;
    }
  };

  const hintId = `${id}-hint`;
  const counterId = `${id}-counter`;
  const errorId = `${id}-description-error`;
  return (
    <form className="pv-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <p className="pv-muted">{m.intro}</p>
      <FormAlert message={alert} />
      <fieldset
        className={`pv-kind-group${errors.kind ? ' is-invalid' : ''}`}
        aria-describedby={errors.kind ? `${id}-kind-error` : undefined}
      >
        <legend className="form-label fw-semibold fs-6 mb-2">{m.kindLegend}</legend>
        <div className="pv-kinds">
          {KINDS.map((value, index) => (
            <label key={value} className="pv-kind" htmlFor={`${id}-${value}`}>
              <input
                ref={index === 0 ? kindRef : undefined}
                id={`${id}-${value}`}
                type="radio"
                name="kind"
                value={value}
                className="form-check-input"
                checked={kind === value}
                aria-describedby={`${id}-${value}-hint`}
                onChange={() => {
                  setKind(value);
                  setServerErrors((e) => ({ ...e, kind: undefined }));
                }}
              />
              <span className="pv-kind__name">{kindLabels[value]}</span>
              <span id={`${id}-${value}-hint`} className="pv-kind__hint">
                {m.kindHints[value]}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {errors.kind && (
        <div id={`${id}-kind-error`} className="invalid-feedback d-block">
          {errors.kind}
        </div>
      )}

      {kind === 'ERASE' && retention.length > 0 && (
        <section className="pv-retention mt-3" aria-labelledby={`${id}-retention`}>
          <h2 id={`${id}-retention`} className="h6">
            {m.retentionHeading}
          </h2>
          <p className="small pv-muted">{m.retentionIntro}</p>
          <dl>
            {retention.map((row) => (
              <div key={row.data} className="pv-retention__row">
                <dt>{row.data}</dt>
                <dd>
                  {m.retentionPeriod}: {row.period}
                </dd>
                <dd>
                  {m.retentionBasis}: {row.basis}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      <div className="mt-3">
        <label htmlFor={`${id}-description`} className="form-label fw-semibold">
          {m.description}
        </label>
        <textarea
          ref={descriptionRef}
          id={`${id}-description`}
          className={`form-control${errors.description ? ' is-invalid' : ''}`}
          rows={6}
          maxLength={DESCRIPTION_MAX + 100}
          value={description}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={`${hintId} ${counterId}${errors.description ? ` ${errorId}` : ''}`}
          onChange={(e) => {
            setDescription(e.target.value);
            setServerErrors((s) => ({ ...s, description: undefined }));
          }}
        />
        {errors.description && (
          <div id={errorId} className="invalid-feedback d-block">
            {errors.description}
          </div>
        )}
        <div className="d-flex justify-content-between gap-3 form-text">
          <span id={hintId}>
            {kind ? `${m.descriptionHint[kind]} ` : ''}
            {m.descriptionRule}
          </span>
          <span
            id={counterId}
            className={`pv-counter${length > DESCRIPTION_MAX ? ' text-danger' : ''}`}
          >
            {m.counter(length)}
          </span>
        </div>
      </div>

      <div className="pv-actions">
        <button
          type="submit"
          className="btn btn-primary px-4"
          disabled={submit.isPending}
          aria-busy={submit.isPending || undefined}
        >
          {submit.isPending && (
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          )}
          {submit.isPending ? m.sending : m.submit}
        </button>
        <Link to={PRIVACY_PATH} className="btn btn-outline-primary">
          {m.cancel}
        </Link>
      </div>
    </form>
  );
}
