// The agent who took the application: name and code, a call button (tel:) and WhatsApp.
import type { SpajAgent } from '../../../api/generated/model';
import { formatMobileNumber, telLink, whatsAppLink } from '../../../api/phone';
import { IconPhone } from '../../../components/icons';
import { messages } from '../messages';
import { SpajSection } from './SpajSection';

const m = messages.followUp;

export function AgentContact({ agent }: { agent: SpajAgent }) {
  const phone = formatMobileNumber(agent.phone);
  return (
    <SpajSection title={m.agentTitle}>
      <p className="mb-1 fw-semibold">{agent.name}</p>
      <p className="small text-body-secondary mb-1">{m.agentCode(agent.code)}</p>
      <p className="mb-3 text-nowrap">{phone}</p>
      <div className="d-flex flex-wrap gap-2">
        <a
          className="btn btn-outline-primary"
          href={telLink(agent.phone)}
          aria-label={m.agentCallLabel(agent.name, phone)}
        >
          <IconPhone aria-hidden="true" className="me-1" />
          {m.agentCall}
        </a>
        <a
          className="btn btn-outline-success"
          href={whatsAppLink(agent.phone)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={m.agentWhatsappLabel(agent.name)}
        >
          {m.agentWhatsapp}
        </a>
      </div>
    </SpajSection>
  );
}
