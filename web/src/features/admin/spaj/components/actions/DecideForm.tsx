// Issue the underwriter's decision to accept (POST /admin/spaj/decide): loadings (a percent of
// the main product's premium in steps of 25, each with its reason), exclusions (each with its
// reason), and how many days the applicant has to approve. The premium it makes shows as the
// underwriter types (spajRules.premiumPreview: the server's arithmetic), then the confirmation
// step names the final premium. The server computes the amounts that count.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useDecideSpaj } from '../../../../../api/generated/endpoints/admin/admin';
import type { SpajCoverage, SpajReviewDetail } from '../../../../../api/generated/model';
import { FormAlert } from '../../../../../components/form/FormAlert';
import { formatPremium, formatRupiah } from '../../../../../components/format';
import { spajMessages } from '../../spajMessages';
import {
  decideSchema,
  EXCLUSION_REASON_MAX,
  EXCLUSION_TITLE_MAX,
  EXCLUSIONS_MAX,
  LOADING_REASON_MAX,
  LOADINGS_MAX,
  VALID_DAYS_MAX,
  VALID_DAYS_MIN,
  type DecideValues,
} from '../../spajRules';
import { LOADING_PERCENTS, premiumPreview } from '../../spajLifecycle';
import { ActionFooter } from '../../../desk/ActionModal';
import { showFailure } from '../../../desk/serverErrors';
import { ConfirmStep } from './ConfirmStep';
import { useSpajActionResult, type ActionOutcome } from './useSpajActionResult';

const m = spajMessages.actions.decide;
const DEFAULT_VALID_DAYS = 30;

