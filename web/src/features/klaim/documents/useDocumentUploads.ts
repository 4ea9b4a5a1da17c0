// The claim documents of one form, file by file: checked before sending (fileRules.ts),
// uploaded through uploadFile() to POST /document/upload (purpose CLAIM_DOCUMENT, and the
// claim's number when answering a request, so its files count in the 50 MB) with progress,
// and removed again (POST /document/discard for an uploaded one; an upload in progress is
// cancelled). A refusal (413, 415, or the check before sending) stays on that file with its
// message; every other file is kept. Uploads still running when the form goes are cancelled.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { errorMessageOf } from '../../../api/errors';
import { requestOptions } from '../../../api/fetcher';
import { discardDocument } from '../../../api/generated/endpoints/document/document';
import type { ClaimDocumentType, UploadedDocument } from '../../../api/generated/model';
import { uploadFile } from '../../../api/upload';
import { fileProblem, type FileLimits } from './fileRules';
import { uploadMessages } from './uploadMessages';

/** An uploaded document as a draft keeps it and a request sends it. */
export interface SavedDocument {
  type: ClaimDocumentType;
  document_id: string;
  file_name: string;
  size_bytes: number;
  content_type: string;
  uploaded_at: string;
}

interface Base {
  key: string;
  type: ClaimDocumentType;
  fileName: string;
  sizeBytes: number;
}
export type DocumentItem =
  | (Base & { state: 'uploading'; progress: number })
  | (Base & { state: 'done'; document: SavedDocument })
  | (Base & { state: 'failed'; error: string });

export interface DocumentUploadsOptions {
  limits: FileLimits;
  /** Bytes the claim already holds (its attached files, when answering a request). */
  usedBytes?: number;
  /** The claim whose request is answered (form field claim_number). */
  claimNumber?: string;
  /** Documents uploaded before (a restored draft). */
  initial?: readonly SavedDocument[];
}

export interface DocumentUploads {
  items: DocumentItem[];
  /** The uploaded documents, in the order they were added. */
  documents: SavedDocument[];
  uploading: boolean;
  /** Bytes counted against the claim's limit (with usedBytes). */
  bytes: number;
  add: (type: ClaimDocumentType, files: readonly File[]) => void;
  remove: (key: string) => void;
}

const SILENT = [400, 413, 415, 0];
let nextKey = 0;
const newKey = () => `doc-${++nextKey}`;

const fromSaved = (document: SavedDocument): DocumentItem => ({
  key: newKey(),
  type: document.type,
  fileName: document.file_name,
  sizeBytes: document.size_bytes,
  state: 'done',
  document,
});

export function useDocumentUploads({
  limits,
  usedBytes = 0,
  claimNumber,
  initial = [],
}: DocumentUploadsOptions): DocumentUploads {
  const [items, setItems] = useState<DocumentItem[]>(() => initial.map(fromSaved));
  const current = useRef(items);
  const controllers = useRef(new Map<string, AbortController>());

  const update = useCallback((change: (list: DocumentItem[]) => DocumentItem[]) => {
    current.current = change(current.current);
    setItems(current.current);
  }, []);
  const patch = useCallback(
    (key: string, next: (item: DocumentItem) => DocumentItem) =>
      update((list) => list.map((item) => (item.key === key ? next(item) : item))),
    [update],
  );

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const upload = useCallback(
    (key: string, type: ClaimDocumentType, file: File) => {
      const controller = new AbortController();
      controllers.current.set(key, controller);
      uploadFile<UploadedDocument>({
        url: '/document/upload',
        fields: {
          purpose: 'CLAIM_DOCUMENT',
          ...(claimNumber ? { claim_number: claimNumber } : {}),
        },
        file,
        signal: controller.signal,
        onProgress: ({ percent }) =>
          patch(key, (item) =>
            item.state === 'uploading' ? { ...item, progress: percent } : item,
          ),
        // 400, 413, 415 and a lost connection are told on the file itself.
        silentStatuses: SILENT,
        errorMessage: uploadMessages.network,
      })
        .then(({ data }) => {
          const document: SavedDocument = {
            type,
            document_id: data.document_id,
            file_name: data.file_name,
            size_bytes: data.size_bytes,
            content_type: data.content_type,
            uploaded_at: data.uploaded_at,
          };
          patch(key, (item) => ({ ...item, sizeBytes: data.size_bytes, state: 'done', document }));
        })
        .catch((failure: unknown) => {
          if (controller.signal.aborted) return;
          patch(key, (item) => ({ ...item, state: 'failed', error: errorMessageOf(failure) }));
        })
        .finally(() => controllers.current.delete(key));
    },
    [claimNumber, patch],
  );

  const add = useCallback(
    (type: ClaimDocumentType, files: readonly File[]) => {
      const kept = current.current.filter((item) => item.state !== 'failed');
      const taken = {
        bytes: usedBytes + kept.reduce((sum, item) => sum + item.sizeBytes, 0),
        files: kept.length,
      };
      const added: DocumentItem[] = [];
      const starts: [string, File][] = [];
      for (const file of files) {
        const base = { key: newKey(), type, fileName: file.name, sizeBytes: file.size };
        const problem = fileProblem(file, taken, limits);
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
      starts.forEach(([key, file]) => upload(key, type, file));
    },
    [limits, update, upload, usedBytes],
  );

  const remove = useCallback(
    (key: string) => {
      const item = current.current.find((i) => i.key === key);
      if (!item) return;
      controllers.current.get(key)?.abort();
      if (item.state === 'done') {
        // Unattached uploads count in the claim's 50 MB for a day: give the space back.
        discardDocument(
          { document_id: item.document.document_id },
          requestOptions({ quiet: true }),
        ).catch(() => undefined);
      }
      update((list) => list.filter((i) => i.key !== key));
    },
    [update],
  );

  const documents = useMemo(
    () => items.flatMap((item) => (item.state === 'done' ? [item.document] : [])),
    [items],
  );
  const bytes =
    usedBytes +
    items.reduce((sum, item) => sum + (item.state === 'failed' ? 0 : item.sizeBytes), 0);

  return {
    items,
    documents,
    uploading: items.some((item) => item.state === 'uploading'),
    bytes,
    add,
    remove,
  };
}
