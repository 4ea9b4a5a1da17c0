// One payment on the payment page: the amount; while PENDING the countdown, the instructions
// of its channel (virtual account, QRIS, e-wallet), 'Menunggu pembayaran' and 'Batalkan
// pembayaran' (after a confirmation); once it ended, what the page shows for the end (`result`:
// the premium payment's result panel, or the issued policy of a first premium); and what is
// paid. Used by the premium payment page and the SPAJ first premium's page, each with the
// request options of its session.
import { lazy, Suspense, useEffect, useEffectEvent, type ReactNode } from 'react';
import type { FetchOptions } from '../../../api/fetcher';
import { useCancelPayment } from '../../../api/generated/endpoints/payment/payment';
import type { Payment } from '../../../api/generated/model';
import { confirm } from '../../../components/confirm';
import { showToast } from '../../../components/toast';
import { clockOffset } from '../countdown';
import { messages } from '../messages';
import { Countdown } from './Countdown';
import { Ewallet } from './Ewallet';
import { AmountHeader, PaymentDetails } from './PaymentDetails';
import { VirtualAccount } from './VirtualAccount';
import './checkout.css';

const m = messages.checkout;

// The QR code's encoder (uqr) loads only for a QRIS payment, in its own chunk: the payment
// page of a virtual account or an e-wallet does not carry it (the page budget).
const Qris = lazy(() => import('./Qris').then((module) => ({ default: module.Qris })));

function QrisPlaceholder() {
  return (
    <div className="pay-instructions placeholder-glow" aria-busy="true">
      <span className="placeholder d-block rounded mx-auto pay-qr__placeholder" />
    </div>
  );
}

export interface PaymentViewProps {
  payment: Payment;
  /** When the answer arrived (device clock), for the countdown's clock offset. */
  receivedAt: number;
  /** The countdown reached zero (or a cancel was refused): read the payment again. */
  onExpire: () => void;
  /** The session's request options (the SPAJ applicant's token); default the customer's. */
  request?: FetchOptions;
  /** The payment was cancelled here. */
  onCancelled: (payment: Payment) => void;
  /** Once, when the payment is seen ended (paid here or earlier, expired, failed, cancelled). */
  onEnded?: (payment: Payment) => void;
  /** What shows once the payment ended. */
  result: ReactNode;
}

export function PaymentView({
  payment,
  receivedAt,
  onExpire,
  request = {},
  onCancelled,
  onEnded,
  result,
}: PaymentViewProps) {
  const cancel = useCancelPayment({ request });
  const pending = payment.status === 'PENDING';

  const ended = useEffectEvent(() => onEnded?.(payment));
  useEffect(() => {
    if (!pending) ended();
  }, [pending]);

  const onCancel = async () => {
    const ok = await confirm({
      title: m.cancelTitle,
      message: m.cancelConfirm(payment.channel),
      okVariant: 'danger',
    });
    if (!ok) return;
    cancel.mutate(
      { data: { payment_id: payment.payment_id } },
      {
        onSuccess: ({ data }) => {
          showToast({ message: m.cancelled, variant: 'success' });
          onCancelled(data);
        },
        // Already paid or expired meanwhile (422, with a popup): show what it is now.
        onError: onExpire,
      },
    );
  };

  return (
    <article className="pay-checkout-card" aria-label={`${m.paymentId} ${payment.payment_id}`}>
      <AmountHeader payment={payment} />
      {pending ? (
        <>
          <Countdown
            expiresAt={payment.expires_at}
            offset={clockOffset(payment.server_time, receivedAt)}
            onOver={onExpire}
          />
          {payment.channel === 'VIRTUAL_ACCOUNT' && <VirtualAccount payment={payment} />}
          {payment.channel === 'QRIS' && (
            <Suspense fallback={<QrisPlaceholder />}>
              <Qris payment={payment} />
            </Suspense>
          )}
          {payment.channel === 'EWALLET' && <Ewallet payment={payment} />}
          <p className="pay-waiting">
            <span className="spinner-grow spinner-grow-sm me-2" aria-hidden="true" />
            {m.waiting}
          </p>
        </>
      ) : (
        result
      )}
      <PaymentDetails payment={payment} />
      {pending && (
        <button
          type="button"
          className="btn btn-link text-danger w-100 pay-cancel"
          disabled={cancel.isPending}
          onClick={() => void onCancel()}
        >
          {cancel.isPending ? m.cancelBusy : m.cancel}
        </button>
      )}
    </article>
  );
}
