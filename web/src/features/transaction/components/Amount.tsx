// A transaction amount with its direction: '+ Rp 8.450.000' in green for money the
// customer receives (IN), '- Rp 750.000' for money paid or deducted (OUT). The sign
// carries the meaning; the colour only repeats it.
import type { TransactionFlow, TransactionType } from '../../../api/generated/model';
import { formatSignedRupiah } from '../../../components/format';

export function Amount({ amount, flow }: { amount: number; flow: TransactionFlow }) {
  return (
    <span className={`trx-amount trx-amount--${flow === 'IN' ? 'in' : 'out'}`} data-flow={flow}>
      {formatSignedRupiah(amount, flow === 'IN' ? '+' : '-')}
    </span>
  );
}

const badgeVariants: Record<TransactionType, string> = {
  PREMIUM_PAYMENT: 'trx-badge--premium',
  TOP_UP: 'trx-badge--topup',
  WITHDRAWAL: 'trx-badge--withdrawal',
  CLAIM_PAYOUT: 'trx-badge--claim',
  FEE: 'trx-badge--fee',
  REFUND: 'trx-badge--refund',
  FUND_SWITCH: 'trx-badge--switch',
};

/** The transaction type as a badge, with the API's Indonesian name. */
export function TypeBadge({ type, label }: { type: TransactionType; label: string }) {
  return (
    <span className={`trx-badge ${badgeVariants[type] ?? ''}`} data-type={type}>
      {label}
    </span>
  );
}
