// The files of one upload field: each with its size, its progress, 'Terunggah', or why it was
// refused (the server's 413/415 message, or the check before sending), and a button to remove
// it (or cancel its upload); 'Coba lagi' on a file the server could not store now (503: the
// file is kept, sent again on the click). The look is the feature's: its CSS classes (`<prefix>-files`,
// `<prefix>-file--failed`, ...) and, on the claim forms, a striped moving progress bar.
import { formatBytes } from './fileRules';
import { uploadMessages as m } from './uploadMessages';
import type { UploadItem } from './useFileUploads';

export interface FileListProps<Tag> {
  /** What the files are for ('Kwitansi asli'): names the list. */
  title: string;
  items: readonly UploadItem<Tag>[];
  onRemove: (key: string) => void;
  /** Send a kept file again (a failed item with its `file`). */
  onRetry?: (key: string) => void;
  /** Prefix of the feature's CSS classes ('kl', 'spaj'). */
  classPrefix: string;
  /** A striped, moving progress bar. */
  animated?: boolean;
}

function FileRow<Tag>({
  item,
  onRemove,
  onRetry,
  prefix,
  animated,
}: {
  item: UploadItem<Tag>;
  onRemove: () => void;
  onRetry?: () => void;
  prefix: string;
  animated?: boolean;
}) {
  const uploading = item.state === 'uploading';
  const again = item.state === 'failed' && item.file && onRetry;
  return (
    <li className={`${prefix}-file ${prefix}-file--${item.state}`}>
      <div className={`${prefix}-file__body`}>
        <span className={`${prefix}-file__name`}>{item.fileName}</span>
        <span className={`${prefix}-file__meta`}>
          {formatBytes(item.sizeBytes)}
          {' · '}
          {item.state === 'uploading' && m.uploading(item.progress)}
          {item.state === 'done' && (
            <span className={`${prefix}-file__done`}>
              <span aria-hidden="true">✓ </span>
              {m.uploaded}
            </span>
          )}
          {item.state === 'failed' && m.failed}
        </span>
        {item.state === 'uploading' && (
          <div
            className={`progress ${prefix}-file__progress`}
            role="progressbar"
            aria-label={m.progress(item.fileName)}
            aria-valuenow={item.progress}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div
              className={`progress-bar${animated ? ' progress-bar-striped progress-bar-animated' : ''}`}
              style={{ width: `${item.progress}%` }}
            />
          </div>
        )}
        {item.state === 'failed' && (
          <p className={`${prefix}-file__error mb-0`} role="alert">
            {item.error}
          </p>
        )}
      </div>
      {again && (
        <button
          type="button"
          className={`btn btn-sm btn-outline-primary ${prefix}-file__retry`}
          aria-label={m.retry(item.fileName)}
          onClick={onRetry}
        >
          {m.retryShort}
        </button>
      )}
      <button
        type="button"
        className={`btn btn-sm btn-outline-danger ${prefix}-file__remove`}
        aria-label={uploading ? m.cancel(item.fileName) : m.remove(item.fileName)}
        onClick={onRemove}
      >
        {uploading ? m.cancelShort : m.removeShort}
      </button>
    </li>
  );
}

export function FileList<Tag>({
  title,
  items,
  onRemove,
  onRetry,
  classPrefix,
  animated,
}: FileListProps<Tag>) {
  if (items.length === 0) return null;
  return (
    <ul className={`${classPrefix}-files list-unstyled`} aria-label={m.files(title)}>
      {items.map((item) => (
        <FileRow
          key={item.key}
          item={item}
          onRemove={() => onRemove(item.key)}
          onRetry={onRetry && (() => onRetry(item.key))}
          prefix={classPrefix}
          animated={animated}
        />
      ))}
    </ul>
  );
}
