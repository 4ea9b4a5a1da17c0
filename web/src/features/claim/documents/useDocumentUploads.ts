// The claim documents of one form: the shared uploads (components/upload) with purpose
// CLAIM_DOCUMENT, each file tagged with its document type, and the claim's number when
// answering a request (so its files count in the claim's 50 MB). The uploaded documents come
// out as a draft keeps them and a request sends them: with their type.
import { useMemo } from 'react';
import type { ClaimDocumentType } from '../../../api/generated/model';
import type { UploadLimits } from '../../../components/upload/fileRules';
import {
  useFileUploads,
  type FileUploads,
  type KeptDocument,
  type UploadItem,
} from '../../../components/upload/useFileUploads';
import { claimUploadMessages } from './uploadMessages';

/** An uploaded document as a draft keeps it and a request sends it. */
export interface SavedDocument extends KeptDocument {
  type: ClaimDocumentType;
}

export type DocumentItem = UploadItem<ClaimDocumentType>;

export interface DocumentUploadsOptions {
  limits: UploadLimits;
  /** Bytes the claim already holds (its attached files, when answering a request). */
  usedBytes?: number;
  /** The claim whose request is answered (form field claim_number). */
  claimNumber?: string;
  /** Documents uploaded before (a restored draft). */
  initial?: readonly SavedDocument[];
}

export interface DocumentUploads extends Omit<FileUploads<ClaimDocumentType>, 'documents'> {
  /** The uploaded documents, in the order they were added. */
  documents: SavedDocument[];
}

export function useDocumentUploads({
  limits,
  usedBytes,
  claimNumber,
  initial = [],
}: DocumentUploadsOptions): DocumentUploads {
  const fields = useMemo(
    () => (claimNumber ? { claim_number: claimNumber } : undefined),
    [claimNumber],
  );
  const uploads = useFileUploads<ClaimDocumentType>({
    purpose: 'CLAIM_DOCUMENT',
    fields,
    limits,
    wording: claimUploadMessages,
    usedBytes,
    initial: initial.map(({ type, ...document }) => ({ tag: type, document })),
  });
  const documents = useMemo(
    () =>
      uploads.items.flatMap((item): SavedDocument[] => {
        if (item.state !== 'done') return [];
        const { document_id, file_name, size_bytes, content_type, uploaded_at } = item.document;
        return [{ type: item.tag, document_id, file_name, size_bytes, content_type, uploaded_at }];
      }),
    [uploads.items],
  );
  return { ...uploads, documents };
}
