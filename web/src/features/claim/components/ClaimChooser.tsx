// 'Ajukan Klaim': what to claim, in three choices (GET /claim/benefit/list): the policy (one
// that cannot be claimed shows its reason and cannot be chosen), the insured, the benefit.
// Native radio groups, so the keyboard works as everywhere (Tab between groups, arrows
// within). 'Lanjut ke Formulir' opens the claim form; its guard asks the server first, and
// the button says so while the answer is awaited (a refusal keeps the customer here).
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useNavigation } from 'react-router';
import { errorMessageOf } from '../../../api/errors';
import { useListClaimBenefits } from '../../../api/generated/endpoints/claim/claim';
import type { ClaimPolicyOption } from '../../../api/generated/model';
import { toLoadable } from '../../../api/loadable';
import { InlineError } from '../../../components/InlineError';
import { claimRequestHref } from '../../../shared/claimRequest';
import { kindLabels, messages } from '../messages';
import { CLAIM_REQUEST_PATH } from '../paths';

const m = messages.chooser;

interface Choice {
  policy: string | null;
  insured: number | null;
  benefit: string | null;
}

/** The only claimable policy, or the only insured, is chosen for the customer. */
function initialChoice(policies: ClaimPolicyOption[]): Choice {
  const claimable = policies.filter((p) => p.claimable);
  const policy = claimable.length === 1 ? claimable[0]! : null;
  const insured = policy && policy.insured.length === 1 ? policy.insured[0]! : null;
  return {
    policy: policy?.policy_number ?? null,
    insured: insured?.insured_id ?? null,
    benefit: null,
  };
}

function Options({ policies, onClose }: { policies: ClaimPolicyOption[]; onClose: () => void }) {
  const id = useId();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [choice, setChoice] = useState<Choice>(() => initialChoice(policies));
  const checking =
    navigation.state === 'loading' && navigation.location?.pathname === CLAIM_REQUEST_PATH;
  const policy = policies.find((p) => p.policy_number === choice.policy && p.claimable);
  const insured = policy?.insured.find((i) => i.insured_id === choice.insured);
  const ready = Boolean(policy && insured && choice.benefit);

  const next = () => {
    if (!policy || !insured || !choice.benefit) return;
    void navigate(
      claimRequestHref({
        policy_number: policy.policy_number,
        insured_id: insured.insured_id,
        benefit: choice.benefit,
      }),
    );
  };

  return (
    <>
      <fieldset className="kl-choice">
        <legend className="kl-choice__legend">{m.policy}</legend>
        {policies.map((p) => {
          const value = p.policy_number;
          const reasonId = `${id}-reason-${value}`;
          return (
            <div key={value} className={`kl-option${p.claimable ? '' : ' kl-option--off'}`}>
              <input
                className="form-check-input"
                type="radio"
                id={`${id}-policy-${value}`}
                name={`${id}-policy`}
                value={value}
                checked={choice.policy === value}
                disabled={!p.claimable}
                aria-describedby={p.claimable ? undefined : reasonId}
                onChange={() =>
                  setChoice({
                    policy: value,
                    insured: p.insured.length === 1 ? p.insured[0]!.insured_id : null,
                    benefit: null,
                  })
                }
              />
              <label className="kl-option__label" htmlFor={`${id}-policy-${value}`}>
                <span className="kl-option__title">{p.product_name}</span>
                <span className="kl-option__meta">
                  {m.policyNumber(value)} · {p.status_desc}
                </span>
              </label>
              {!p.claimable && (
                <p id={reasonId} className="kl-option__reason">
                  <strong>{m.notClaimable}:</strong> {p.reason}
                </p>
              )}
            </div>
          );
        })}
      </fieldset>

      {policy && (
        <fieldset className="kl-choice">
          <legend className="kl-choice__legend">{m.insured}</legend>
          {policy.insured.map((i) => (
            <div key={i.insured_id} className="kl-option">
              <input
                className="form-check-input"
                type="radio"
                id={`${id}-insured-${i.insured_id}`}
                name={`${id}-insured`}
                checked={choice.insured === i.insured_id}
                onChange={() => setChoice({ ...choice, insured: i.insured_id, benefit: null })}
              />
              <label className="kl-option__label" htmlFor={`${id}-insured-${i.insured_id}`}>
                <span className="kl-option__title">{m.insuredLabel(i.name, i.relation)}</span>
              </label>
            </div>
          ))}
        </fieldset>
      )}

      {insured && (
        <fieldset className="kl-choice">
          <legend className="kl-choice__legend">{m.benefit}</legend>
          {insured.benefits.length === 0 && <p className="mb-0">{m.noBenefits}</p>}
          {insured.benefits.map((b) => (
            <div key={b.benefit} className="kl-option">
              <input
                className="form-check-input"
                type="radio"
                id={`${id}-benefit-${b.benefit}`}
                name={`${id}-benefit`}
                checked={choice.benefit === b.benefit}
                onChange={() => setChoice({ ...choice, benefit: b.benefit })}
              />
              <label className="kl-option__label" htmlFor={`${id}-benefit-${b.benefit}`}>
                <span className="kl-option__title">{b.benefit_name}</span>
                <span className="kl-option__meta">
                  {m.benefitSource(kindLabels[b.kind], b.source)}
                </span>
              </label>
            </div>
          ))}
        </fieldset>
      )}

      <div className="kl-chooser__actions">
        {!ready && (
          <p id={`${id}-hint`} className="kl-chooser__hint mb-0">
            {m.chooseAll}
          </p>
        )}
        <button type="button" className="btn btn-outline-primary" onClick={onClose}>
          {m.cancel}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={!ready || checking}
          aria-describedby={ready ? undefined : `${id}-hint`}
          aria-busy={checking || undefined}
          onClick={next}
        >
          {checking && (
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          )}
          {checking ? m.checking : m.next}
        </button>
      </div>
    </>
  );
}

export function ClaimChooser({ onClose }: { onClose: () => void }) {
  const query = useListClaimBenefits({ request: { quiet: true } });
  const options = toLoadable(query);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className="kl-chooser card border-0 shadow-sm" aria-labelledby="kl-chooser-title">
      <div className="card-body p-3 p-md-4">
        <h2 id="kl-chooser-title" ref={heading} tabIndex={-1} className="kl-section-title">
          {m.heading}
        </h2>
        <p className="text-body-secondary">{m.intro}</p>
        {options.state === 'loading' && (
          <p role="status" className="mb-0">
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            {m.loading}
          </p>
        )}
        {options.state === 'error' && (
          <InlineError
            message={query.error ? errorMessageOf(query.error) : m.error}
            onRetry={() => void query.refetch()}
          />
        )}
        {options.state === 'success' && options.data.policies.length === 0 && (
          <>
            <p>{m.none}</p>
            <button type="button" className="btn btn-outline-primary" onClick={onClose}>
              {m.cancel}
            </button>
          </>
        )}
        {options.state === 'success' && options.data.policies.length > 0 && (
          <Options policies={options.data.policies} onClose={onClose} />
        )}
      </div>
    </section>
  );
}
