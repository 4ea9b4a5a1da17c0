// Rendered by the default layout after sign-in: asks token/checkValidTerm and, while the
// customer has not accepted the version in force, holds the portal behind a static modal
// (TermsGateDialog, loaded the first time the gate opens, then kept so it can close with
// its transition). Accepting updates the checkValidTerm cache (useAcceptTerms), which
// closes the gate.
import { lazy, Suspense, useState } from 'react';
import { useTermValidity } from './useTermValidity';

const TermsGateDialog = lazy(() => import('./TermsGateDialog'));

export function TermsGate({ onLogout }: { onLogout: () => void }) {
  const validity = useTermValidity();
  const open = validity.state === 'success' && !validity.data.valid;
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  const version = validity.state === 'success' ? validity.data.tnc_version : null;
  const accepted = validity.state === 'success' ? (validity.data.acceptedVersion ?? null) : null;
  return (
    <Suspense fallback={null}>
      <TermsGateDialog
        show={open}
        version={version}
        acceptedVersion={accepted}
        onLogout={onLogout}
      />
    </Suspense>
  );
}
