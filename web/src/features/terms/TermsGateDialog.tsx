// The terms gate's modal with the terms text and the acceptance call: loaded by TermsGate
// only when the gate opens (its sanitiser, DOMPurify, stays out of every other page load).
import { TermsGateModal } from './components/TermsGateModal';
import { useAcceptTerms, useTermsText } from './useTerms';

export interface TermsGateDialogProps {
  show: boolean;
  version: string | null;
  acceptedVersion: string | null;
  onLogout: () => void;
}

export default function TermsGateDialog({
  show,
  version,
  acceptedVersion,
  onLogout,
}: TermsGateDialogProps) {
  // The text is only fetched while the gate is open.
  const { text, retry } = useTermsText({ enabled: show });
  const { accept, saving, failed } = useAcceptTerms();
  return (
    <TermsGateModal
      show={show}
      text={text}
      onRetry={retry}
      version={version}
      acceptedVersion={acceptedVersion}
      onAccept={() => version && accept(version)}
      onLogout={onLogout}
      saving={saving}
      saveFailed={failed}
    />
  );
}
