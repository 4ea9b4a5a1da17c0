// The answer about one code: genuine (and still current, or replaced by a newer version of the
// same document since a date), with what the document is, so the person holding it can
// compare; nothing personal beyond the masked policy number.
import type { ReactNode } from 'react';
import type { PaperVerification } from '../../../api/generated/model';
import { formatLongDateTimeWib } from '../../../components/format';
import { kindLabels, messages } from '../messages';

const m = messages.verify;

export function VerificationResult({ result }: { result: PaperVerification }) {
  const superseded = result.status === 'SUPERSEDED';
  const kind = kindLabels[result.kind] ?? result.kind;
  return (
    <div className={`verify-result verify-result--${superseded ? 'superseded' : 'current'}`}>
      <div className="verify-result__verdict" role="status">
        <VerdictIcon />
        <div>
          <h2 className="verify-result__title">{superseded ? m.superseded : m.genuine}</h2>
          <p className="verify-result__text">
            {superseded && result.superseded_at
              ? m.supersededText(formatLongDateTimeWib(result.superseded_at))
              : m.genuineText}
          </p>
        </div>
      </div>
      <p className="verify-result__compare">{m.compare}</p>
      <dl className="verify-facts">
        <Fact label={m.kind}>{kind}</Fact>
        {result.title !== kind && <Fact label={m.docTitle}>{result.title}</Fact>}
        <Fact label={m.issuedAt}>{formatLongDateTimeWib(result.issued_at)}</Fact>
        <Fact label={m.product}>{result.product_name}</Fact>
        <Fact label={m.policyNumber}>{result.policy_number_masked}</Fact>
        {result.subject && <Fact label={m.subject}>{result.subject}</Fact>}
        <Fact label={m.code}>
          <span className="verify-facts__code">{result.code}</span>
        </Fact>
      </dl>
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="verify-facts__item">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function VerdictIcon() {
  return (
    <svg className="verify-result__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6z" />
      <path d="m8.5 12 2.5 2.5 4.5-5" />
    </svg>
  );
}
