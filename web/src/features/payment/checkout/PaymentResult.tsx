// The end of a payment: paid (receipt number, paid at, the PDF receipt), expired (choose
// another method), failed (the reason, try again) or cancelled.
import { Link } from 'react-router';
import { IconAlert, IconCheck, IconClock, IconClose } from '../../../components/icons';
import type { Payment } from '../../../api/generated/model';
import { formatLongDateTimeWib } from '../../../components/format';
import { messages } from '../messages';
import { INVESTMENT_PATH, premiumInfoPath } from '../paths';
import { withPolicy } from '../../../shared/policyLink';

const m = messages.result;

export interface PaymentResultProps {
  payment: Payment;
  onDownload: () => void;
  downloading: boolean;
  /**
   * Instead of going back to 'Informasi Pembayaran Premi': choose a method again on this page
   * (the SPAJ first premium's page) after an expired, failed or cancelled payment.
   */
  onChooseAgain?: () => void;
}

/**
 * Back to 'Informasi Pembayaran Premi' of the payment's policy, to 'Investasi' after a
 * top-up, or the page's own choice.
 */
function BackButton({
  label,
  primary,
  payment,
  onChooseAgain,
}: {
  label: string;
  primary?: boolean;
  payment: Payment;
  onChooseAgain?: () => void;
}) {
  if (onChooseAgain) {
    return (
      <button
        type="button"
        className={`btn ${primary ? 'btn-primary' : 'btn-outline-primary'}`}
        onClick={onChooseAgain}
      >
        {label}
      </button>
    );
  }
  return (
    <Link
      to={
        payment.top_up
          ? withPolicy(INVESTMENT_PATH, payment.policy_number)
          : premiumInfoPath(payment.policy_number)
      }
      className={`btn ${primary ? 'btn-primary' : 'btn-outline-primary'}`}
    >
      {payment.top_up ? messages.topup.back : label}
    </Link>
  );
}

export function PaymentResult({
  payment,
  onDownload,
  downloading,
  onChooseAgain,
}: PaymentResultProps) {
  switch (payment.status) {
    case 'PAID':
      return (
        <div className="pay-result pay-result--paid" role="status">
          <span className="pay-result__icon" aria-hidden="true">
            <IconCheck />
          </span>
          <h2 className="pay-result__title">{m.paidTitle}</h2>
          <p className="pay-note">{payment.top_up ? messages.topup.paidText : m.paidText}</p>
          <dl className="pay-facts pay-facts--center">
            <div>
              <dt>{m.receiptNumber}</dt>
              <dd>{payment.receipt_number ?? '–'}</dd>
            </div>
            <div>
              <dt>{m.paidAt}</dt>
              <dd>{payment.paid_at ? formatLongDateTimeWib(payment.paid_at) : '–'}</dd>
            </div>
          </dl>
          <div className="pay-result__actions">
            <button
              type="button"
              className="btn btn-primary"
              onClick={onDownload}
              disabled={downloading}
            >
              {downloading ? m.receiptBusy : m.receipt}
            </button>
            <BackButton label={m.backToInfo} payment={payment} />
          </div>
        </div>
      );
    case 'EXPIRED':
      return (
        <div className="pay-result pay-result--ended" role="status">
          <span className="pay-result__icon" aria-hidden="true">
            <IconClock />
          </span>
          <h2 className="pay-result__title">{m.expiredTitle}</h2>
          <p className="pay-note">{payment.top_up ? messages.topup.endedText : m.expiredText}</p>
          <div className="pay-result__actions">
            <BackButton
              label={m.chooseOther}
              primary
              payment={payment}
              onChooseAgain={onChooseAgain}
            />
          </div>
        </div>
      );
    case 'FAILED':
      return (
        <div className="pay-result pay-result--failed" role="status">
          <span className="pay-result__icon" aria-hidden="true">
            <IconAlert />
          </span>
          <h2 className="pay-result__title">{m.failedTitle}</h2>
          <p className="pay-note">{payment.failure_reason ?? m.failedText}</p>
          <div className="pay-result__actions">
            <BackButton
              label={m.tryAgain}
              primary
              payment={payment}
              onChooseAgain={onChooseAgain}
            />
          </div>
        </div>
      );
    case 'CANCELLED':
      return (
        <div className="pay-result pay-result--ended" role="status">
          <span className="pay-result__icon" aria-hidden="true">
            <IconClose />
          </span>
          <h2 className="pay-result__title">{m.cancelledTitle}</h2>
          <p className="pay-note">{payment.top_up ? messages.topup.endedText : m.cancelledText}</p>
          <div className="pay-result__actions">
            <BackButton
              label={m.chooseOther}
              primary
              payment={payment}
              onChooseAgain={onChooseAgain}
            />
          </div>
        </div>
      );
    default:
      return null;
  }
}
