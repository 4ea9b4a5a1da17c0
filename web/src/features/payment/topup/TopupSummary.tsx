// What the top-up comes to: the amount, the 5% top-up charge and what buys units, the forward
// pricing rule, the server's refusal of the last attempt (with 'Coba lagi' when the same
// attempt may be sent again), what still keeps it from being sent, and 'Lanjut Bayar'.
import { useId } from 'react';
import { formatRupiah } from '../../../components/format';
import type { PayError } from '../useCreateAttempt';
import type { TopupFigures } from './topupRules';
import { topupMessages } from './topupMessages';

const m = topupMessages.summary;

export function TopupSummary({
  figures,
  hint,
  pending,
  error,
  onSubmit,
  onRetry,
}: {
  /** Null while the amount is not one the server takes. */
  figures: TopupFigures | null;
  /** What to fix before sending, after a first try. */
  hint: string | null;
  pending: boolean;
  /** The last attempt's refusal that no field shows. */
  error: PayError | null;
  onSubmit: () => void;
  onRetry: () => void;
}) {
  const titleId = useId();
  const show = (amount: number | undefined) => (amount === undefined ? '–' : formatRupiah(amount));
  return (
    <section className="pay-card pay-checkout" aria-labelledby={titleId}>
      <h2 id={titleId} className="pay-heading">
        {m.heading}
      </h2>
      <dl className="topup-figures">
        <div>
          <dt>{m.amount}</dt>
          <dd>{show(figures?.amount)}</dd>
        </div>
        <div>
          <dt>{m.charge}</dt>
          <dd>{figures ? `− ${formatRupiah(figures.charge)}` : '–'}</dd>
        </div>
        <div className="topup-figures__total">
          <dt>{m.invested}</dt>
          <dd>{show(figures?.invested)}</dd>
        </div>
      </dl>
      <p className="pay-note">{m.pricing}</p>
      {error && (
        <div className="alert alert-danger pay-alert mb-3" role="alert">
          <p className="mb-0">{error.message}</p>
          {error.retryable && (
            <button
              type="button"
              className="btn btn-sm btn-danger mt-2"
              onClick={onRetry}
              disabled={pending}
            >
              {m.retry}
            </button>
          )}
        </div>
      )}
      {hint && (
        <p className="text-danger-emphasis small mb-2" id={`${titleId}-hint`} role="status">
          {hint}
        </p>
      )}
      <button
        type="button"
        className="btn btn-primary btn-lg w-100 pay-action__button"
        disabled={pending}
        aria-describedby={hint ? `${titleId}-hint` : undefined}
        onClick={onSubmit}
      >
        {pending ? (
          <>
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            {m.busy}
          </>
        ) : figures ? (
          m.submit(formatRupiah(figures.amount))
        ) : (
          m.submitEmpty
        )}
      </button>
    </section>
  );
}
