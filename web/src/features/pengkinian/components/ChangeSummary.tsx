// The draft's summary: every change by section (label, old -> new) and the NIK warnings,
// which the customer must confirm before the one-time codes.
import { useId } from 'react';
import type { PengkinianDraft } from '../../../api/generated/model';
import { groupChanges, warningLabels } from '../../../shared/kycLabels';
import { messages } from '../messages';

const m = messages.summary;

export interface ChangeSummaryProps {
  draft: PengkinianDraft;
  confirmed: boolean;
  confirmError: boolean;
  onConfirm: (value: boolean) => void;
}

export function ChangeSummary({ draft, confirmed, confirmError, onConfirm }: ChangeSummaryProps) {
  const checkId = useId();
  return (
    <>
      <p>{m.intro}</p>
      {groupChanges(draft.changes).map((group) => (
        <section key={group.section} className="pk-summary-group" aria-label={group.label}>
          <h3 className="pk-summary-group__title">{group.label}</h3>
          <dl className="pk-changes">
            {group.changes.map((change) => (
              <div key={`${change.section}.${change.field}`} className="pk-change">
                <dt>{change.label}</dt>
                <dd>
                  <span className="pk-change__old">
                    <span className="visually-hidden">{m.old}: </span>
                    {change.old_value ?? messages.change.empty}
                  </span>
                  <span className="pk-change__arrow" aria-hidden="true">
                    →
                  </span>
                  <span className="visually-hidden"> {m.arrow} </span>
                  <span className="pk-change__new">
                    <span className="visually-hidden">{m.new}: </span>
                    {change.new_value ?? messages.change.empty}
                  </span>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      {draft.warnings.length > 0 && (
        <section className="alert alert-warning" aria-labelledby={`${checkId}-warnings`}>
          <h3 id={`${checkId}-warnings`} className="h6">
            {m.warningsHeading}
          </h3>
          <ul className="mb-3">
            {draft.warnings.map((warning) => (
              <li key={warning.code}>
                <strong>{warningLabels[warning.code]}.</strong> {warning.message}
              </li>
            ))}
          </ul>
          <div className="form-check">
            <input
              id={checkId}
              type="checkbox"
              className={`form-check-input ${confirmError ? 'is-invalid' : ''}`}
              checked={confirmed}
              aria-invalid={confirmError || undefined}
              aria-describedby={confirmError ? `${checkId}-error` : undefined}
              onChange={(event) => onConfirm(event.target.checked)}
            />
            <label htmlFor={checkId} className="form-check-label">
              {m.confirm}
            </label>
            {confirmError && (
              <div id={`${checkId}-error`} className="invalid-feedback d-block">
                {m.confirmRequired}
              </div>
            )}
          </div>
        </section>
      )}
    </>
  );
}
