// Route screen of term-condition.
import { TermsView } from './components/TermsView';
import { useAcceptTerms, useTermsText, useTermsVersion } from './useTerms';
import { useTermValidity } from './useTermValidity';

export default function TermsPage() {
  const { text, retry } = useTermsText();
  const version = useTermsVersion();
  const validity = useTermValidity();
  const { accept, saving, failed } = useAcceptTerms();
  const current = validity.state === 'success' ? validity.data.tnc_version : version;
  return (
    <TermsView
      text={text}
      onRetry={retry}
      version={version}
      validity={validity}
      onAccept={() => current && accept(current)}
      saving={saving}
      saveFailed={failed}
    />
  );
}
