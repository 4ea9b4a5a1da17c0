// Virtual account: the number in groups of four with 'Salin', and the bank's steps per
// channel (ATM, mobile banking, internet banking) as an accordion.
import Accordion from 'react-bootstrap/Accordion';
import type { Payment } from '../../../api/generated/model';
import { showToast } from '../../../components/toast';
import { isVaMethod, vaInstructions } from '../instructions';
import { messages } from '../messages';

const m = messages.va;

/** '3935800081234567' → '3935 8000 8123 4567'. */
export function groupDigits(value: string): string {
  return value.replace(/(\d{4})(?=\d)/g, '$1 ');
}

async function copy(value: string) {
  try {
    await navigator.clipboard.writeText(value);
    showToast({ message: m.copied, variant: 'success' });
  } catch {
    showToast({ message: m.copyFailed, variant: 'warning' });
  }
}

export function VirtualAccount({ payment }: { payment: Payment }) {
  const number = payment.va_number ?? '';
  const channels = isVaMethod(payment.method) ? vaInstructions[payment.method] : [];
  return (
    <div className="pay-instructions">
      <div className="pay-va">
        <p className="pay-va__label mb-1">
          {m.heading} · {payment.method_name}
        </p>
        <div className="pay-va__row">
          <span className="pay-va__number">{groupDigits(number)}</span>
          <button
            type="button"
            className="btn btn-outline-primary btn-sm pay-va__copy"
            aria-label={m.copyLabel}
            onClick={() => void copy(number)}
          >
            {m.copy}
          </button>
        </div>
      </div>
      <h3 className="pay-subheading">{m.howTo}</h3>
      <Accordion defaultActiveKey="0" className="pay-steps">
        {channels.map((channel, index) => (
          <Accordion.Item key={channel.channel} eventKey={String(index)}>
            <Accordion.Header as="h4">{channel.channel}</Accordion.Header>
            <Accordion.Body>
              <ol className="mb-0 ps-3">
                {channel.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </Accordion.Body>
          </Accordion.Item>
        ))}
      </Accordion>
    </div>
  );
}
