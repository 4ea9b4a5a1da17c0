// The documents of one SPAJ answer: the shared uploads (components/upload) with purpose
// SPAJ_DOCUMENT and the SPAJ session's token (a 403, the session ended, goes through the
// session's own handler). Requirements.tsx forgets the list (reset) once the answer is sent.
import { useMemo } from 'react';
import type { UploadLimits } from '../../components/upload/fileRules';
import { useFileUploads } from '../../components/upload/useFileUploads';
import { spajRequest, type SpajSessionState } from '../../shared/spajSession';
import { messages } from './messages';

/**
 * 10 MB a file and the application's documents together at most 50 MB (the contract's
 * DocumentPurpose SPAJ_DOCUMENT), at most 5 files for one request
 * (SpajRequirementAnswerRequest.document_ids).
 */
export const SPAJ_UPLOAD_LIMITS: UploadLimits = {
  maxFileBytes: 10 * 1024 * 1024,
  maxTotalBytes: 50 * 1024 * 1024,
  maxFiles: 5,
};

export function useSpajUploads(session: SpajSessionState, usedBytes: number) {
  const request = useMemo(() => spajRequest(session), [session]);
  return useFileUploads({
    purpose: 'SPAJ_DOCUMENT',
    request,
    limits: SPAJ_UPLOAD_LIMITS,
    wording: messages.upload,
    usedBytes,
  });
}
