// Message texts may hold `<key>` placeholders naming a company profile value (e.g.
// `<csWhatsapp>`); they are replaced by the value. The WhatsApp number is shown as a
// wa.me link with the leading 0 replaced by +62.
import type { CompanyProfile } from './generated/model/companyProfile';
import { telLink, whatsAppLink, whatsappDisplay } from './phone';

export type ProfileValues = Partial<Record<string, unknown>> | CompanyProfile | null | undefined;

const PLACEHOLDER = /<([A-Za-z][A-Za-z0-9_]*)>/g;

export function hasPlaceholder(text: string): boolean {
  return new RegExp(PLACEHOLDER.source).test(text);
}

function valueOf(profile: ProfileValues, key: string): string | undefined {
  const value = (profile as Record<string, unknown> | null | undefined)?.[key];
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return undefined;
}

/** Plain-text replacement; placeholders without a value stay as they are. */
export function replacePlaceholders(text: string, profile: ProfileValues): string {
  return text.replace(PLACEHOLDER, (match, key: string) => {
    const value = valueOf(profile, key);
    if (value === undefined) return match;
    return key === 'csWhatsapp' ? whatsappDisplay(value) : value;
  });
}

export type MessageSegment =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/**
 * The text split into segments for rendering: the WhatsApp placeholder becomes a wa.me link,
 * csEmail a mailto link, csPhone a tel link; other placeholders become their value.
 */
export function messageSegments(text: string, profile: ProfileValues): MessageSegment[] {
  const segments: MessageSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const [whole, key = ''] = match;
    const index = match.index ?? 0;
    const value = valueOf(profile, key);
    if (value === undefined) continue;
    if (index > last) segments.push({ kind: 'text', text: text.slice(last, index) });
    if (key === 'csWhatsapp') {
      segments.push({ kind: 'link', text: whatsappDisplay(value), href: whatsAppLink(value) });
    } else if (key === 'csEmail') {
      segments.push({ kind: 'link', text: value, href: `mailto:${value}` });
    } else if (key === 'csPhone') {
      segments.push({ kind: 'link', text: value, href: telLink(value) });
    } else {
      segments.push({ kind: 'text', text: value });
    }
    last = index + whole.length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  // Merge neighbouring text segments (unreplaced placeholders stay inside the text).
  return segments.reduce<MessageSegment[]>((merged, segment) => {
    const previous = merged[merged.length - 1];
    if (previous?.kind === 'text' && segment.kind === 'text') previous.text += segment.text;
    else merged.push({ ...segment });
    return merged;
  }, []);
}
