// The documents of one form, file by file: checked before sending (fileRules.ts), uploaded
// through the one upload path (api/upload.ts, POST /document/upload with the form's purpose
// and fields) with progress, and removed again (POST /document/discard for an uploaded one,
// giving its space in the group's limit back; an upload in progress is cancelled). A refusal
// (400, 413, 415, a lost connection, or the check before sending) stays on that file with its
// Indonesian message; the other files are kept. A file the server could not store (503: the
// document storage out of reach) keeps the chosen file too, to be sent again (`retry`).
// Uploads still running when the form goes are cancelled. Each file may carry a tag (a
// claim's document type).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { errorMessageOf, isApiError } from '../../api/errors';
import { requestOptions, type PortalRequestOptions } from '../../api/fetcher';
import { discardDocument } from '../../api/generated/endpoints/document/document';
import type { DocumentPurpose, UploadedDocument } from '../../api/generated/model';
import { uploadFile } from '../../api/upload';
import { fileProblem, type UploadLimits, type UploadWording } from './fileRules';
import { uploadMessages } from './uploadMessages';

/** An uploaded document as a form keeps it (a restored draft keeps no purpose). */
export interface KeptDocument {
  document_id: string;
  file_name: string;
  size_bytes: number;
  content_type: string;
  uploaded_at: string;
}

interface Base<Tag> {
  key: string;
  tag: Tag;
  fileName: string;
  sizeBytes: number;
}
export type UploadItem<Tag = undefined> =
  | (Base<Tag> & { state: 'uploading'; progress: number })
  | (Base<Tag> & { state: 'done'; document: KeptDocument })
  | (Base<Tag> & {
      state: 'failed';
      error: string;
      /** The chosen file, kept when sending it again may work (the storage was out of reach). */
      file?: File;
    });

/** `add`'s tag: required when the files carry one, left out when they do not. */
type TagArgument<Tag> = undefined extends Tag ? [tag?: Tag] : [tag: Tag];

export interface FileUploadsOptions<Tag> {
  /** The contract's DocumentPurpose of every file. */
  purpose: DocumentPurpose;
  /** Other form fields of each upload (the claim_number of a claim answering a request). */
  fields?: Record<string, string>;
  /** Options of the uploads and discards (a SPAJ session's token and its 403). */
  request?: PortalRequestOptions;
  limits: UploadLimits;
  wording: UploadWording;
  /** Bytes the group already holds (files attached before), counted in its limit. */
  usedBytes?: number;
  /** Documents uploaded before (a restored draft), read once. */
  initial?: readonly { tag: Tag; document: KeptDocument }[];
}

export interface FileUploads<Tag> {
  items: UploadItem<Tag>[];
  /** The uploaded documents, in the order they were added. */
  documents: KeptDocument[];
  uploading: boolean;
  /** Bytes counted against the group's limit (with usedBytes). */
  bytes: number;
  add: (files: readonly File[], ...tag: TagArgument<Tag>) => void;
  remove: (key: string) => void;
  /** Send a failed file again, when it was kept (its `file`). */
  retry: (key: string) => void;
  /** Forget the list (after the answer was sent: its documents are attached now). */
  reset: () => void;
}

/** Statuses told on the file itself (0: the connection broke; 503: not stored, try again). */
const ON_FILE = [0, 400, 413, 415, 503];
/** Statuses after which the same file may go through if sent again. */
const SEND_AGAIN = [503];
let nextKey = 0;
const newKey = () => `upload-${++nextKey}`;

export function useFileUploads<Tag = undefined>({
  purpose,
  fields,
  request,
  limits,
  wording,
  usedBytes = 0,
  initial = [],
}: FileUploadsOptions<Tag>): FileUploads<Tag> {
  const [items, setItems] = useState<UploadItem<Tag>[]>(() =>
    initial.map(({ tag, document }) => ({
      key: newKey(),
      tag,
      fileName: document.file_name,
      sizeBytes: document.size_bytes,
      state: 'done',
      document,
    })),
  );
  const current = useRef(items);
  const controllers = useRef(new Map<string, AbortController>());

  const update = useCallback((change: (list: UploadItem<Tag>[]) => UploadItem<Tag>[]) => {
    current.current = change(current.current);
    setItems(current.current);
  }, []);
  const patch = useCallback(
    (key: string, next: (item: UploadItem<Tag>) => UploadItem<Tag>) =>
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
        ...request,
        silentStatuses: ON_FILE,
        errorMessage: uploadMessages.network,
        url: '/document/upload',
        fields: { purpose, ...fields },
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
          const again = isApiError(failure) && SEND_AGAIN.includes(failure.status);
          patch(key, (item) => ({
            ...item,
            state: 'failed',
            error: errorMessageOf(failure),
            ...(again ? { file } : {}),
          }));
        })
        .finally(() => controllers.current.delete(key));
    },
    [fields, patch, purpose, request],
  );

  const add = useCallback(
    (files: readonly File[], ...[tag]: TagArgument<Tag>) => {
      const kept = current.current.filter((item) => item.state !== 'failed');
      const taken = {
        bytes: usedBytes + kept.reduce((sum, item) => sum + item.sizeBytes, 0),
        files: kept.length,
      };
      const added: UploadItem<Tag>[] = [];
      const starts: [string, File][] = [];
      for (const file of files) {
        const base = { key: newKey(), tag: tag as Tag, fileName: file.name, sizeBytes: file.size };
        const problem = fileProblem(file, taken, limits, wording);
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
    [limits, update, upload, usedBytes, wording],
  );

  const remove = useCallback(
    (key: string) => {
      const item = current.current.find((i) => i.key === key);
      if (!item) return;
      controllers.current.get(key)?.abort();
      if (item.state === 'done') {
        // An unattached upload counts in the group's limit (for a day): give the space back.
        discardDocument(
          { document_id: item.document.document_id },
          requestOptions({ ...request, quiet: true }),
        ).catch(() => undefined);
      }
      update((list) => list.filter((i) => i.key !== key));
    },
    [request, update],
  );

  const retry = useCallback(
    (key: string) => {
      const item = current.current.find((i) => i.key === key);
      if (item?.state !== 'failed' || !item.file) return;
      const { file } = item;
      patch(key, ({ key: k, tag, fileName, sizeBytes }) => ({
        key: k,
        tag,
        fileName,
        sizeBytes,
        state: 'uploading',
        progress: 0,
      }));
      upload(key, file);
    },
    [patch, upload],
  );

  const reset = useCallback(() => update(() => []), [update]);

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
    retry,
    reset,
  };
}
