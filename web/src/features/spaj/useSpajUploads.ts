// The documents of one answer, file by file: checked before sending (uploadRules.ts), uploaded
// with the SPAJ session's token through the one upload path (api/upload.ts, POST
// /document/upload, purpose SPAJ_DOCUMENT) with progress, and removed again before the answer
// is sent (POST /document/discard for an uploaded one; an upload in progress is cancelled). A
// refusal (413, 415, or the check before sending) stays on that file with the server's
// Indonesian message; the other files are kept. Uploads still running when the form goes are
// cancelled. A 403 (the SPAJ session ended) goes through the session's own handler.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { errorMessageOf } from '../../api/errors';
import { requestOptions } from '../../api/fetcher';
import { discardDocument } from '../../api/generated/endpoints/document/document';
import type { UploadedDocument } from '../../api/generated/model';
import { uploadFile } from '../../api/upload';
import { spajRequest, type SpajSessionState } from '../../shared/spajSession';
import { messages } from './messages';
import { fileProblem } from './uploadRules';

interface Base {
  key: string;
  fileName: string;
  sizeBytes: number;
}
export type UploadItem =
  | (Base & { state: 'uploading'; progress: number })
  | (Base & { state: 'done'; document: UploadedDocument })
  | (Base & { state: 'failed'; error: string });

export interface SpajUploads {
  items: UploadItem[];
  /** The uploaded documents, in the order they were added. */
  documents: UploadedDocument[];
  uploading: boolean;
  add: (files: readonly File[]) => void;
  remove: (key: string) => void;
  /** Forget the list (after the answer was sent: its documents are attached now). */
  reset: () => void;
}

/** Statuses told on the file itself (0: the connection broke). */
const ON_FILE = [0, 400, 413, 415];
let nextKey = 0;
const newKey = () => `spaj-doc-${++nextKey}`;

export function useSpajUploads(session: SpajSessionState, usedBytes: number): SpajUploads {
  const [items, setItems] = useState<UploadItem[]>([]);
  const current = useRef(items);
  const controllers = useRef(new Map<string, AbortController>());

  const update = useCallback((change: (list: UploadItem[]) => UploadItem[]) => {
    current.current = change(current.current);
    setItems(current.current);
  }, []);
  const patch = useCallback(
    (key: string, next: (item: UploadItem) => UploadItem) =>
      update((list) => list.map((item) => (item.key === key ? next(item) : item))),
    [update],
  );

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const upload = useCallback(
    (key: string, file: File) => {
      const controller = new AbortController();
      controllers.current.set(key, controller);
      uploadFile<UploadedDocument>({
        ...spajRequest(session, { silentStatuses: ON_FILE, errorMessage: messages.upload.network }),
        url: '/document/upload',
        fields: { purpose: 'SPAJ_DOCUMENT' },
        file,
        signal: controller.signal,
        onProgress: ({ percent }) =>
          patch(key, (item) =>
            item.state === 'uploading' ? { ...item, progress: percent } : item,
          ),
      })
        .then(({ data }) =>
          patch(key, (item) => ({
            ...item,
            sizeBytes: data.size_bytes,
            state: 'done',
            document: data,
          })),
        )
        .catch((failure: unknown) => {
          if (controller.signal.aborted) return;
          patch(key, (item) => ({ ...item, state: 'failed', error: errorMessageOf(failure) }));
        })
        .finally(() => controllers.current.delete(key));
    },
    [patch, session],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      const kept = current.current.filter((item) => item.state !== 'failed');
      const taken = {
        bytes: usedBytes + kept.reduce((sum, item) => sum + item.sizeBytes, 0),
        files: kept.length,
      };
      const added: UploadItem[] = [];
      const starts: [string, File][] = [];
      for (const file of files) {
        const base = { key: newKey(), fileName: file.name, sizeBytes: file.size };
        const problem = fileProblem(file, taken);
        if (problem) {
          added.push({ ...base, state: 'failed', error: problem });
          continue;
        }
        taken.bytes += file.size;
        taken.files += 1;
        added.push({ ...base, state: 'uploading', progress: 0 });
        starts.push([base.key, file]);
      }
      update((list) => [...list, ...added]);
      starts.forEach(([key, file]) => upload(key, file));
    },
    [update, upload, usedBytes],
  );

  const remove = useCallback(
    (key: string) => {
      const item = current.current.find((i) => i.key === key);
      if (!item) return;
      controllers.current.get(key)?.abort();
      if (item.state === 'done') {
        // An unattached upload counts in the application's 50 MB: give the space back.
        discardDocument(
          { document_id: item.document.document_id },
          requestOptions({ ...spajRequest(session), quiet: true }),
        ).catch(() => undefined);
      }
      update((list) => list.filter((i) => i.key !== key));
    },
    [session, update],
  );

  const documents = useMemo(
    () => items.flatMap((item) => (item.state === 'done' ? [item.document] : [])),
    [items],
  );
  return {
    items,
    documents,
    uploading: items.some((item) => item.state === 'uploading'),
    add,
    remove,
    reset: () => update(() => []),
  };
}
