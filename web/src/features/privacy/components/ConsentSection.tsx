// 'Persetujuan': each consent with its state and its proof. The terms (required) say 'Wajib',
// the version agreed to and when, through which channel and from which address, and why they
// cannot be withdrawn here. Each product offer is a switch (POST /privacy/consent/update): the
// switch shows the new choice while it is saved, the saved consent afterwards; a refusal (the
// server's 422: no mobile number for SMS or telephone) is said under it and the switch returns
// to the saved state. 'Lihat bukti' opens the consent's history (given or withdrawn, when,
// channel, address).
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessageOf } from '../../../api/errors';
import {
  getGetPrivacyOverviewQueryKey,
  useUpdateConsent,
} from '../../../api/generated/endpoints/privacy/privacy';
import type { Consent, ConsentEvent, PrivacyOverview } from '../../../api/generated/model';
import { messages } from '../messages';
import { formatProofMoment } from '../format';

const m = messages.consents;

const proofOf = (event: ConsentEvent) =>
  m.proof(event.action, formatProofMoment(event.at), event.channel, event.client_address);

export function ConsentSection({ consents }: { consents: readonly Consent[] }) {
  const id = useId();
  return (
    <section className="card border-0 shadow-sm pv-card" aria-labelledby={`${id}-h`}>
      <div className="card-body">
        <h2 id={`${id}-h`} className="h5 pv-card__title">
          {m.heading}
        </h2>
        <p className="pv-muted">{m.intro}</p>
        <ul className="list-unstyled pv-list mb-0">
          {consents.map((consent) =>
            consent.required ? (
              <RequiredConsent key={consent.consent} consent={consent} />
            ) : (
              <OptionalConsent key={consent.consent} consent={consent} />
            ),
          )}
        </ul>
      </div>
    </section>
  );
}

function RequiredConsent({ consent }: { consent: Consent }) {
  const latest = consent.history[0];
  return (
    <li className="pv-item" data-consent={consent.consent}>
      <div className="pv-item__head">
        <span className="fw-semibold">{consent.consent_desc}</span>
        <span className="badge rounded-pill text-bg-secondary">{m.required}</span>
        {latest?.version && <span className="pv-muted small">{m.version(latest.version)}</span>}
      </div>
      <p className="pv-item__text mb-1">{latest ? proofOf(latest) : m.never}</p>
      <p className="pv-muted small mb-0">{m.requiredNote}</p>
    </li>
  );
}

function OptionalConsent({ consent }: { consent: Consent }) {
  const id = useId();
  const client = useQueryClient();
  const update = useUpdateConsent({ request: { quiet: true } });
  /** The choice being saved (null: none; the switch shows the saved state). */
  const [choice, setChoice] = useState<boolean | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const checked = choice ?? consent.granted;
  const latest = consent.history[0];

  const toggle = async (granted: boolean) => {
    if (update.isPending) return;
    setChoice(granted);
    setRefusal(null);
    setSaved(null);
    try {
      const { data } = await update.mutateAsync({ data: { consent: consent.consent, granted } });
      client.setQueryData(
        getGetPrivacyOverviewQueryKey(),
        (old: { data: PrivacyOverview } | undefined) =>
          old && {
            ...old,
            data: {
              ...old.data,
              consents: old.data.consents.map((c) => (c.consent === data.consent ? data : c)),
            },
          },
      );
      setSaved(data.granted ? m.savedOn(data.consent_desc) : m.savedOff(data.consent_desc));
    } catch (error) {
      setRefusal(errorMessageOf(error));
    } finally {
      setChoice(null);
    }
  };

  return (
    <li className="pv-item" data-consent={consent.consent}>
      <div className="pv-consent">
        <div className="form-check form-switch pv-switch">
          <input
            id={`${id}-switch`}
            type="checkbox"
            role="switch"
            className={`form-check-input${refusal ? ' is-invalid' : ''}`}
            checked={checked}
            aria-busy={update.isPending || undefined}
            aria-invalid={refusal ? true : undefined}
            aria-describedby={`${id}-state${refusal ? ` ${id}-error` : ''}`}
            onChange={(e) => void toggle(e.target.checked)}
          />
          <label htmlFor={`${id}-switch`} className="form-check-label fw-semibold">
            {consent.consent_desc}
          </label>
        </div>
        <p id={`${id}-state`} className="pv-item__text mb-0">
          <span className={checked ? 'pv-state pv-state--on' : 'pv-state'}>
            {update.isPending ? m.saving : checked ? m.granted : m.withdrawn}
          </span>
          {latest && <span className="pv-muted small d-block">{proofOf(latest)}</span>}
        </p>
      </div>
      {refusal && (
        <p id={`${id}-error`} className="small text-danger mb-0 mt-1" role="alert">
          {refusal}
        </p>
      )}
      <p className="visually-hidden" aria-live="polite">
        {saved}
      </p>
      <button
        type="button"
        className="btn btn-link btn-sm px-0 pv-proof-toggle"
        aria-expanded={open}
        aria-controls={`${id}-proof`}
        onClick={() => setOpen(!open)}
      >
        {open ? m.hideProof : m.showProof}
      </button>
      {open && (
        <div id={`${id}-proof`}>
          <ConsentHistory consent={consent} />
        </div>
      )}
    </li>
  );
}

function ConsentHistory({ consent }: { consent: Consent }) {
  if (consent.history.length === 0) return <p className="pv-muted small mb-0">{m.noHistory}</p>;
  return (
    <ol className="list-unstyled pv-history mb-0" aria-label={m.proofLabel(consent.consent_desc)}>
      {consent.history.map((event, index) => (
        <li key={`${event.at}-${index}`} className="pv-history__step">
          <span
            className={`badge rounded-pill ${event.action === 'GRANTED' ? 'text-bg-success' : 'text-bg-secondary'}`}
          >
            {m.actions[event.action]}
          </span>{' '}
          <time dateTime={event.at}>{formatProofMoment(event.at)}</time>
          <span className="d-block small">
            {m.channel} {event.channel} · {m.address} {event.client_address ?? m.unknownAddress}
          </span>
        </li>
      ))}
    </ol>
  );
}
