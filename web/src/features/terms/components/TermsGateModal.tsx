// The static modal that holds the portal until the customer accepts the terms in force.
// It cannot be dismissed: no close button, no backdrop click, no Escape. 'Keluar' signs out.
import { useId } from 'react';
import Modal from 'react-bootstrap/Modal';
import type { Loadable } from '../../../api/loadable';
import { InlineError } from '../../../components/InlineError';
import { messages } from '../messages';
import { TermsSkeleton } from './States';
import { TermsAcceptForm } from './TermsAcceptForm';
import { TermsContent } from './TermsContent';
import '../../../components/modals.css';
import '../terms.css';

export interface TermsGateModalProps {
  show: boolean;
  text: Loadable<string>;
  onRetry?: () => void;
  version: string | null;
  /** The version the customer accepted before; null: never accepted any (a first time). */
  acceptedVersion: string | null;
  onAccept: () => void;
  onLogout: () => void;
  saving?: boolean;
  saveFailed?: boolean;
}

export function TermsGateModal({
  show,
  text,
  onRetry,
  version,
  acceptedVersion,
  onAccept,
  onLogout,
  saving,
  saveFailed,
}: TermsGateModalProps) {
  const titleId = useId();
  return (
    <Modal
      show={show}
      backdrop="static"
      keyboard={false}
      centered
      scrollable
      size="lg"
      fullscreen="sm-down"
      aria-labelledby={titleId}
      className="terms-gate"
    >
      <Modal.Header>
        <div>
          <Modal.Title as="h2" id={titleId} className="fs-5">
            {messages.gateTitle(acceptedVersion === null)}
          </Modal.Title>
          {version && (
            <span className="badge rounded-pill terms-version mt-1">
              {messages.version(version)}
            </span>
          )}
        </div>
      </Modal.Header>
      <Modal.Body
        tabIndex={0}
        role="region"
        aria-label={messages.textRegion}
        aria-busy={text.state === 'loading'}
      >
        <p className="text-body-secondary">{messages.gateIntro(acceptedVersion)}</p>
        {text.state === 'loading' && <TermsSkeleton />}
        {text.state === 'error' && <InlineError message={messages.loadError} onRetry={onRetry} />}
        {text.state === 'success' && <TermsContent html={text.data} />}
      </Modal.Body>
      <Modal.Footer>
        <TermsAcceptForm
          onAccept={onAccept}
          saving={saving}
          failed={saveFailed}
          disabled={text.state !== 'success'}
          secondaryAction={
            <button
              type="button"
              className="btn btn-outline-secondary"
              onClick={onLogout}
              disabled={saving}
            >
              {messages.logout}
            </button>
          }
        />
      </Modal.Footer>
    </Modal>
  );
}
