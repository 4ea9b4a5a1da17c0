// @vitest-environment jsdom
// The upload state machine every document form shares: checked before sending, uploading,
// done, refused with the server's message, not stored (503: kept and sent again), removed
// (discarded once uploaded, cancelled while uploading), a restored list, and its tags.
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UploadedDocument } from '../../api/generated/model';
import { getErrorPopup } from '../../api/popup';
import { problem } from '../../test/http';
import { uploadMessages } from './uploadMessages';
import { useFileUploads, type FileUploadsOptions } from './useFileUploads';

const TOO_LARGE = 'Ukuran berkas melebihi batas.';
const NOT_STORED =
  'Penyimpanan dokumen sedang tidak dapat dijangkau. Berkas Anda belum tersimpan; coba lagi beberapa saat lagi.';
const calls = {
  uploads: [] as { fields: Record<string, string>; token: string | null }[],
  discards: [] as { id: string; token: string | null }[],
};
let hold: Promise<void> | null = null;
let storageDown = false;
let documents = 0;

const server = setupServer(
  http.post('*/document/upload', async ({ request }) => {
    const form = await request.formData();
    const fields = Object.fromEntries(
      [...form.entries()].filter(([name]) => name !== 'file').map(([k, v]) => [k, String(v)]),
    );
    calls.uploads.push({ fields, token: request.headers.get('access-token') });
    if (hold) await hold;
    // (jsdom and Node have different Blob classes: read the content, not the class)
    const file = form.get('file') as File;
    if ((await file.slice(0, 5).text()) === 'BESAR') return problem(413, TOO_LARGE);
    if (storageDown) {
      return problem(503, NOT_STORED, { type: 'urn:tmanku:problem:storage-unavailable' });
    }
    const document: UploadedDocument = {
      document_id: `Doc${String(++documents).padStart(17, '0')}`,
      purpose: 'CLAIM_DOCUMENT',
      file_name: file.name && file.name !== 'blob' ? file.name : 'berkas.pdf',
      content_type: 'application/pdf',
      size_bytes: 4096,
      uploaded_at: '2026-11-24T09:00:00Z',
    };
    return HttpResponse.json(document, { status: 201 });
  }),
  http.post('*/document/discard', async ({ request }) => {
    const { document_id } = (await request.json()) as { document_id: string };
    calls.discards.push({ id: document_id, token: request.headers.get('access-token') });
    return HttpResponse.json({ result: 'Success' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  calls.uploads = [];
  calls.discards = [];
  hold = null;
  storageDown = false;
});
afterAll(() => server.close());

const MB = 1024 * 1024;
const options: FileUploadsOptions<'A' | 'B'> = {
  purpose: 'CLAIM_DOCUMENT',
  fields: { claim_number: 'CLM-1' },
  request: { accessToken: 'form-token' },
  limits: { maxFileBytes: 10 * MB, maxTotalBytes: 50 * MB, maxFiles: 3 },
  wording: { totalFull: (max) => `Penuh ${max}.`, tooMany: (max) => `Paling banyak ${max}.` },
  usedBytes: 1000,
};
const pdf = (name: string, size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const refused = (name: string) => new File(['BESAR'], name, { type: 'application/pdf' });

describe('useFileUploads', () => {
  it('uploads with the purpose, the fields and the token; a refusal stays on its file', async () => {
    const { result } = renderHook(() => useFileUploads(options));
    act(() =>
      result.current.add(
        [pdf('kwitansi.pdf'), new File(['x'], 'surat.docx'), refused('besar.pdf')],
        'A',
      ),
    );
    expect(result.current.items.map((i) => i.state)).toEqual(['uploading', 'failed', 'uploading']);
    expect(result.current.uploading).toBe(true);
    await waitFor(() => expect(result.current.uploading).toBe(false));
    const [done, wrong, large] = result.current.items;
    expect(done).toMatchObject({ state: 'done', tag: 'A', fileName: 'kwitansi.pdf' });
    expect(wrong).toMatchObject({ state: 'failed', tag: 'A', error: uploadMessages.wrongType });
    expect(large).toMatchObject({ state: 'failed', error: TOO_LARGE });
    expect(result.current.documents).toHaveLength(1);
    expect(done).toMatchObject({ state: 'done', document: result.current.documents[0] });
    expect(result.current.bytes).toBe(1000 + 4096);
    const sent = {
      fields: { purpose: 'CLAIM_DOCUMENT', claim_number: 'CLM-1' },
      token: 'form-token',
    };
    expect(calls.uploads).toEqual([sent, sent]);
  });

  it('counts the kept files and the used bytes in the limits; refused files do not count', async () => {
    const { result } = renderHook(() => useFileUploads({ ...options, usedBytes: 49 * MB }));
    act(() => result.current.add([pdf('a.pdf', 512 * 1024), pdf('b.pdf', 600 * 1024)], 'A'));
    expect(result.current.items[1]).toMatchObject({ state: 'failed', error: 'Penuh 50\u00a0MB.' });
    act(() => result.current.add([pdf('c.pdf', 1), pdf('d.pdf', 1), pdf('e.pdf', 1)], 'B'));
    expect(result.current.items.slice(2).map((i) => i.state)).toEqual([
      'uploading',
      'uploading',
      'failed',
    ]);
    expect(result.current.items[4]).toMatchObject({ error: 'Paling banyak 3.' });
    await waitFor(() => expect(result.current.uploading).toBe(false));
  });

  it('a file the server could not store keeps its message and the file; retry sends it again', async () => {
    storageDown = true;
    const { result } = renderHook(() => useFileUploads(options));
    act(() => result.current.add([pdf('kwitansi.pdf'), new File(['x'], 'surat.docx')], 'A'));
    await waitFor(() => expect(result.current.uploading).toBe(false));
    const [notStored, wrong] = result.current.items;
    expect(notStored).toMatchObject({ state: 'failed', tag: 'A', error: NOT_STORED });
    expect(notStored?.state === 'failed' && notStored.file?.name).toBe('kwitansi.pdf');
    expect(wrong?.state === 'failed' && wrong.file).toBeUndefined(); // nothing to send again
    expect(getErrorPopup()).toBeNull(); // told on the file, no popup on top
    expect(result.current.bytes).toBe(1000);

    storageDown = false;
    act(() => result.current.retry(notStored!.key));
    expect(result.current.items[0]).toMatchObject({ state: 'uploading', progress: 0 });
    await waitFor(() => expect(result.current.uploading).toBe(false));
    expect(result.current.items[0]).toMatchObject({
      key: notStored!.key,
      state: 'done',
      tag: 'A',
      fileName: 'kwitansi.pdf',
    });
    expect(result.current.items[0]).not.toHaveProperty('file');
    expect(result.current.documents).toHaveLength(1);
    expect(calls.uploads).toHaveLength(2);
    act(() => result.current.retry(wrong!.key)); // a refusal is not sent again
    expect(calls.uploads).toHaveLength(2);
  });

  it('removing an uploaded file discards it; removing an upload cancels it', async () => {
    const { result } = renderHook(() => useFileUploads(options));
    act(() => result.current.add([pdf('kwitansi.pdf')], 'A'));
    await waitFor(() => expect(result.current.documents).toHaveLength(1));
    const id = result.current.documents[0]!.document_id;
    act(() => result.current.remove(result.current.items[0]!.key));
    expect(result.current.items).toEqual([]);
    await waitFor(() => expect(calls.discards).toEqual([{ id, token: 'form-token' }]));

    const abort = vi.spyOn(XMLHttpRequest.prototype, 'abort');
    hold = new Promise(() => undefined);
    act(() => result.current.add([pdf('resume.pdf')], 'B'));
    await waitFor(() => expect(calls.uploads).toHaveLength(2));
    act(() => result.current.remove(result.current.items[0]!.key));
    expect(abort).toHaveBeenCalledTimes(1);
    expect(result.current.items).toEqual([]);
    expect(result.current.uploading).toBe(false);
    expect(calls.discards).toHaveLength(1);
  });

  it('uploads still running when the form goes are cancelled', async () => {
    const { result, unmount } = renderHook(() => useFileUploads(options));
    const abort = vi.spyOn(XMLHttpRequest.prototype, 'abort');
    hold = new Promise(() => undefined);
    act(() => result.current.add([pdf('a.pdf'), pdf('b.pdf')], 'A'));
    await waitFor(() => expect(calls.uploads).toHaveLength(2));
    expect(abort).not.toHaveBeenCalled();
    unmount();
    expect(abort).toHaveBeenCalledTimes(2);
  });

  it('starts with the documents uploaded before, with their tags; reset forgets the list', () => {
    const document = {
      document_id: 'Doc00000000000000042',
      file_name: 'lama.pdf',
      content_type: 'application/pdf',
      size_bytes: 3000,
      uploaded_at: '2026-11-24T08:00:00Z',
    };
    const { result } = renderHook(() =>
      useFileUploads({ ...options, initial: [{ tag: 'B', document }] }),
    );
    expect(result.current.items).toMatchObject([
      { state: 'done', tag: 'B', fileName: 'lama.pdf', sizeBytes: 3000 },
    ]);
    expect(result.current.documents).toEqual([document]);
    expect(result.current.bytes).toBe(4000);
    act(() => result.current.reset());
    expect(result.current.items).toEqual([]);
    expect(calls.discards).toEqual([]);
  });
});
