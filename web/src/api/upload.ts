// File upload with progress: fetch cannot report upload progress, so this one call goes
// through XMLHttpRequest. Only the body and its progress are the upload's own: the token
// (accessTokenForCall: the customer's, refreshed when near expiry, or the SPAJ applicant's given
// in `accessToken`), the headers (portalHeaders), the body parsing (parseText) and the failures
// (fail: ApiError, the popups of docs/product.md P8 unless the caller silences them; 413, 415
// and 503 carry the server's Indonesian message) are the fetcher's. Used by Pengkinian Data's
// identity document, the claims and SPAJ documents and the banner picture.
import { fail, type FetchResult, type PortalRequestOptions } from './fetcher';
import { apiUrl, parseText, portalHeaders } from './http';
import { accessTokenForCall } from './tokenRefresh';

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0-100, whole numbers. */
  percent: number;
}

export interface UploadRequest extends PortalRequestOptions {
  /** Path of the contract, e.g. '/document/upload'. */
  url: string;
  /** Form fields besides the file (e.g. `purpose`). */
  fields?: Record<string, string>;
  file: File | Blob;
  /** Name of the file's form field (`file` in the contract). */
  fileField?: string;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

function headersOf(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr
    .getAllResponseHeaders()
    .trim()
    .split(/[\r\n]+/)) {
    const index = line.indexOf(':');
    if (index > 0) headers.append(line.slice(0, index).trim(), line.slice(index + 1).trim());
  }
  return headers;
}

/** POST a multipart form with one file; resolves like the generated calls ({data, status}). */
export async function uploadFile<T>(request: UploadRequest): Promise<FetchResult<T>> {
  const { url, fields = {}, file, fileField = 'file', onProgress, signal, ...portal } = request;
  const token = await accessTokenForCall(portal.accessToken, true);
  const headers = portalHeaders({
    accessToken: token,
    clientCredentials: portal.clientCredentials,
  });

  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(fileField, file, file instanceof File ? file.name : 'berkas');

  const response = await new Promise<{ status: number; body: unknown; headers: Headers }>(
    (resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', apiUrl(url));
      headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.onprogress = (event) => {
        if (!onProgress || !event.lengthComputable) return;
        const percent = Math.min(100, Math.round((event.loaded / event.total) * 100));
        onProgress({ loaded: event.loaded, total: event.total, percent });
      };
      xhr.onload = () => {
        const received = headersOf(xhr);
        const body = parseText(xhr.responseText, received.get('content-type'));
        resolve({ status: xhr.status, body, headers: received });
      };
      xhr.onerror = () => resolve({ status: 0, body: undefined, headers: new Headers() });
      xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
      if (signal) {
        if (signal.aborted) {
          reject(new DOMException('Upload aborted', 'AbortError'));
          return;
        }
        signal.addEventListener('abort', () => xhr.abort(), { once: true });
      }
      xhr.send(form);
    },
  );
  if (response.status >= 200 && response.status < 300) {
    onProgress?.({ loaded: file.size, total: file.size, percent: 100 });
    return { data: response.body as T, status: response.status, headers: response.headers };
  }
  return fail({ ...response, url, method: 'POST' }, portal);
}
