// E-wallet: a button that opens the wallet's checkout (its app, or its page when the app is
// not installed), and the steps. Only an http(s) address is ever used as a link.
import type { Payment } from '../../../api/generated/model';
import { messages } from '../messages';

const m = messages.ewallet;

export function safeCheckoutUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export function Ewallet({ payment }: { payment: Payment }) {
  const href = safeCheckoutUrl(payment.checkout_url);
  return (
    <div className="pay-instructions">
      {href && (
        <a
          className="btn btn-primary btn-lg w-100 mb-3"
          href={href}
          target="_blank"
          rel="noopener noreferrer"
        >
          {m.open(payment.method_name)}
        </a>
      )}
      <h3 className="pay-subheading">{m.howTo}</h3>
      <ol className="pay-steps-list">
        {m.steps(payment.method_name).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </div>
  );
}
