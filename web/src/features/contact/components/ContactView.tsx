// The 'Hubungi Kami' screen from props: one card per contact channel of the company
// profile, the way to a written complaint (Sampaikan pengaduan: the complaint form), plus
// loading and error states.
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { CompanyProfile } from '../../../api/generated/model';
import type { Loadable } from '../../../api/loadable';
import { formatMobileNumber, mapSearchLink, telLink, whatsAppLink } from '../../../api/phone';
import { InlineError } from '../../../components/InlineError';
import { COMPLAINT_FORM_PATH } from '../../../shared/complaint';
import { messages } from '../messages';
import {
  ChatIcon,
  ClockIcon,
  GlobeIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  PrinterIcon,
} from './icons';
import '../contact.css';

export interface ContactViewProps {
  profile: Loadable<CompanyProfile>;
  onRetry?: () => void;
}

export function ContactView({ profile, onRetry }: ContactViewProps) {
  if (profile.state === 'loading') return <ContactSkeleton />;
  if (profile.state === 'error') {
    return (
      <div className="contact-page">
        <InlineError message={messages.error} onRetry={onRetry} />
      </div>
    );
  }
  return <ContactDetails profile={profile.data} />;
}

function ExternalLink({
  href,
  children,
  className,
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="visually-hidden"> {messages.newTab}</span>
    </a>
  );
}

interface ChannelProps {
  icon: ReactNode;
  title: string;
  hint?: string;
  children: ReactNode;
  variant?: 'whatsapp' | 'default';
  wide?: boolean;
}

function Channel({ icon, title, hint, children, variant = 'default', wide = false }: ChannelProps) {
  const id = useId();
  return (
    <section
      className={`contact-card card border-0 shadow-sm contact-card--${variant}${wide ? ' contact-card--wide' : ''}`}
      aria-labelledby={id}
    >
      <div className="card-body d-flex gap-3">
        <span className="contact-card__icon">{icon}</span>
        <div className="min-w-0">
          <h3 id={id} className="contact-card__title">
            {title}
          </h3>
          {hint && <p className="contact-card__hint">{hint}</p>}
          <div className="contact-card__value">{children}</div>
        </div>
      </div>
    </section>
  );
}

export function ContactDetails({ profile }: { profile: CompanyProfile }) {
  const headingId = useId();
  return (
    <div className="contact-page">
      <section className="contact-hero card border-0 shadow-sm mb-3" aria-labelledby={headingId}>
        <div className="card-body p-3 p-md-4">
          <h2 id={headingId} className="contact-hero__title">
            {profile.companyName}
          </h2>
          <p className="mb-0">{messages.intro}</p>
        </div>
      </section>
      <div className="contact-grid">
        <Channel
          icon={<ChatIcon />}
          title={messages.whatsapp.title}
          hint={messages.whatsapp.hint}
          variant="whatsapp"
        >
          <ExternalLink href={whatsAppLink(profile.csWhatsapp)}>
            {formatMobileNumber(profile.csWhatsapp)}
          </ExternalLink>
        </Channel>
        <Channel icon={<PhoneIcon />} title={messages.phone.title} hint={messages.phone.hint}>
          <a href={telLink(profile.csPhone)}>{profile.csPhone}</a>
        </Channel>
        <Channel icon={<MailIcon />} title={messages.email.title} hint={messages.email.hint}>
          <a href={`mailto:${profile.csEmail}`}>{profile.csEmail}</a>
        </Channel>
        <Channel icon={<ClockIcon />} title={messages.hours.title}>
          <span>{profile.operatingHours}</span>
        </Channel>
        <Channel icon={<PrinterIcon />} title={messages.fax.title}>
          <span>{profile.csFax}</span>
        </Channel>
        <Channel icon={<GlobeIcon />} title={messages.website.title}>
          <ExternalLink href={profile.website}>
            {profile.website.replace(/^https?:\/\//, '')}
          </ExternalLink>
        </Channel>
        <Channel
          icon={<ChatIcon />}
          title={messages.complaint.title}
          hint={messages.complaint.hint}
          wide
        >
          <Link to={COMPLAINT_FORM_PATH} className="btn btn-sm btn-primary">
            {messages.complaint.action}
          </Link>
        </Channel>
        <Channel icon={<MapPinIcon />} title={messages.address.title} wide>
          <address className="mb-2">{profile.address}</address>
          <ExternalLink
            href={mapSearchLink(profile.address)}
            className="btn btn-sm btn-outline-primary"
          >
            {messages.address.map}
          </ExternalLink>
        </Channel>
      </div>
    </div>
  );
}

export function ContactSkeleton() {
  return (
    <div className="contact-page" aria-busy="true">
      <span className="visually-hidden" role="status">
        {messages.loading}
      </span>
      <div className="card border-0 shadow-sm mb-3 placeholder-glow" aria-hidden="true">
        <div className="card-body p-3 p-md-4">
          <span className="placeholder placeholder-lg col-7 d-block mb-2" />
          <span className="placeholder col-10 d-block" />
        </div>
      </div>
      <div className="contact-grid" aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="card border-0 shadow-sm placeholder-glow">
            <div className="card-body">
              <span className="placeholder col-5 d-block mb-2" />
              <span className="placeholder col-8 d-block" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
