// The 'Bayar Rp …' button with what keeps it from being pressed, and the answer of a
// failed attempt: the server's message inline, with 'Coba lagi' when the same attempt may
// simply be repeated (network failure, payment service unavailable).
import { formatRupiah } from '../../../components/format';
import { messages } from '../messages';
import type { PayError } from '../usePayAttempt';

const m = messages.pay;

export interface PaySectionProps {
  total: number;
  billCount: number;
  methodChosen: boolean;
  pending: boolean;
  error: PayError | null;
  onPay: () => void;
  onRetry: () => void;
}

export function PaySection({
  total,
  billCount,
  methodChosen,
  pending,
  error,
  onPay,
  onRetry,
}: PaySectionProps) {
  const hint = billCount === 0 ? m.needBills : !methodChosen ? m.needMethod : null;
  return (
    <div className="pay-action">
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
        <p className="pay-note mb-2" id="pay-hint">
          {hint}
        </p>
      )}
      <button
        type="button"
        className="btn btn-primary btn-lg w-100 pay-action__button"
        disabled={pending || hint !== null}
        aria-describedby={hint ? 'pay-hint' : undefined}
        onClick={onPay}
      >
        {pending ? (
          <>
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            {m.busy}
          </>
        ) : billCount > 0 ? (
          m.button(formatRupiah(total))
        ) : (
          m.buttonEmpty
        )}
      </button>
    </div>
  );
}
