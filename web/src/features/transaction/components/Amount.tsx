// A transaction amount with its direction: '+ Rp 8.450.000' in green for money the
// customer receives (IN), '- Rp 750.000' for money paid or deducted (OUT), 'Rp 5.845.306'
// without a sign for money moved inside the policy (INTERNAL: a fund switch). The sign
// carries the meaning; the colour only repeats it.
import type { TransactionFlow, TransactionType } from '../../../api/generated/model';
import { formatRupiah, formatSignedRupiah } from '../../../components/format';

const variants: Record<TransactionFlow, string> = {
  IN: 'trx-amount--in',
  OUT: 'trx-amount--out',
  INTERNAL: 'trx-amount--internal',
};

export function Amount({ amount, flow }: { amount: number; flow: TransactionFlow }) {
  return (
    <span className={`trx-amount ${variants[flow]}`} data-flow={flow}>
      {flow === 'INTERNAL'
        ? formatRupiah(amount)
        : formatSignedRupiah(amount, flow === 'IN' ? '+' : '-')}
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
