// How the privacy page writes moments, in Jakarta time: a consent's proof to the minute in
// figures ('05-01-2026 10.12 WIB', as a record reads), the day of a deadline or an answer
// ('10 Desember 2026'); other moments with the shared helpers (components/format.ts).
import { formatDate, isoDateWib } from '../../components/format';

const proofParts = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Asia/Jakarta',
});

/** '2026-01-05T03:12:00Z' → '05-01-2026 10.12 WIB'; an invalid moment → '–'. */
export function formatProofMoment(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '–';
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    proofParts.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('day')}-${part('month')}-${part('year')} ${part('hour')}.${part('minute')} WIB`;
}

/** '2026-12-10T02:00:00Z' → '10 Desember 2026' (the day in Jakarta). */
export function formatDayWib(value: string): string {
  return formatDate(isoDateWib(value));
}
