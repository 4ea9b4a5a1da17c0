// Loading placeholders and the empty states of 'Informasi Pembayaran Premi' and the payment
// page (the error state is the shared components/InlineError).
import { Link } from 'react-router';
import { formatDate } from '../../../components/format';
import { messages } from '../messages';
import { checkoutPath } from '../paths';

export const CONTACT_PATH = '/contact-us';

function Line({ width, className = '' }: { width: string; className?: string }) {
  return <span className={`placeholder d-block rounded ${className}`} style={{ width }} />;
}

/** `label`: what is loading (default the premium info). */
export function PremiumInfoSkeleton({ label = messages.loading }: { label?: string }) {
  return (
    <div className="pay-page" aria-busy="true">
      <span className="visually-hidden" role="status">
        {label}
      </span>
      {[3, 4, 2].map((rows, i) => (
        <div key={i} className="pay-card placeholder-glow" aria-hidden="true">
          <Line width="45%" className="placeholder-lg mb-3" />
          {Array.from({ length: rows }, (_, j) => (
            <Line key={j} width={`${85 - j * 12}%`} className="mb-2" />
          ))}
        </div>
      ))}
    </div>
  );
}

/** No unpaid bill: says so, with the next due date when there is one. */
export function NoBills({ nextDueDate }: { nextDueDate: string | null }) {
  return (
    <section className="pay-card pay-empty text-center">
      <p className="fs-5 fw-semibold mb-1">{messages.bills.none}</p>
      {nextDueDate && (
        <p className="pay-note mb-0">{messages.bills.noneNextDue(formatDate(nextDueDate))}</p>
      )}
    </section>
  );
}

/** A policy that has ended (terminated, claimed, lapsed) and has nothing to pay. */
export function PolicyEnded({ statusDesc }: { statusDesc: string }) {
  return (
    <section className="pay-card pay-empty text-center">
      <p className="fs-5 fw-semibold mb-1">{messages.bills.terminated(statusDesc)}</p>
      <p className="pay-note mb-3">{messages.bills.terminatedHint}</p>
      <Link to={CONTACT_PATH} className="btn btn-outline-primary">
        {messages.bills.contact}
      </Link>
    </section>
  );
}

/**
 * The oldest bill is in a payment still waiting: nothing else can be chosen until it ends.
 * `reason`: the server's answer that just showed it (409 from another tab), kept in view.
 */
export function PaymentWaiting({ paymentId, reason }: { paymentId: string; reason?: string }) {
  return (
    <section
      className="pay-card pay-waiting-notice"
      aria-labelledby="pay-waiting-title"
      aria-live="polite"
    >
      <h2 id="pay-waiting-title" className="pay-heading">
        {messages.bills.waitingTitle}
      </h2>
      {reason && (
        <div className="alert alert-warning py-2 px-3" role="alert">
          {reason}
        </div>
      )}
      <p className="pay-note">{messages.bills.waiting}</p>
      <Link to={checkoutPath(paymentId)} className="btn btn-primary w-100">
        {messages.bills.continuePayment}
      </Link>
    </section>
  );
}

/** The payment page while its payment loads. */
export function CheckoutSkeleton() {
  return (
    <div className="pay-checkout-card placeholder-glow" aria-busy="true">
      <span className="visually-hidden" role="status">
        {messages.checkout.loading}
      </span>
      <div aria-hidden="true">
        <Line width="40%" className="mb-2" />
        <Line width="65%" className="placeholder-lg mb-4" />
        <span
          className="placeholder d-block rounded mb-2"
          style={{ width: '90%', height: '4rem' }}
        />
        <Line width="80%" className="mb-2" />
        <Line width="70%" />
      </div>
    </div>
  );
}
