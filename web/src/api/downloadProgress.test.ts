import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accessToken, problemBody } from '../test/http';
import { downloadFile, expectedSize, progressOf, readWithProgress } from './downloadProgress';
import { customFetch } from './fetcher';
import { storeTokens } from './tokens';

describe('download progress', () => {
  it('knows the size from Content-Length, unless absent or encoded', () => {
    expect(expectedSize(new Headers({ 'content-length': '41230' }))).toBe(41230);
    expect(expectedSize(new Headers())).toBeNull();
    expect(expectedSize(new Headers({ 'content-length': 'x' }))).toBeNull();
    const gzip = new Headers({ 'content-length': '900', 'content-encoding': 'gzip' });
    expect(expectedSize(gzip)).toBeNull();
  });

  it('says 100% only when the body is complete, and nothing when the size is wrong', () => {
    expect(progressOf(18554, 41230).percent).toBe(45);
    expect(progressOf(41230, 41230).percent).toBe(99);
    expect(progressOf(41230, 41230, true).percent).toBe(100);
    expect(progressOf(500, null)).toEqual({ loaded: 500, total: null, percent: null });
    expect(progressOf(50_000, 41230).percent).toBeNull();
  });

  it('reads a body chunk by chunk into a Blob of its type, reporting each step', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 3; i += 1) controller.enqueue(new Uint8Array(10));
        controller.close();
      },
    });
    const response = new Response(body, {
      headers: { 'content-type': 'application/pdf', 'content-length': '30' },
    });
    const seen: (number | null)[] = [];
    const blob = await readWithProgress(response, (progress) => seen.push(progress.percent));
    expect(seen).toEqual([0, 33, 66, 99, 100]);
    expect(blob.size).toBe(30);
    expect(blob.type).toBe('application/pdf');
  });
});

describe('downloadFile', () => {
  let click: ReturnType<typeof vi.spyOn>;
  const saved: string[] = [];

  beforeEach(() => {
    saved.length = 0;
    Object.assign(URL, { createObjectURL: () => 'blob:paper', revokeObjectURL: () => undefined });
    click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
  });
  afterEach(() => {
    click.mockRestore();
    vi.unstubAllGlobals();
  });

  const call = (init: RequestInit) =>
    customFetch<{ data: unknown; headers: Headers }>('/policy/epolicy?policy_number=UL24000123', {
      ...init,
      method: 'GET',
    });

  it('sends the session through the one HTTP client and saves under the server name', async () => {
    storeTokens(accessToken(3600), 'refresh-token');
    const fetch = vi.fn(
      async () =>
        new Response(new Uint8Array(2048), {
          headers: {
            'content-type': 'application/pdf',
            'content-length': '2048',
            'content-disposition': 'attachment; filename="e-polis-UL24000123.pdf"',
          },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const percents: (number | null)[] = [];
    const name = await downloadFile(call, {
      fallbackName: 'e-polis.pdf',
      onProgress: (progress) => percents.push(progress.percent),
    });
    expect(name).toBe('e-polis-UL24000123.pdf');
    expect(saved).toEqual(['e-polis-UL24000123.pdf']);
    expect(percents.at(-1)).toBe(100);
    const headers = new Headers(
      (fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers,
    );
    expect(headers.get('access-token')).toBeTruthy();
    expect(headers.get('authorization')).toMatch(/^Basic /);
  });

  it('stops when cancelled, and gives the refusal of a failed call', async () => {
    storeTokens(accessToken(3600), 'refresh-token');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new Uint8Array(100));
            init.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
          },
        });
        return new Response(body, { headers: { 'content-length': '1000' } });
      }),
    );
    const controller = new AbortController();
    const running = downloadFile(call, {
      fallbackName: 'x.pdf',
      signal: controller.signal,
      onProgress: (progress) => {
        if (progress.percent === 10) controller.abort();
      },
    });
    await expect(running).rejects.toMatchObject({ name: 'AbortError' });
    expect(saved).toEqual([]);

    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify(problemBody(422, 'Polis ini belum terbit.')), {
            status: 422,
            headers: { 'content-type': 'application/problem+json' },
          }),
      ),
    );
    await expect(downloadFile(call, { fallbackName: 'x.pdf', quiet: true })).rejects.toMatchObject({
      status: 422,
      message: 'Polis ini belum terbit.',
    });
  });
});
