// The unpaid bills with checkboxes (oldest first; see billSelection.ts for the rule), the
// pending ones with a link to their payment page, and the total of the selection.
import { useId } from 'react';
import { Link } from 'react-router';
import type { Bill } from '../../../api/generated/model';
import { formatDate, formatRupiah } from '../../../components/format';
import { payableBills } from '../billSelection';
import { messages } from '../messages';
import { formatPeriod } from '../period';
import { checkoutPath } from '../paths';

const m = messages.bills;

export interface BillListProps {
  bills: readonly Bill[];
  selected: readonly Bill[];
  onToggle: (billId: string, checked: boolean) => void;
  disabled?: boolean;
}

export function BillList({ bills, selected, onToggle, disabled }: BillListProps) {
  const titleId = useId();
  const ruleId = useId();
  const payable = new Set(payableBills(bills).map((bill) => bill.bill_id));
  const chosen = new Set(selected.map((bill) => bill.bill_id));
  const total = selected.reduce((sum, bill) => sum + bill.amount, 0);
  return (
    <section className="pay-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="pay-heading">
        {m.heading}
      </h2>
      <p id={ruleId} className="pay-note mb-3">
        {m.rule}
      </p>
      <ul className="pay-bills list-unstyled mb-0">
        {bills.map((bill) => {
          const period = formatPeriod(bill.period_start, bill.period_end);
          const inputId = `bill-${bill.bill_id}`;
          const isChosen = chosen.has(bill.bill_id);
          return (
            <li
              key={bill.bill_id}
              className={`pay-bill ${isChosen ? 'pay-bill--chosen' : ''}`}
              data-status={bill.status}
            >
              <div className="pay-bill__check">
                {payable.has(bill.bill_id) && (
                  <input
                    id={inputId}
                    type="checkbox"
                    className="form-check-input"
                    checked={isChosen}
                    disabled={disabled}
                    aria-describedby={ruleId}
                    aria-label={m.select(period)}
                    onChange={(event) => onToggle(bill.bill_id, event.target.checked)}
                  />
                )}
              </div>
              <label
                className="pay-bill__body"
                htmlFor={payable.has(bill.bill_id) ? inputId : undefined}
              >
                <span className="pay-bill__period">{period}</span>
                <span className="pay-bill__due">
                  {m.due} {formatDate(bill.due_date)}
                </span>
                <span className="pay-bill__badges">
                  {bill.status === 'PENDING_PAYMENT' ? (
                    <span className="badge rounded-pill text-bg-warning">{m.pending}</span>
                  ) : (
                    <span className="badge rounded-pill text-bg-light border">
                      {bill.status_desc}
                    </span>
                  )}
                  {bill.overdue && (
                    <span className="badge rounded-pill text-bg-danger">{m.overdue}</span>
                  )}
                </span>
              </label>
              <div className="pay-bill__side">
                <span className="pay-bill__amount pay-nowrap">{formatRupiah(bill.amount)}</span>
                {bill.status === 'PENDING_PAYMENT' && bill.pending_payment_id && (
                  <Link className="pay-bill__link" to={checkoutPath(bill.pending_payment_id)}>
                    {m.continuePayment}
                  </Link>
                )}
              </div>
              {bill.status === 'UNPAID' && !payable.has(bill.bill_id) && (
                <p className="pay-bill__hint mb-0">{m.blockedByPending}</p>
              )}
            </li>
          );
        })}
      </ul>
      <div className="pay-total" aria-live="polite">
        <span>
          <span className="d-block">{m.selectedTotal}</span>
          <span className="pay-total__count">{m.selectedCount(selected.length)}</span>
        </span>
        <strong className="pay-nowrap">{formatRupiah(total)}</strong>
      </div>
    </section>
  );
}
