// Placeholder while a screen's code or data loads.
import { componentMessages } from './messages';

export function PageLoader({ label = componentMessages.loading }: { label?: string }) {
  return (
    <div className="page-loader" role="status" aria-live="polite">
      <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
