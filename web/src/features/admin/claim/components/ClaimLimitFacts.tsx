// The benefit's limit now (computed by the server): the limit, what is used and reserved, what
// remains, and the period it runs for (or the whole term of the policy).
import type { ClaimLimit } from '../../../../api/generated/model';
import { formatDate, formatRupiah } from '../../../../components/format';
import { claimMessages } from '../claimMessages';
import { DeskSection } from '../../desk/DeskSection';

const m = claimMessages.review;

export function ClaimLimitFacts({ limit }: { limit: ClaimLimit }) {
  const period =
    limit.period_start && limit.period_end
      ? `${formatDate(limit.period_start)} – ${formatDate(limit.period_end)}`
      : m.wholeTerm;
  return (
    <DeskSection title={m.limit}>
      <dl className="admin-facts admin-facts--amounts mb-0">
        <dt>{m.limitAmount}</dt>
        <dd>{formatRupiah(limit.limit_amount)}</dd>
        <dt>{m.used}</dt>
        <dd>{formatRupiah(limit.used_amount)}</dd>
        <dt>{m.reserved}</dt>
        <dd>{formatRupiah(limit.reserved_amount)}</dd>
        <dt>{m.remaining}</dt>
        <dd className="claim-amount">{formatRupiah(limit.remaining_amount)}</dd>
      </dl>
      <p className="small text-body-secondary mt-2 mb-0">{m.period(period)}</p>
    </DeskSection>
  );
}
