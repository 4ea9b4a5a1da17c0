// Status badges of premium payment. The badge always carries the text, so colour is never
// the only signal; Bootstrap's text-bg-* classes keep AA contrast.
import type { PaymentStatus } from '../../../api/generated/model';
import { paymentStatusVariants } from '../messages';

export { PolicyStatusBadge } from '../../../components/PolicyStatusBadge';

export function PaymentStatusBadge({ status, label }: { status: PaymentStatus; label: string }) {
  return (
    <span
      className={`badge rounded-pill ${paymentStatusVariants[status] ?? 'text-bg-secondary'}`}
      data-status={status}
    >
      {label}
    </span>
  );
}
