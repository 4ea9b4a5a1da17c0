// Rendered by the default layout after sign-in: asks token/checkValidTerm and, while the
// customer has not accepted the version in force, holds the portal behind a static modal.
// Accepting updates the checkValidTerm cache (useAcceptTerms), which closes the gate.
import { TermsGateModal } from './components/TermsGateModal';
import { useAcceptTerms, useTermsText, useTermValidity } from './useTerms';

export function TermsGate({ onLogout }: { onLogout: () => void }) {
  const validity = useTermValidity();
  const open = validity.state === 'success' && !validity.data.valid;
  const version = validity.state === 'success' ? validity.data.tnc_version : null;
  const accepted = validity.state === 'success' ? (validity.data.acceptedVersion ?? null) : null;
  // The text is only fetched when the gate has to open.
  const { text, retry } = useTermsText({ enabled: open });
  const { accept, saving, failed } = useAcceptTerms();
  return (
    <TermsGateModal
      show={open}
      text={text}
      onRetry={retry}
      version={version}
      acceptedVersion={accepted}
      onAccept={() => version && accept(version)}
      onLogout={onLogout}
      saving={saving}
      saveFailed={failed}
    />
  );
}
