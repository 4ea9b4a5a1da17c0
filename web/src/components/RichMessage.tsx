// A message text with its `<key>` placeholders replaced from the company profile; the
// WhatsApp number becomes a wa.me link (leading 0 shown as +62), email and phone links too.
import { hasPlaceholder, messageSegments, type ProfileValues } from '../api/placeholders';
import { useCompanyProfile } from './useCompanyProfile';

export interface RichMessageProps {
  text: string;
  /** Profile values; the cached company profile when not given. */
  profile?: ProfileValues;
}

export function RichMessageView({ text, profile }: { text: string; profile: ProfileValues }) {
  return (
    <>
      {messageSegments(text, profile).map((segment, index) =>
        segment.kind === 'link' ? (
          <a
            key={index}
            href={segment.href}
            target={segment.href.startsWith('https:') ? '_blank' : undefined}
            rel={segment.href.startsWith('https:') ? 'noopener noreferrer' : undefined}
          >
            {segment.text}
          </a>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}

function CachedProfileMessage({ text }: { text: string }) {
  const profile = useCompanyProfile();
  return <RichMessageView text={text} profile={profile} />;
}

export function RichMessage({ text, profile }: RichMessageProps) {
  if (profile !== undefined || !hasPlaceholder(text)) {
    return <RichMessageView text={text} profile={profile} />;
  }
  return <CachedProfileMessage text={text} />;
}
