// How Pengaturan writes moments and devices: dates and times in Jakarta time (the shared
// helpers of components/format.ts), the last activity of a session relative to now for the
// first day, and a device's name from what the server read of its User-Agent.
import type { DeviceSession } from '../../api/generated/model/deviceSession';
import { formatDate, formatDateTimeWib, isoDateWib } from '../../components/format';
import { messages } from './messages';

const d = messages.devices;
const MINUTE = 60_000;

/** '2026-08-14T02:30:00Z' → '14 Agustus 2026' (the day in Jakarta). */
export function formatDayWib(moment: string): string {
  return formatDate(isoDateWib(moment));
}

/**
 * A session's last activity: 'baru saja' within the minute (also a moment a little ahead
 * of this device's clock), 'N menit yang lalu', 'N jam yang lalu' within the day, then the
 * date and time in WIB ('22 Nov 2026, 09.55 WIB').
 */
export function formatLastActive(moment: string, now: number): string {
  const at = Date.parse(moment);
  if (Number.isNaN(at)) return formatDateTimeWib(moment);
  const minutes = Math.floor((now - at) / MINUTE);
  if (minutes < 1) return d.justNow;
  if (minutes < 60) return d.minutesAgo(minutes);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return d.hoursAgo(hours);
  return formatDateTimeWib(moment);
}

/** 'Android 15 · Chrome 142'; what the server could not read is named as unknown. */
export function deviceName(session: Pick<DeviceSession, 'os' | 'browser' | 'device'>): string {
  if (!session.os && !session.browser) return messages.deviceKinds[session.device];
  return `${session.os ?? d.unknownOs} · ${session.browser ?? d.unknownBrowser}`;
}
