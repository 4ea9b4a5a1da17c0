// One kind of claim document (Kwitansi, Resume medis, ...): its name and what it must show,
// the files added so far (each with its progress, 'Terunggah', or why it was refused, and a
// way to remove it), and a file input for more (several files per kind). The slot's own
// error (nothing attached to a required kind) is tied to the input.
import { useRef } from 'react';
import { ACCEPT, formatBytes } from './fileRules';
import type { DocumentItem } from './useDocumentUploads';
import { uploadMessages as m } from './uploadMessages';

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
}

function FileRow({ item, onRemove }: { item: DocumentItem; onRemove: () => void }) {
  const uploading = item.state === 'uploading';
  return (
    <li className={`kl-file kl-file--${item.state}`}>
      <div className="kl-file__body">
        <span className="kl-file__name">{item.fileName}</span>
        <span className="kl-file__meta">
          {formatBytes(item.sizeBytes)}
          {' · '}
          {item.state === 'uploading' && m.uploading(item.progress)}
          {item.state === 'done' && (
            <span className="kl-file__done">
              <span aria-hidden="true">✓ </span>
              {m.uploaded}
            </span>
          )}
          {item.state === 'failed' && m.failed}
        </span>
        {item.state === 'uploading' && (
          <div
            className="progress kl-file__progress"
            role="progressbar"
            aria-label={m.progress(item.fileName)}
            aria-valuenow={item.progress}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div
              className="progress-bar progress-bar-striped progress-bar-animated"
              style={{ width: `${item.progress}%` }}
            />
          </div>
        )}
        {item.state === 'failed' && (
          <p className="kl-file__error mb-0" role="alert">
            {item.error}
          </p>
        )}
      </div>
      <button
        type="button"
        className="btn btn-sm btn-outline-danger kl-file__remove"
        aria-label={uploading ? m.cancel(item.fileName) : m.remove(item.fileName)}
        onClick={onRemove}
      >
        {uploading ? m.cancelShort : m.removeShort}
      </button>
    </li>
  );
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
}: UploadSlotProps) {
  const input = useRef<HTMLInputElement>(null);
  const described = [description && `${id}-desc`, `${id}-hint`, error && `${id}-error`]
    .filter(Boolean)
    .join(' ');
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
      {items.length > 0 && (
        <ul className="kl-files list-unstyled" aria-label={m.files(name)}>
          {items.map((item) => (
            <FileRow key={item.key} item={item} onRemove={() => onRemove(item.key)} />
          ))}
        </ul>
      )}
      <label htmlFor={id} className="form-label kl-slot__add">
        {m.add(name)}
      </label>
      <input
        id={id}
        ref={input}
        type="file"
        multiple
        accept={ACCEPT}
        className={`form-control${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          if (files.length) onAdd(files);
          if (input.current) input.current.value = '';
        }}
      />
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
      <div id={`${id}-hint`} className="form-text">
        {m.hint(formatBytes(maxFileBytes))}
      </div>
    </section>
  );
}
