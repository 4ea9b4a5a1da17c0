// The files of one document answer: each with its size, its progress, 'Terunggah', or why it
// was refused (the server's 413/415 message, or the check before sending), and a button to
// remove it (or cancel its upload); then the file input for more.
import { useRef } from 'react';
import { messages } from '../messages';
import { ACCEPT, formatBytes, MAX_ANSWER_FILES, MAX_FILE_BYTES } from '../uploadRules';
import type { UploadItem } from '../useSpajUploads';

const m = messages.upload;

function FileRow({ item, onRemove }: { item: UploadItem; onRemove: () => void }) {
  const uploading = item.state === 'uploading';
  return (
    <li className={`spaj-file spaj-file--${item.state}`}>
      <div className="spaj-file__body">
        <span className="spaj-file__name">{item.fileName}</span>
        <span className="spaj-file__meta">
          {formatBytes(item.sizeBytes)}
          {' · '}
          {item.state === 'uploading' && m.uploading(item.progress)}
          {item.state === 'done' && (
            <span className="spaj-file__done">
              <span aria-hidden="true">✓ </span>
              {m.uploaded}
            </span>
          )}
          {item.state === 'failed' && m.failed}
        </span>
        {item.state === 'uploading' && (
          <div
            className="progress spaj-file__progress"
            role="progressbar"
            aria-label={m.progress(item.fileName)}
            aria-valuenow={item.progress}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div className="progress-bar" style={{ width: `${item.progress}%` }} />
          </div>
        )}
        {item.state === 'failed' && (
          <p className="spaj-file__error mb-0" role="alert">
            {item.error}
          </p>
        )}
      </div>
      <button
        type="button"
        className="btn btn-sm btn-outline-danger spaj-file__remove"
        aria-label={uploading ? m.cancel(item.fileName) : m.remove(item.fileName)}
        onClick={onRemove}
      >
        {uploading ? m.cancelShort : m.removeShort}
      </button>
    </li>
  );
}

export function UploadList({
  id,
  title,
  items,
  error,
  disabled,
  onAdd,
  onRemove,
}: {
  /** The file input's id (the form focuses it when nothing was uploaded). */
  id: string;
  title: string;
  items: UploadItem[];
  error?: string | null;
  disabled?: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const described = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="spaj-upload">
      {items.length > 0 && (
        <ul className="spaj-files list-unstyled" aria-label={m.files(title)}>
          {items.map((item) => (
            <FileRow key={item.key} item={item} onRemove={() => onRemove(item.key)} />
          ))}
        </ul>
      )}
      <label htmlFor={id} className="form-label fw-semibold">
        {m.add(title)}
      </label>
      <input
        id={id}
        ref={input}
        type="file"
        multiple
        accept={ACCEPT}
        disabled={disabled}
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
        {m.hint(formatBytes(MAX_FILE_BYTES), MAX_ANSWER_FILES)}
      </div>
    </div>
  );
}
