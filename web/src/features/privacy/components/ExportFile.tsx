// One file of a ready copy: 'Unduh PDF' or 'Unduh JSON' with its size, streamed with its
// progress (GET /privacy/export/file) and saved under the server's file name
// (Content-Disposition), as a policy's documents are (components/download).
import { useRef } from 'react';
import { downloadPrivacyExport } from '../../../api/generated/endpoints/privacy/privacy';
import type { PrivacyExport } from '../../../api/generated/model';
import { DownloadStatus } from '../../../components/download/DownloadStatus';
import { downloadMessages } from '../../../components/download/messages';
import { formatFileSize } from '../../../components/download/fileSize';
import { useDownload } from '../../../components/download/useDownload';
import { messages } from '../messages';

const m = messages.exports;

type ExportFileEntry = PrivacyExport['files'][number];

export function ExportFile({ exportId, file }: { exportId: string; file: ExportFileEntry }) {
  const { state, start, cancel, busy } = useDownload();
  const button = useRef<HTMLButtonElement>(null);
  const size = formatFileSize(file.size);
  const name = m.downloadName(file.format);
  return (
    <div className="pv-file">
      <button
        ref={button}
        type="button"
        className={`btn btn-outline-primary btn-sm${busy ? ' disabled' : ''}`}
        aria-label={m.downloadLabel(file.format, size)}
        // Not `disabled`: the button keeps the keyboard's focus while the file arrives (a
        // second click starts nothing: useDownload).
        aria-disabled={busy || undefined}
        onClick={() =>
          void start({
            call: (options) =>
              downloadPrivacyExport({ export_id: exportId, format: file.format }, options),
            fallbackName: file.file_name,
            failedMessage: downloadMessages.failed(name),
          })
        }
      >
        {m.download(file.format)}
        <span className="pv-file__size"> · {size}</span>
      </button>
      <DownloadStatus
        state={state}
        name={name}
        onCancel={() => {
          cancel();
          button.current?.focus();
        }}
      />
    </div>
  );
}
