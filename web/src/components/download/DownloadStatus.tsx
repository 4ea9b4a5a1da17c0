// What a download shows under its button: the progress bar with its percentage (striped and
// moving when the size is unknown) and 'Batal' while it runs, then where the file was saved,
// that it was cancelled, or why it failed.
import type { DownloadState } from './useDownload';
import { downloadMessages as m } from './messages';
import './download.css';

export interface DownloadStatusProps {
  state: DownloadState;
  /** What is downloaded, as the progress names it ('e-polis'). */
  name: string;
  onCancel: () => void;
  /** Failures are said elsewhere (the statement form's alert). */
  hideFailure?: boolean;
}

export function DownloadStatus({ state, name, onCancel, hideFailure }: DownloadStatusProps) {
  return (
    <>
      {state.status === 'running' && (
        <ProgressBar name={name} percent={state.progress.percent} onCancel={onCancel} />
      )}
      <p className="download-status small text-body-secondary mb-0" aria-live="polite">
        {state.status === 'saved' && m.saved(state.fileName)}
        {state.status === 'cancelled' && m.cancelled}
      </p>
      {state.status === 'failed' && !hideFailure && (
        <p className="download-status small text-danger mb-0" role="alert">
          {state.message}
        </p>
      )}
    </>
  );
}

function ProgressBar({
  name,
  percent,
  onCancel,
}: {
  name: string;
  percent: number | null;
  onCancel: () => void;
}) {
  const label = m.progress(name, percent);
  return (
    <div className="download-progress d-print-none">
      <div className="download-progress__bar">
        <div
          className="progress"
          role="progressbar"
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent ?? undefined}
        >
          <div
            className={`progress-bar${percent === null ? ' progress-bar-striped progress-bar-animated' : ''}`}
            style={{ width: `${percent ?? 100}%` }}
          />
        </div>
        <span className="download-progress__text" aria-hidden="true">
          {label}
        </span>
      </div>
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        onClick={onCancel}
        aria-label={m.cancelLabel(name)}
      >
        {m.cancel}
      </button>
    </div>
  );
}
