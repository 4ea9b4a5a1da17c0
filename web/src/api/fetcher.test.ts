// The HTTP layer's rules (docs/product.md P7 and P8), with a mocked fetch.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { companyProfile, problemBody } from '../test/http';
import { ApiError, DEFAULT_ERROR_MESSAGE, NOT_AUTHENTICATED } from './errors';
import { customFetch, type FetchOptions, type FetchResult } from './fetcher';
import { RETRY_STATUSES } from './http';
import { closeErrorPopup, getErrorPopup } from './popup';
import { onSessionEvent, type SessionEvent } from './sessionEvents';

interface Reply {
  status?: number;
  body?: unknown;
  contentType?: string;
}

const calls: { url: string; init: RequestInit }[] = [];
let replies: (Reply | Error)[] = [];

function respond(reply: Reply): Response {
  const status = reply.status ?? 200;
  if (reply.body === undefined) return new Response(null, { status });
  const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
  const contentType =
    reply.contentType ?? (status >= 400 ? 'application/problem+json' : 'application/json');
  return new Response(text, { status, headers: { 'Content-Type': contentType } });
}

beforeEach(() => {
  calls.length = 0;
  replies = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      if (url.endsWith('/policy/companyProfile')) {
        calls.push({ url, init });
        return respond({ body: companyProfile });
      }
      calls.push({ url, init });
      const reply = replies.shift() ?? { body: {} };
      if (reply instanceof Error) throw reply;
      return respond(reply);
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const apiCalls = () => calls.filter((c) => !c.url.endsWith('/policy/companyProfile'));
const header = (index: number, name: string) =>
  new Headers(apiCalls()[index]?.init.headers).get(name);

function call<T = unknown>(url: string, options: FetchOptions = {}) {
  return customFetch<FetchResult<T>>(url, options);
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

function events(): SessionEvent[] {
  const seen: SessionEvent[] = [];
  onSessionEvent((event) => seen.push(event));
  return seen;
}

describe('requests', () => {
  it('goes to the base URL of the runtime configuration with Basic client credentials', async () => {
    window.__PORTAL_CONFIG__ = { apiBaseUrl: '/gateway/api', clientId: 'web', clientSecret: 's3' };
    await call('/config/all');
    expect(apiCalls()[0]?.url).toBe(`${location.origin}/gateway/api/config/all`);
    expect(header(0, 'Authorization')).toBe(`Basic ${btoa('web:s3')}`);
  });

  it('uses supplied client credentials instead of the default ones', async () => {
    await call('/config/all', { clientCredentials: { clientId: 'admin-web', clientSecret: 'x' } });
    expect(header(0, 'Authorization')).toBe(`Basic ${btoa('admin-web:x')}`);
  });

  it('sends the stored token as access-token, or the token given with the request', async () => {
    localStorage.setItem('token', 'stored-token');
    await call('/policy/list');
    await call('/otp/info', { accessToken: 'step-token' });
    expect(header(0, 'access-token')).toBe('stored-token');
    expect(header(1, 'access-token')).toBe('step-token');
  });

  it("fails with 'NOT AUTHENTICATED!' before any request when a call needs a token", async () => {
    await expect(call('/policy/list')).rejects.toThrow(NOT_AUTHENTICATED);
    expect(calls).toHaveLength(0);
  });

  it('lets public calls through without a token and without an access-token header', async () => {
    replies = [{ body: { otpLength: 6 } }];
    const result = await call('/config/all');
    expect(result.data).toEqual({ otpLength: 6 });
    expect(header(0, 'access-token')).toBeNull();
  });

  it('resolves to { data, status, headers }', async () => {
    replies = [{ status: 200, body: { result: 'Success' } }];
    localStorage.setItem('token', 't');
    const result = await call('/session/logout', { method: 'POST' });
    expect(result.status).toBe(200);
    expect(result.data).toEqual({ result: 'Success' });
    expect(result.headers.get('content-type')).toBe('application/json');
  });

  it('keeps documents binary: PDF and images come back as a Blob of their type', async () => {
    localStorage.setItem('token', 't');
    for (const type of ['application/pdf', 'image/jpeg', 'image/png']) {
      replies = [{ status: 200, body: 'bytes', contentType: type }];
      const result = await call<Blob>('/admin/pengkinian/document');
      // A Blob (of the fetch implementation's realm), not the text.
      expect(typeof result.data.text).toBe('function');
      expect(result.data.type).toBe(type);
      expect(await result.data.text()).toBe('bytes');
    }
  });
});

describe('retry', () => {
  beforeEach(() => {
    localStorage.setItem('token', 't');
  });

  it.each([...RETRY_STATUSES])('retries a GET once after %i', async (status) => {
    replies = [{ status, body: problemBody(status, 'x') }, { body: { ok: true } }];
    const result = await call('/policy/list');
    expect(result.data).toEqual({ ok: true });
    expect(apiCalls()).toHaveLength(2);
  });

  it.each(['HEAD', 'OPTIONS'])('retries %s too', async (method) => {
    replies = [{ status: 503 }, { status: 200 }];
    await call('/policy/list', { method });
    expect(apiCalls()).toHaveLength(2);
  });

  it('retries only once', async () => {
    replies = [{ status: 503 }, { status: 503 }, { status: 200 }];
    await failure(call('/policy/list', { popup: false }));
    expect(apiCalls()).toHaveLength(2);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('never retries %s', async (method) => {
    replies = [{ status: 503 }, { status: 200 }];
    await failure(call('/session/update', { method, popup: false }));
    expect(apiCalls()).toHaveLength(1);
  });

  it('does not retry other statuses', async () => {
    replies = [{ status: 404, body: problemBody(404, 'Tidak ada.') }, { status: 200 }];
    await failure(call('/policy/list', { popup: false }));
    expect(apiCalls()).toHaveLength(1);
  });
});

describe('errors', () => {
  beforeEach(() => {
    localStorage.setItem('token', 't');
  });

  it('carries the status and the problem+json body, message from the body', async () => {
    const body = problemBody(422, 'Kata sandi terlalu umum.', {
      errors: [{ field: 'password', message: 'Kata sandi terlalu umum.' }],
    });
    replies = [{ status: 422, body }];
    const error = await failure(call('/password/create', { method: 'POST', popup: false }));
    expect(error.status).toBe(422);
    expect(error.problem).toEqual(body);
    expect(error.message).toBe('Kata sandi terlalu umum.');
    expect(error.fieldErrors).toEqual([{ field: 'password', message: 'Kata sandi terlalu umum.' }]);
  });

  it('takes a string body as the message', async () => {
    replies = [
      { status: 500, body: 'Layanan sedang dalam pemeliharaan.', contentType: 'text/plain' },
    ];
    const error = await failure(call('/session/update', { method: 'POST' }));
    expect(error.message).toBe('Layanan sedang dalam pemeliharaan.');
    expect(getErrorPopup()?.message).toBe('Layanan sedang dalam pemeliharaan.');
  });

  it('uses the default message with <csWhatsapp> from the company profile when the body has none', async () => {
    replies = [{ status: 502 }, { status: 502 }];
    const error = await failure(call('/policy/list'));
    expect(error.message).toBe(DEFAULT_ERROR_MESSAGE.replace('<csWhatsapp>', '+62811 1500 789'));
    // The popup keeps the placeholder; it renders it as a wa.me link.
    expect(getErrorPopup()?.message).toBe(DEFAULT_ERROR_MESSAGE);
  });

  it('fetches the company profile once and caches it', async () => {
    replies = [{ status: 500 }, { status: 500 }];
    await failure(call('/session/update', { method: 'POST' }));
    closeErrorPopup();
    await failure(call('/session/update', { method: 'POST' }));
    expect(calls.filter((c) => c.url.endsWith('/policy/companyProfile'))).toHaveLength(1);
  });

  it("403: 'Perhatian' warning popup, not authenticated at once, logout after OK", async () => {
    const seen = events();
    replies = [
      { status: 403, body: problemBody(403, 'Sesi Anda telah berakhir. Silakan masuk kembali.') },
    ];
    await failure(call('/session/update', { method: 'POST' }));
    expect(getErrorPopup()).toMatchObject({
      title: 'Perhatian',
      variant: 'warning',
      message: 'Sesi Anda telah berakhir. Silakan masuk kembali.',
    });
    expect(getErrorPopup()?.size).toBeUndefined();
    expect(seen).toEqual([{ type: 'forbidden' }]);
    closeErrorPopup();
    await vi.waitFor(() =>
      expect(seen).toContainEqual({ type: 'forcedLogout', reason: 'forbidden' }),
    );
  });

  it("other statuses: small 'Peringatan' danger popup; the callback gets the error after it closes", async () => {
    const onPopupClose = vi.fn();
    replies = [{ status: 404, body: problemBody(404, 'Data yang Anda cari tidak ditemukan.') }];
    const error = await failure(call('/policy/list', { onPopupClose }));
    expect(getErrorPopup()).toMatchObject({ title: 'Peringatan', variant: 'danger', size: 'sm' });
    expect(onPopupClose).not.toHaveBeenCalled();
    closeErrorPopup();
    await vi.waitFor(() => expect(onPopupClose).toHaveBeenCalledWith(error));
  });

  it.each([400, 401])('%i: no popup unless forced', async (status) => {
    replies = [
      { status, body: problemBody(status, 'Salah.') },
      { status, body: problemBody(status, 'Salah.') },
    ];
    await failure(call('/password/validate', { method: 'POST' }));
    expect(getErrorPopup()).toBeNull();
    await failure(call('/password/validate', { method: 'POST', popup: true }));
    expect(getErrorPopup()).toMatchObject({ title: 'Peringatan', message: 'Salah.' });
  });

  it("403 of a call with its own session (onForbidden): the popup, then that session's end; no logout", async () => {
    const seen = events();
    const onForbidden = vi.fn();
    replies = [{ status: 403, body: problemBody(403, 'Sesi pemantauan SPAJ berakhir.') }];
    const error = await failure(
      call('/spaj/detail', { accessToken: 'spaj-token', quiet: true, onForbidden }),
    );
    expect(header(0, 'access-token')).toBe('spaj-token');
    expect(getErrorPopup()).toMatchObject({
      title: 'Perhatian',
      variant: 'warning',
      message: 'Sesi pemantauan SPAJ berakhir.',
    });
    expect(onForbidden).not.toHaveBeenCalled();
    closeErrorPopup();
    await vi.waitFor(() => expect(onForbidden).toHaveBeenCalledWith(error));
    expect(seen).toEqual([]);
  });

  it('popup: false shows nothing and does not log out, even for 403', async () => {
    const seen = events();
    replies = [{ status: 403, body: problemBody(403, 'Sesi berakhir.') }];
    await failure(call('/session/logout', { method: 'POST', popup: false }));
    expect(getErrorPopup()).toBeNull();
    expect(seen).toEqual([]);
  });

  it('silentStatuses and quiet skip the Peringatan popup but not the 403 path', async () => {
    replies = [
      { status: 429, body: problemBody(429, 'Terkunci.') },
      { status: 500, body: problemBody(500, 'Gagal.') },
      { status: 403, body: problemBody(403, 'Sesi berakhir.') },
    ];
    await failure(call('/otp/validate', { method: 'POST', silentStatuses: [429] }));
    await failure(call('/session/update', { method: 'POST', quiet: true }));
    expect(getErrorPopup()).toBeNull();
    await failure(call('/session/update', { method: 'POST', quiet: true }));
    expect(getErrorPopup()?.title).toBe('Perhatian');
  });

  it('the message may be a function of (error, defaultMessage)', async () => {
    const message = vi.fn((error: ApiError, fallback: string) => `${error.status}: ${fallback}`);
    replies = [{ status: 500, body: problemBody(500, 'Dari server.') }];
    const error = await failure(call('/session/update', { method: 'POST', message }));
    expect(message).toHaveBeenCalledWith(expect.any(ApiError), DEFAULT_ERROR_MESSAGE);
    expect(message.mock.calls[0]?.[0].message).toBe('Dari server.');
    expect(getErrorPopup()?.message).toBe(`500: ${DEFAULT_ERROR_MESSAGE}`);
    expect(error.message).toContain('+62811 1500 789');
  });

  it('errorMessage: a network failure throws that message instead of a popup', async () => {
    replies = [new TypeError('Failed to fetch')];
    const error = await failure(
      call('/session/update', { method: 'POST', errorMessage: 'Koneksi terputus.' }),
    );
    expect(error.message).toBe('Koneksi terputus.');
    expect(error.status).toBe(0);
    expect(getErrorPopup()).toBeNull();
  });

  it('errorMessage: an error without body throws that message instead of a popup', async () => {
    replies = [{ status: 500 }];
    const error = await failure(
      call('/session/update', { method: 'POST', errorMessage: 'Tidak dapat disimpan.' }),
    );
    expect(error.message).toBe('Tidak dapat disimpan.');
    expect(getErrorPopup()).toBeNull();
  });

  it('errorMessage does not apply when the popup option is set or the body has a message', async () => {
    replies = [
      new TypeError('Failed to fetch'),
      { status: 500, body: problemBody(500, 'Dari server.') },
    ];
    await failure(call('/session/update', { method: 'POST', errorMessage: 'X', popup: true }));
    expect(getErrorPopup()?.message).toBe(DEFAULT_ERROR_MESSAGE);
    closeErrorPopup();
    const error = await failure(call('/session/update', { method: 'POST', errorMessage: 'X' }));
    expect(error.message).toBe('Dari server.');
    expect(getErrorPopup()?.message).toBe('Dari server.');
  });

  it('a network failure without errorMessage shows the default message', async () => {
    replies = [new TypeError('Failed to fetch')];
    const error = await failure(call('/session/update', { method: 'POST' }));
    expect(error.isNetworkError).toBe(true);
    expect(getErrorPopup()).toMatchObject({ title: 'Peringatan', message: DEFAULT_ERROR_MESSAGE });
  });

  it('shows one error popup at a time; later ones are dropped until it closes', async () => {
    replies = [
      { status: 500, body: problemBody(500, 'Pertama.') },
      { status: 500, body: problemBody(500, 'Kedua.') },
      { status: 500, body: problemBody(500, 'Ketiga.') },
    ];
    await failure(call('/session/update', { method: 'POST' }));
    await failure(call('/session/update', { method: 'POST' }));
    expect(getErrorPopup()?.message).toBe('Pertama.');
    closeErrorPopup();
    expect(getErrorPopup()).toBeNull();
    await failure(call('/session/update', { method: 'POST' }));
    expect(getErrorPopup()?.message).toBe('Ketiga.');
  });

  it('an aborted request shows no popup', async () => {
    const controller = new AbortController();
    controller.abort();
    replies = [Object.assign(new Error('Aborted'), { name: 'AbortError' })];
    await expect(call('/policy/list', { signal: controller.signal })).rejects.toThrow();
    expect(getErrorPopup()).toBeNull();
  });
});