/** The premium the decision makes, as the server will compute it. */
export function PremiumPreviewTable({
  coverage,
  percents,
}: {
  coverage: SpajCoverage;
  percents: readonly number[];
}) {
  const p = premiumPreview(coverage, percents);
  const per = (amount: number) => formatPremium(amount, coverage.premium_frequency);
  return (
    <section className="spaj-desk-preview" aria-labelledby="spaj-preview-title" aria-live="polite">
      <h4 id="spaj-preview-title" className="h6">
        {m.previewTitle}
      </h4>
      <table className="table table-sm mb-1">
        <tbody>
          <tr>
            <th scope="row">{m.mainPremium}</th>
            <td>{per(p.main)}</td>
          </tr>
          {p.riders.map((rider) => (
            <tr key={rider.name}>
              <th scope="row">{m.riderPremium(rider.name)}</th>
              <td>{per(rider.premium)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">{m.basePremium}</th>
            <td>{per(p.base)}</td>
          </tr>
          {p.loadings.map((loading, i) => (
            <tr key={i}>
              <th scope="row">{m.loadingLine(loading.percent)}</th>
              <td>{formatRupiah(loading.amount)}</td>
            </tr>
          ))}
          {p.loadings.length > 0 && (
            <tr>
              <th scope="row">{m.extraPremium}</th>
              <td>{formatRupiah(p.extra)}</td>
            </tr>
          )}
          <tr className="spaj-desk-preview__total">
            <th scope="row">{m.finalPremium}</th>
            <td data-testid="final-premium">{per(p.final)}</td>
          </tr>
        </tbody>
      </table>
      <p className="small text-body-secondary mb-0">{m.rule}</p>
    </section>
  );
}

export function DecideForm({
  review,
  outcome,
  onCancel,
}: {
  review: SpajReviewDetail;
  outcome: ActionOutcome;
  onCancel: () => void;
}) {
  const { coverage, spaj_number: number } = review.application;
  const id = useId();
  const result = useSpajActionResult(number, outcome);
  const decide = useDecideSpaj({ request: { quiet: true } });
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<DecideValues | null>(null);
  const form = useForm<DecideValues>({
    resolver: zodResolver(decideSchema),
    defaultValues: { loadings: [], exclusions: [], valid_days: DEFAULT_VALID_DAYS },
  });
  const loadings = useFieldArray({ control: form.control, name: 'loadings' });
  const exclusions = useFieldArray({ control: form.control, name: 'exclusions' });
  const watched = useWatch({ control: form.control, name: 'loadings' });
  const percents = watched.map((l) => Number(l.percent));
  const errors = form.formState.errors;

  const send = async (values: DecideValues) => {
    setFailure(null);
    try {
      const answer = await decide.mutateAsync({
        data: {
          spaj_number: number,
          loadings: values.loadings.map((l) => ({ percent: l.percent, reason: l.reason.trim() })),
          exclusions: values.exclusions.map((e) => ({
            title: e.title.trim(),
            reason: e.reason.trim(),
          })),
          valid_days: values.valid_days,
        },
      });
      result.succeeded(answer, m.done(number));
    } catch (error) {
      const inForm = result.failed(error);
      if (!inForm) return;
      setConfirming(null);
      setFailure(
        showFailure(inForm, form.setError, (field) => {
          const match = /^(loadings|exclusions)\.(\d+)\.(percent|reason|title)$/.exec(field);
          if (match) return `${match[1]}.${Number(match[2])}.${match[3]}` as never;
          return field === 'valid_days' ? 'valid_days' : null;
        }),
      );
    }
  };

  if (confirming) {
    const final = premiumPreview(
      coverage,
      confirming.loadings.map((l) => l.percent),
    ).final;
    return (
      <ConfirmStep
        message={m.confirm(number, formatPremium(final, coverage.premium_frequency))}
        failure={failure}
        busy={decide.isPending}
        label={m.submit}
        variant="success"
        onBack={() => setConfirming(null)}
        onConfirm={() => void send(confirming)}
      >
        <PremiumPreviewTable
          coverage={coverage}
          percents={confirming.loadings.map((l) => l.percent)}
        />
        {confirming.exclusions.length > 0 && (
          <>
            <h4 className="h6 mt-3">{m.exclusions}</h4>
            <ul className="mb-0">
              {confirming.exclusions.map((e) => (
                <li key={e.title}>{e.title.trim()}</li>
              ))}
            </ul>
          </>
        )}
      </ConfirmStep>
    );
  }

  const textField = (
    name:
      `loadings.${number}.reason` | `exclusions.${number}.title` | `exclusions.${number}.reason`,
    label: string,
    max: number,
    message: string | undefined,
  ) => {
    const fieldId = `${id}-${name.replace(/\./g, '-')}`;
    return (
      <div className="mb-2">
        <label htmlFor={fieldId} className="form-label small mb-1">
          {label}
        </label>
        <input
          id={fieldId}
          className={`form-control form-control-sm${message ? ' is-invalid' : ''}`}
          maxLength={max + 20}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${fieldId}-error` : undefined}
          {...form.register(name)}
        />
        {message && (
          <div id={`${fieldId}-error`} className="invalid-feedback d-block">
            {message}
          </div>
        )}
      </div>
    );
  };

  const daysError = errors.valid_days?.message;
  return (
    <form
      className="claim-action-form"
      noValidate
      onSubmit={form.handleSubmit((values) => setConfirming(values))}
    >
      <Modal.Body>
        <FormAlert message={failure} />
        <p>{m.intro}</p>

        <fieldset className="mb-3">
          <legend className="h6">{m.loadings}</legend>
          {loadings.fields.length === 0 && (
            <p className="small text-body-secondary mb-2">{m.noLoadings}</p>
          )}
          {loadings.fields.map((field, i) => {
            const percentId = `${id}-loading-${field.id}`;
            return (
              <div key={field.id} className="spaj-desk-row">
                <div className="spaj-desk-row__head">
                  <label htmlFor={percentId} className="form-label small mb-0">
                    {m.percent}
                  </label>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger"
                    aria-label={m.removeLoading(i + 1)}
                    onClick={() => loadings.remove(i)}
                  >
                    {spajMessages.actions.remove}
                  </button>
                </div>
                <select
                  id={percentId}
                  className="form-select form-select-sm mb-2"
                  {...form.register(`loadings.${i}.percent`, { valueAsNumber: true })}
                >
                  {LOADING_PERCENTS.map((percent) => (
                    <option key={percent} value={percent}>
                      {m.percentOption(percent)}
                    </option>
                  ))}
                </select>
                {textField(
                  `loadings.${i}.reason`,
                  m.reason,
                  LOADING_REASON_MAX,
                  errors.loadings?.[i]?.reason?.message,
                )}
              </div>
            );
          })}
          {loadings.fields.length < LOADINGS_MAX && (
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              onClick={() => loadings.append({ percent: 50, reason: '' })}
            >
              {m.addLoading}
            </button>
          )}
        </fieldset>

        <fieldset className="mb-3">
          <legend className="h6">{m.exclusions}</legend>
          {exclusions.fields.length === 0 && (
            <p className="small text-body-secondary mb-2">{m.noExclusions}</p>
          )}
          {exclusions.fields.map((field, i) => (
            <div key={field.id} className="spaj-desk-row">
              <div className="spaj-desk-row__head">
                <span className="small fw-semibold">{`${m.exclusions} ${i + 1}`}</span>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  aria-label={m.removeExclusion(i + 1)}
                  onClick={() => exclusions.remove(i)}
                >
                  {spajMessages.actions.remove}
                </button>
              </div>
              {textField(
                `exclusions.${i}.title`,
                m.exclusionTitle,
                EXCLUSION_TITLE_MAX,
                errors.exclusions?.[i]?.title?.message,
              )}
              {textField(
                `exclusions.${i}.reason`,
                m.reason,
                EXCLUSION_REASON_MAX,
                errors.exclusions?.[i]?.reason?.message,
              )}
            </div>
          ))}
          {exclusions.fields.length < EXCLUSIONS_MAX && (
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              onClick={() => exclusions.append({ title: '', reason: '' })}
            >
              {m.addExclusion}
            </button>
          )}
        </fieldset>

        <div className="mb-3">
          <label htmlFor={`${id}-days`} className="form-label fw-semibold">
            {m.validDays}
          </label>
          <input
            id={`${id}-days`}
            type="number"
            inputMode="numeric"
            min={VALID_DAYS_MIN}
            max={VALID_DAYS_MAX}
            className={`form-control${daysError ? ' is-invalid' : ''}`}
            style={{ maxWidth: '8rem' }}
            aria-invalid={daysError ? true : undefined}
            aria-describedby={`${id}-days-hint${daysError ? ` ${id}-days-error` : ''}`}
            {...form.register('valid_days', { valueAsNumber: true })}
          />
          {daysError && (
            <div id={`${id}-days-error`} className="invalid-feedback d-block">
              {daysError}
            </div>
          )}
          <div id={`${id}-days-hint`} className="form-text">
            {m.validDaysHint(VALID_DAYS_MIN, VALID_DAYS_MAX)}
          </div>
        </div>

        <PremiumPreviewTable
          coverage={coverage}
          percents={percents.filter((p) => Number.isFinite(p))}
        />
      </Modal.Body>
      <ActionFooter busy={false} label={m.submit} variant="success" onCancel={onCancel} />
    </form>
  );
}
