// The form's place while its chunk loads.
import { messages } from '../messages';

export function FormSkeleton() {
  return (
    <div className="placeholder-glow" aria-busy="true">
      <span className="visually-hidden" role="status">
        {messages.form.loading}
      </span>
      <span className="placeholder d-block rounded cms-skeleton" aria-hidden="true" />
      <span className="placeholder d-block rounded cms-skeleton" aria-hidden="true" />
    </div>
  );
}
