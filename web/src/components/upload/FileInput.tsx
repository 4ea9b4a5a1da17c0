// The file input of one upload field: its label ('Tambah berkas ...'), several files at a
// time (JPEG, PNG or PDF), the field's error (e.g. nothing uploaded yet) and the limits as a
// hint, both tied to the input. The input is emptied after each choice, so the same file can
// be chosen again.
import { useRef } from 'react';
import { ACCEPT, formatBytes } from './fileRules';
import { uploadMessages as m } from './uploadMessages';

export interface FileInputProps {
  /** The input's id (a form focuses it when the field has an error). */
  id: string;
  /** What the files are for ('Kwitansi asli'). */
  title: string;
  maxFileBytes: number;
  /** Files one request takes, when the hint should say it. */
  maxFiles?: number;
  error?: string | null;
  disabled?: boolean;
  /** Ids of other texts describing the input (told before the hint). */
  describedBy?: string | null;
  labelClassName: string;
  onAdd: (files: File[]) => void;
}

export function FileInput({
  id,
  title,
  maxFileBytes,
  maxFiles,
  error,
  disabled,
  describedBy,
  labelClassName,
  onAdd,
}: FileInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const described = [describedBy, `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <>
      <label htmlFor={id} className={`form-label ${labelClassName}`}>
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
        {m.hint(formatBytes(maxFileBytes), maxFiles)}
      </div>
    </>
  );
}
