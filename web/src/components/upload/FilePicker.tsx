// The file control every upload draws itself, in Indonesian, instead of the browser's
// ('Choose File / No file chosen' in the browser's language, cut off on a phone): the field's
// label, a real button 'Pilih berkas' ('Ganti berkas' once a file is chosen) that opens the
// native picker, and beside it which file the field holds ('ktp.jpg · 1,2 MB'), 'Belum ada
// berkas dipilih', or how many; then the error and the hint.
//
// The native input stays in the page, hidden, tied to the label: a form, a test or an e2e
// step gives it files (setInputFiles, userEvent.upload) by the label's text. Assistive
// technology meets only the button (the native input would speak the browser's language),
// which carries the field's state: aria-invalid, and the label, the chosen file, the error
// and the hint as its description; the chosen file is announced when it changes.
import { useRef, type ReactNode } from 'react';
import { formatBytes } from './fileRules';
import { uploadMessages as m } from './uploadMessages';
import './filePicker.css';

/** A file the field holds: its name and, when known, its size in bytes. */
export interface PickedFile {
  name: string;
  size?: number;
}

export interface FilePickerProps {
  /** The native input's id: its label names it. The button is `${id}-button`. */
  id: string;
  label: ReactNode;
  labelClassName?: string;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  /** The native input's name. */
  name?: string;
  /** The files the field holds: none, one (named with its size), several (counted). */
  files?: readonly PickedFile[];
  /** Said instead of 'Belum ada berkas dipilih' when no file was chosen here (a file kept
   * from before, e.g. the banner's picture). */
  emptyText?: string;
  /** The field holds a file from before: the button offers to replace it. */
  hasFile?: boolean;
  error?: string | null;
  /** Announce the error when it appears (role="alert"): a file refused after it was chosen. */
  announceError?: boolean;
  /** Under the control: what it takes. */
  hint?: ReactNode;
  /** Ids of other texts describing the field (told after the label and the file). */
  describedBy?: string | null;
  /** The files chosen (the input is emptied after each choice: the same file can be chosen
   * again). */
  onFiles: (files: File[]) => void;
}

/** The id of the picker's button (the element to focus for the field). */
export const filePickerButtonId = (id: string) => `${id}-button`;

/** What the field holds, in words: the status beside the button. */
export function pickedText(files: readonly PickedFile[], multiple = false): string | null {
  const [file] = files;
  if (!file) return null;
  if (multiple || files.length > 1) return m.chosenCount(files.length);
  return m.chosenFile(file.name, file.size === undefined ? undefined : formatBytes(file.size));
}

export function FilePicker({
  id,
  label,
  labelClassName = '',
  accept,
  multiple,
  disabled,
  name,
  files = [],
  emptyText,
  hasFile,
  error,
  announceError,
  hint,
  describedBy,
  onFiles,
}: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const labelId = `${id}-label`;
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const status = pickedText(files, multiple) ?? emptyText ?? m.noFile;
  const replaces = !multiple && (files.length > 0 || Boolean(hasFile));
  const described = [labelId, statusId, error && errorId, describedBy, hint && hintId]
    .filter(Boolean)
    .join(' ');
  return (
    <>
      <label id={labelId} htmlFor={id} className={`form-label ${labelClassName}`.trim()}>
        {label}
      </label>
      <div className={`file-picker${error ? ' is-invalid' : ''}${disabled ? ' is-disabled' : ''}`}>
        <button
          type="button"
          id={filePickerButtonId(id)}
          className="btn btn-outline-primary btn-sm file-picker__button"
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          onClick={() => input.current?.click()}
        >
          {replaces ? m.replace : m.choose}
        </button>
        <span
          id={statusId}
          className={`file-picker__status${status === m.noFile ? ' file-picker__status--empty' : ''}`}
          aria-live="polite"
        >
          {status}
        </span>
        <input
          id={id}
          ref={input}
          type="file"
          name={name}
          accept={accept}
          multiple={multiple}
          disabled={disabled}
          hidden
          tabIndex={-1}
          onChange={(event) => {
            const chosen = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (chosen.length) onFiles(chosen);
          }}
        />
      </div>
      {error && (
        <div
          id={errorId}
          className="invalid-feedback d-block"
          role={announceError ? 'alert' : undefined}
        >
          {error}
        </div>
      )}
      {hint && (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      )}
    </>
  );
}
