// Downloading a document with its progress: the body streamed through the one HTTP client
// (fetcher.ts: the client credentials, the access token and its refresh, the retry and error
// rules), its percentage from Content-Length as it arrives (none when the size is unknown),
// cancelled by the request's signal, and saved under the Content-Disposition file name
// (download.ts). Used by the customer's documents (features/papers).
import { saveDownload } from './download';
import type { FetchOptions } from './fetcher';

/** How much of a download has arrived. */
export interface DownloadProgress {
  /** Bytes received so far. */
  loaded: number;
  /** The body's size from Content-Length; null when unknown (then no percentage). */
  total: number | null;
  /** 0-100, whole; null when the size is unknown (an indeterminate progress bar). */
  percent: number | null;
}

/**
 * The size of the body as it will be read, from Content-Length. Unknown (null) when the
 * header is absent or not a number, and when the body is encoded (gzip): the header then
 * counts the encoded bytes while the stream gives the decoded ones.
 */
export function expectedSize(headers: Headers): number | null {
  const encoding = headers.get('content-encoding');
  if (encoding && encoding.toLowerCase() !== 'identity') return null;
  const length = Number(headers.get('content-length') ?? '');
  return Number.isSafeInteger(length) && length > 0 ? length : null;
}

/** The progress of `loaded` bytes out of `total`; 100% only once the body is complete. */
export function progressOf(loaded: number, total: number | null, done = false): DownloadProgress {
  if (total === null || loaded > total) return { loaded, total: null, percent: done ? 100 : null };
  const percent = done ? 100 : Math.min(99, Math.floor((loaded / total) * 100));
  return { loaded, total, percent };
}

/**
 * Reads a response's body chunk by chunk into a Blob of its Content-Type, reporting the
 * progress after each chunk (and once at the start, and at the end). Rejects as the stream
 * does: an AbortError when the request's signal is aborted, a TypeError when the network
 * fails midway.
 */
export async function readWithProgress(
  response: Response,
  onProgress: (progress: DownloadProgress) => void,
): Promise<Blob> {
  const type = response.headers.get('content-type') ?? '';
  const total = expectedSize(response.headers);
  onProgress(progressOf(0, total));
  if (!response.body) {
    const blob = await response.blob();
    onProgress(progressOf(blob.size, total, true));
    return blob;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onProgress(progressOf(loaded, total));
  }
  onProgress(progressOf(loaded, total, true));
  return new Blob(chunks, { type });
}

/** A generated document call (getEpolicy, getTransactionStatement...) with its parameters. */
export type DocumentCall = (options: RequestInit) => Promise<{ data: unknown; headers: Headers }>;

export interface DownloadOptions extends Omit<FetchOptions, 'readBody'> {
  /** The name when the answer has no Content-Disposition. */
  fallbackName: string;
  onProgress?: (progress: DownloadProgress) => void;
}

/**
 * Fetches a document through the portal's HTTP client, streaming its body with progress
 * (`signal` cancels it), and saves it under the name the server gives. Resolves with that
 * name; rejects as the call does (an ApiError, or the AbortError of a cancelled download).
 */
export async function downloadFile(
  call: DocumentCall,
  { fallbackName, onProgress = () => undefined, ...options }: DownloadOptions,
): Promise<string> {
  const request: FetchOptions = {
    ...options,
    headers: { Accept: '*/*, application/problem+json', ...options.headers },
    readBody: (response) => readWithProgress(response, onProgress),
  };
  const result = await call(request);
  const data = result.data instanceof Blob ? result.data : new Blob([String(result.data ?? '')]);
  return saveDownload({ data, headers: result.headers }, fallbackName);
}
