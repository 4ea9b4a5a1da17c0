// Saving a document the API answered (the PDF receipt, a QR image, a policy's documents) as a
// file in the browser. The file name comes from the response's Content-Disposition, else the
// fallback. Fetching one with its progress: downloadProgress.ts (apart, so that the pages
// that only save, such as the payment page, do not carry it).

/** The `filename` of a Content-Disposition header, if any. */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) return decodeURIComponent(star[1].trim());
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

/** Offers `blob` as a download named after the response's Content-Disposition. */
export function saveDownload(result: { data: Blob; headers: Headers }, fallbackName: string) {
  const name = fileNameFrom(result.headers.get('content-disposition'), fallbackName);
  const url = URL.createObjectURL(result.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Let the browser start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
