// Formats of the claims desk: a file's size ('842 KB', '1,2 MB'). Amounts as typed in a form
// are components/form/amountInput.ts.

const oneDecimal = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 });

/** 842113 → '822,4 KB'; 1258291 → '1,2 MB'; 900 → '900 B'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${oneDecimal.format(bytes / 1024)} KB`;
  return `${oneDecimal.format(bytes / (1024 * 1024))} MB`;
}
