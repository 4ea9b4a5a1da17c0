// A document's size as the customer reads it, in Indonesian number format and decimal units
// (1 KB = 1000 bytes, as the file managers of phones count): 41230 → '41 KB',
// 1234567 → '1,2 MB'. Kilobytes are whole (at least 1), megabytes have one decimal at most.
const KB = 1000;
const MB = KB * KB;

const whole = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 });

export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  const kilobytes = Math.max(1, Math.round(bytes / KB));
  // 999 600 bytes would round to '1.000 KB': that is '1 MB'.
  if (kilobytes < KB) return `${whole.format(kilobytes)} KB`;
  return `${oneDecimal.format(Math.round((bytes / MB) * 10) / 10)} MB`;
}
