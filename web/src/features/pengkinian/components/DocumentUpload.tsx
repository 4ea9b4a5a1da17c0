// The new identity document (KTP or paspor), asked when an identity field changed, in the
// portal's file control (FilePicker: 'Pilih berkas', then the file's name and size): type and
// size are checked before sending (JPEG, PNG or PDF, at most 5 MB; the server checks the
// content again), the upload shows its progress, the document's id goes into the form. A file
// the server could not store (503: the document storage out of reach) is kept, with its
// message and 'Coba lagi' to send it again.
import { useId, useState } from 'react';
import { get, useFormContext, useWatch } from 'react-hook-form';
import { errorMessageOf, isApiError } from '../../../api/errors';
import type { UploadedDocument } from '../../../api/generated/model';
import { uploadFile } from '../../../api/upload';
import { FilePicker, type PickedFile } from '../../../components/upload/FilePicker';
import { uploadMessages } from '../../../components/upload/uploadMessages';
import type { FormValues } from '../formModel';
import { messages } from '../messages';

const m = messages.document;
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
export const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

/** Why a file cannot be sent, before sending it; null when it may be. */
export function documentProblem(file: { type: string; size: number }): string | null {
  if (!(DOCUMENT_TYPES as readonly string[]).includes(file.type)) return m.wrongType;
  if (file.size > MAX_DOCUMENT_BYTES) return m.tooLarge;
  if (file.size === 0) return m.wrongType;
  return null;
}

export function DocumentUpload() {
  const { setValue, formState, clearErrors } = useFormContext<FormValues>();
  const documentId = useWatch<FormValues>({ name: 'id_document_id' }) as string;
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  // The file chosen here: the device's while it uploads, then the server's name and size.
  const [file, setFile] = useState<PickedFile | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // A file the server could not store now, to be sent again.
  const [again, setAgain] = useState<File | null>(null);
  const formError = (get(formState.errors, 'id_document_id') as { message?: string } | undefined)
    ?.message;
  const error = problem ?? (documentId ? null : formError);

  const onFile = async (chosen: File | undefined) => {
    if (!chosen) return;
    setProblem(null);
    setAgain(null);
    const local = documentProblem(chosen);
    if (local) {
      setProblem(local);
      return;
    }
    setFile({ name: chosen.name, size: chosen.size });
    setProgress(0);
    try {
      const { data } = await uploadFile<UploadedDocument>({
        url: '/document/upload',
        fields: { purpose: 'KYC_ID_CARD' },
        file: chosen,
        onProgress: ({ percent }) => setProgress(percent),
        // 400, 413, 415 and 503 are shown here with the server's message.
        silentStatuses: [400, 413, 415, 503, 0],
      });
      setValue('id_document_id', data.document_id, { shouldDirty: true });
      clearErrors('id_document_id');
      setFile({ name: data.file_name, size: data.size_bytes });
    } catch (failure) {
      setProblem(errorMessageOf(failure) || m.failed);
      if (isApiError(failure) && failure.status === 503) setAgain(chosen);
      // The document attached before (if any) is still the one in the form.
      setFile(null);
    } finally {
      setProgress(null);
    }
  };

  return (
    <section className="pk-document" aria-labelledby={`${inputId}-heading`}>
      <h3 id={`${inputId}-heading`} className="pk-document__title">
        {m.heading}
      </h3>
      <p className="mb-2">{m.explain}</p>
      <FilePicker
        id={inputId}
        label={m.label}
        accept=".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf"
        disabled={progress !== null}
        files={file ? [file] : []}
        hasFile={Boolean(documentId)}
        emptyText={documentId ? m.attachedBefore : undefined}
        error={error}
        announceError
        onFiles={(files) => void onFile(files[0])}
      />
      {again && progress === null && (
        <button
          type="button"
          className="btn btn-sm btn-outline-primary mt-2"
          aria-label={uploadMessages.retry(again.name)}
          onClick={() => void onFile(again)}
        >
          {uploadMessages.retryShort}
        </button>
      )}
      {progress !== null && (
        <div className="mt-2">
          <div
            className="progress"
            role="progressbar"
            aria-label={m.progress}
            aria-valuenow={progress}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div className="progress-bar" style={{ width: `${progress}%` }} />
          </div>
          <p className="small mb-0 mt-1" aria-live="polite">
            {m.uploading(progress)}
          </p>
        </div>
      )}
      {documentId && file && progress === null && (
        <p className="pk-document__done mb-0 mt-2" role="status">
          {m.done}
        </p>
      )}
    </section>
  );
}
