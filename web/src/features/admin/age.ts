// How long a submission has waited, in the words of the queue: 'baru saja', '25 menit',
// '5 jam', '3 hari' (whole units, rounded down).
import { kycMessages as m } from './kycMessages';

export function ageOf(submittedAt: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(submittedAt)) / 60_000));
  if (minutes < 60) return m.age.minutes(minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return m.age.hours(hours);
  return m.age.days(Math.floor(hours / 24));
}
