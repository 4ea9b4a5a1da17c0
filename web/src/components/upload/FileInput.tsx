// The file input of one upload field: its label ('Tambah berkas ...'), the portal's file
// control (FilePicker: 'Pilih berkas' and how many files the field holds), several files at a
// time (JPEG, PNG or PDF), the field's error (e.g. nothing uploaded yet) and the limits as a
// hint, both tied to the control. The input is emptied after each choice, so the same file
// can be chosen again.
import { ACCEPT, formatBytes } from './fileRules';
import { FilePicker } from './FilePicker';
import { uploadMessages as m } from './uploadMessages';
import type { UploadItem } from './useFileUploads';

export interface FileInputProps {
  /** The native input's id (its label names it; the button is FilePicker's). */
  id: string;
  /** What the files are for ('Kwitansi asli'). */
  title: string;
  maxFileBytes: number;
  /** Files one request takes, when the hint should say it. */
  maxFiles?: number;
  /** The field's files: those uploading or uploaded are counted beside the button (a
   * refused one is not held). */
  items?: readonly UploadItem<unknown>[];
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
  items = [],
  error,
  disabled,
  describedBy,
  labelClassName,
  onAdd,
}: FileInputProps) {
  return (
    <FilePicker
      id={id}
      label={m.add(title)}
      labelClassName={labelClassName}
      accept={ACCEPT}
      multiple
      disabled={disabled}
      files={items
        .filter((item) => item.state !== 'failed')
        .map((item) => ({ name: item.fileName, size: item.sizeBytes }))}
      error={error}
      describedBy={describedBy}
      hint={m.hint(formatBytes(maxFileBytes), maxFiles)}
      onFiles={onAdd}
    />
  );
}
