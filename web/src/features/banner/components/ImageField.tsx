// The banner's picture: chosen in the portal's file control (FilePicker: 'Pilih berkas', then
// the file's name and size, or the picture saved before), checked before sending (JPEG, PNG or WebP by its declared type,
// at most 2 MB; the server reads the content and the size again), uploaded with its progress
// (POST /admin/banner/image through api/upload.ts), and previewed as customers will see it
// (BannerPreview.tsx: on a wide screen and on a phone, with the rule for words drawn in the
// picture). A refusal (413, 415, 422) is shown under the field with the server's words, and
// the picture chosen before stays. A picture the server could not store (503: the storage out
// of reach) is kept with 'Coba lagi' to send it again.
import { useEffect, useId, useState } from 'react';
import { errorMessageOf, isApiError } from '../../../api/errors';
import type { BannerImage } from '../../../api/generated/model';
import { uploadFile } from '../../../api/upload';
import { FilePicker, type PickedFile } from '../../../components/upload/FilePicker';
import { uploadMessages } from '../../../components/upload/uploadMessages';
import { messages } from '../messages';
import { BannerPreview } from './BannerPreview';

const m = messages.form;
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Why a file cannot be sent, before sending it; null when it may be. */
export function imageProblem(file: { type: string; size: number }): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type) || file.size === 0) {
    return m.imageType;
  }
  if (file.size > MAX_IMAGE_BYTES) return m.imageSize;
  return null;
}

export interface ImageFieldProps {
  value: BannerImage | null;
  onChange: (image: BannerImage) => void;
  /** The form's own error for the field (required, or the server's 422 on save). */
  error?: string;
  /** While a file uploads (the form waits for it before saving). */
  onBusy: (busy: boolean) => void;
  /** Shown under the preview, as in the carousel. */
  title: string;
  altText: string;
}

export function ImageField({ value, onChange, error, onBusy, title, altText }: ImageFieldProps) {
  const id = useId();
  // The file the picture came from, when chosen here (a saved banner's picture has no name).
  const [chosen, setChosen] = useState<PickedFile | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [local, setLocal] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // A picture the server could not store now, to be sent again.
  const [again, setAgain] = useState<File | null>(null);
  const shownError = problem ?? error;

  useEffect(() => () => (local ? URL.revokeObjectURL(local) : undefined), [local]);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    setAgain(null);
    const refused = imageProblem(file);
    if (refused) {
      setProblem(refused);
      return;
    }
    const before = chosen;
    setChosen({ name: file.name, size: file.size });
    setLocal(URL.createObjectURL(file));
    setProgress(0);
    onBusy(true);
    try {
      const { data } = await uploadFile<BannerImage>({
        url: '/admin/banner/image',
        file,
        onProgress: ({ percent }) => setProgress(percent),
        // Shown here with the server's words: 413 too large, 415 not a picture, 422 too small,
        // 503 not stored (sent again with 'Coba lagi').
        silentStatuses: [0, 400, 413, 415, 422, 503],
      });
      onChange(data);
    } catch (failure) {
      setProblem(errorMessageOf(failure));
      if (isApiError(failure) && failure.status === 503) setAgain(file);
      // The picture chosen before stays: so does its name.
      setChosen(before);
    } finally {
      setProgress(null);
      setLocal(null);
      onBusy(false);
    }
  };

  return (
    <div className="mb-3 cms-image">
      <FilePicker
        id={id}
        label={m.image}
        name="image"
        accept=".jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp"
        disabled={progress !== null}
        files={chosen ? [chosen] : []}
        hasFile={value !== null}
        emptyText={value ? uploadMessages.savedImage(value.width, value.height) : undefined}
        error={shownError}
        announceError
        hint={m.imageHint}
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
            aria-label={m.uploadProgress}
            aria-valuenow={progress}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div className="progress-bar" style={{ width: `${progress}%` }} />
          </div>
          <p className="small mb-0 mt-1" aria-live="polite">
            {progress < 100 ? m.uploading(progress) : m.processing}
          </p>
        </div>
      )}
      {(local || value) && (
        <BannerPreview id={id} local={local} value={value} title={title} altText={altText} />
      )}
    </div>
  );
}
