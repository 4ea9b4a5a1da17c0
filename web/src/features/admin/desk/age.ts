// How long a case has waited, in the words of the queue: 'baru saja', '25 menit', '5 jam',
// '3 hari' (whole units, rounded down).
import { deskMessages } from './deskMessages';

const m = deskMessages.age;

export function ageOf(since: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(since)) / 60_000));
  if (minutes < 60) return m.minutes(minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return m.hours(hours);
  return m.days(Math.floor(hours / 24));
}
