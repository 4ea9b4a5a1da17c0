// The 'Syarat dan Ketentuan' screen from props: version, text, and either the customer's
// acceptance of this version or the form to accept it.
import type { TermValidity } from '../../../api/generated/model';
import type { Loadable } from '../../../api/loadable';
import { InlineError } from '../../../components/InlineError';
import { messages } from '../messages';
import { TermsSkeleton } from './States';
import { TermsAcceptForm } from './TermsAcceptForm';
import { TermsContent } from './TermsContent';
import '../terms.css';

export interface TermsViewProps {
  text: Loadable<string>;
  onRetry?: () => void;
  /** Version in force (config/all); null while unknown. */
  version: string | null;
  /** Whether the customer accepted the version in force; the form shows when not. */
  validity: Loadable<TermValidity>;
  onAccept: () => void;
  saving?: boolean;
  saveFailed?: boolean;
}

export function TermsView({
  text,
  onRetry,
  version,
  validity,
  onAccept,
  saving,
  saveFailed,
}: TermsViewProps) {
  const accepted = validity.state === 'success' && validity.data.valid;
  const mustAccept = validity.state === 'success' && !validity.data.valid;
  const shownVersion = version ?? (validity.state === 'success' ? validity.data.tnc_version : null);
  return (
    <article className="terms-page card border-0 shadow-sm" aria-busy={text.state === 'loading'}>
      <div className="card-body p-3 p-md-5">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          {shownVersion && (
            <span className="badge rounded-pill terms-version">
              {messages.version(shownVersion)}
            </span>
          )}
          {accepted && (
            <span className="terms-accepted small">
              <span aria-hidden="true">✓ </span>
              {messages.accepted(validity.data.acceptedVersion ?? validity.data.tnc_version)}
            </span>
          )}
        </div>
        {mustAccept && <p className="alert alert-warning mb-4">{messages.needsAcceptance}</p>}
        {text.state === 'loading' && <TermsSkeleton />}
        {text.state === 'error' && <InlineError message={messages.loadError} onRetry={onRetry} />}
        {text.state === 'success' && <TermsContent html={text.data} />}
        {mustAccept && (
          <div className="terms-page__accept border-top pt-4 mt-4">
            <TermsAcceptForm
              onAccept={onAccept}
              saving={saving}
              failed={saveFailed}
              disabled={text.state !== 'success'}
            />
          </div>
        )}
      </div>
    </article>
  );
}
