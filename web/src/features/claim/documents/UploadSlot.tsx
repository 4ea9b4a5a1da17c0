// One kind of claim document (Kwitansi, Resume medis, ...): its name and what it must show,
// the files added so far (each with its progress, 'Terunggah', or why it was refused, and a
// way to remove it, or to send it again when the server could not store it), and a file
// input for more (several files per kind). The slot's own error (nothing attached to a
// required kind) is tied to the input.
import { FileInput } from '../../../components/upload/FileInput';
import { FileList } from '../../../components/upload/FileList';
import type { DocumentItem } from './useDocumentUploads';

export interface UploadSlotProps {
  /** The file input's id (the form focuses it when the slot has an error). */
  id: string;
  name: string;
  description?: string | null;
  /** 'Wajib' / 'Bila ada'; none when every slot is required. */
  badge?: string | null;
  items: DocumentItem[];
  error?: string | null;
  maxFileBytes: number;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  /** Send a file again that the server could not store (503). */
  onRetry?: (key: string) => void;
}

export function UploadSlot({
  id,
  name,
  description,
  badge,
  items,
  error,
  maxFileBytes,
  onAdd,
  onRemove,
  onRetry,
}: UploadSlotProps) {
  return (
    <section className="kl-slot" aria-labelledby={`${id}-title`}>
      <div className="kl-slot__head">
        <h4 id={`${id}-title`} className="kl-slot__title">
          {name}
        </h4>
        {badge && <span className="badge kl-slot__badge">{badge}</span>}
      </div>
      {description && (
        <p id={`${id}-desc`} className="kl-slot__desc">
          {description}
        </p>
      )}
      <FileList
        title={name}
        items={items}
        onRemove={onRemove}
        onRetry={onRetry}
        classPrefix="kl"
        animated
      />
      <FileInput
        id={id}
        title={name}
        maxFileBytes={maxFileBytes}
        items={items}
        error={error}
        describedBy={description ? `${id}-desc` : null}
        labelClassName="kl-slot__add"
        onAdd={onAdd}
      />
    </section>
  );
}
