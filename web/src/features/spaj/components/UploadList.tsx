// The files of one document answer (each with its progress, 'Terunggah' or why it was
// refused, and a button to remove it or cancel its upload, or to send it again when the server
// could not store it), then the file input for more.
import { FileInput } from '../../../components/upload/FileInput';
import { FileList } from '../../../components/upload/FileList';
import type { UploadItem } from '../../../components/upload/useFileUploads';
import { SPAJ_UPLOAD_LIMITS } from '../useSpajUploads';

export function UploadList({
  id,
  title,
  items,
  error,
  disabled,
  onAdd,
  onRemove,
  onRetry,
}: {
  /** The file input's id (the form focuses it when nothing was uploaded). */
  id: string;
  title: string;
  items: UploadItem[];
  error?: string | null;
  disabled?: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  onRetry?: (key: string) => void;
}) {
  return (
    <div className="spaj-upload">
      <FileList
        title={title}
        items={items}
        onRemove={onRemove}
        onRetry={onRetry}
        classPrefix="spaj"
      />
      <FileInput
        id={id}
        title={title}
        maxFileBytes={SPAJ_UPLOAD_LIMITS.maxFileBytes}
        maxFiles={SPAJ_UPLOAD_LIMITS.maxFiles}
        items={items}
        error={error}
        disabled={disabled}
        labelClassName="fw-semibold"
        onAdd={onAdd}
      />
    </div>
  );
}
