// Short wording of a bill's coverage period: '1 Okt – 31 Des 2026' (the year once when both
// ends share it), for the bill list and the payment page.
import { NOT_AVAILABLE, parseIsoDate } from '../../components/format';

const dayMonth = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const dayMonthYear = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

export function formatPeriod(start: string, end: string): string {
  const from = parseIsoDate(start);
  const until = parseIsoDate(end);
  if (!from || !until) return NOT_AVAILABLE;
  const sameYear = from.getUTCFullYear() === until.getUTCFullYear();
  return `${(sameYear ? dayMonth : dayMonthYear).format(from)} – ${dayMonthYear.format(until)}`;
}
