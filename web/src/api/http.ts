// Request mechanics shared by the fetcher, the upload, the token refresh and the company
// profile: base URL, client credentials, access-token header, body parsing and the retry rule.
// No error policy here (popups, logout): that is fetcher.ts.
import { getRuntimeConfig } from './runtimeConfig';

export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

export interface RawRequest {
  /** Path of the contract, e.g. '/login/checkUser' (with query string), or absolute URL. */
  url: string;
  init?: RequestInit;
  /** Value of the access-token header; none when absent. */
  accessToken?: string | null;
  /** Client credentials instead of the runtime configuration's. */
  clientCredentials?: ClientCredentials;
  /** Reads a successful answer's body instead of parseBody (a download's progress). */
  readBody?: (response: Response) => Promise<unknown>;
}

export interface RawResponse {
  status: number;
  ok: boolean;
  headers: Headers;
  /** Parsed JSON, text, a Blob for a document (PDF), or undefined for an empty body. */
  body: unknown;
}

/** Statuses retried once on idempotent methods (docs/product.md P7.2). */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([
  408, 409, 425, 429, 500, 502, 503, 504,
]);
export const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);
export const RETRY_DELAY_MS = 300;

export function shouldRetry(method: string, status: number): boolean {
  return IDEMPOTENT_METHODS.has(method.toUpperCase()) && RETRY_STATUSES.has(status);
}

export function basicAuthorization({ clientId, clientSecret }: ClientCredentials): string {
  const bytes = new TextEncoder().encode(`${clientId}:${clientSecret}`);
  let binary = '';
  bytes.forEach((byte) => {
    binary += String.fromCharCode(byte);
  });
  return `Basic ${btoa(binary)}`;
}

/**
 * The portal's headers on top of a request's own: client credentials (Basic), the access
 * token when there is one, and Accept JSON unless the request says otherwise. The fetcher's
 * and the upload's (an XMLHttpRequest, for its progress) alike.
 */
export function portalHeaders(
  request: Pick<RawRequest, 'accessToken' | 'clientCredentials'>,
  own?: HeadersInit,
): Headers {
  const headers = new Headers(own);
  headers.set('Authorization', basicAuthorization(request.clientCredentials ?? getRuntimeConfig()));
  if (request.accessToken) headers.set('access-token', request.accessToken);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json, application/problem+json');
  return headers;
}

export function apiUrl(url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  const base = getRuntimeConfig().apiBaseUrl.replace(/\/+$/, '');
  const path = `${base}${url.startsWith('/') ? '' : '/'}${url}`;
  // Absolute against the page, so the same URL works in browsers, tests and workers.
  return typeof window === 'undefined' ? path : new URL(path, window.location.href).toString();
}

async function parseBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const type = response.headers.get('content-type') ?? '';
  // Documents (the PDF receipt, an identity document's photo or scan) stay binary.
  if (response.ok && /^(application\/(pdf|octet-stream)|image\/)/i.test(type)) {
    return response.blob();
  }
  return parseText(await response.text(), type);
}

/** A text body as the caller gets it: parsed JSON when its type says so, else the text. */
export function parseText(text: string, contentType: string | null): unknown {
  if (!text) return undefined;
  if (/json/i.test(contentType ?? '')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function sleep(ms: number, signal?: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/**
 * One call with the portal's headers. Resolves with any HTTP status; rejects only when no
 * response arrives (network failure, abort). Retries once for the retry statuses on
 * idempotent methods.
 */
export async function sendRequest(request: RawRequest): Promise<RawResponse> {
  const init = request.init ?? {};
  const method = (init.method ?? 'GET').toUpperCase();
  const headers = portalHeaders(request, init.headers);

  const url = apiUrl(request.url);
  const attempt = async (): Promise<RawResponse> => {
    const response = await fetch(url, { ...init, method, headers });
    const body =
      response.ok && request.readBody
        ? await request.readBody(response)
        : await parseBody(response);
    return { status: response.status, ok: response.ok, headers: response.headers, body };
  };

  const first = await attempt();
  if (!shouldRetry(method, first.status)) return first;
  await sleep(RETRY_DELAY_MS, init.signal);
  return attempt();
}
