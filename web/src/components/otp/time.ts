// Times of the one-time code forms: the lock's clock time and the countdowns.

/** Clock time (Asia/Jakarta, e.g. '10.15 WIB') of an ISO instant, for lock messages. */
export function jakartaTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const time = new Intl.DateTimeFormat('id-ID', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Asia/Jakarta',
  }).format(date);
  return `${time} WIB`;
}

/** mm:ss of a number of seconds. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}
