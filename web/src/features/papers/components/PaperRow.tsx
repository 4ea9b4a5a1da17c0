// One document of a policy: its name, file name and size, and 'Unduh', which streams the PDF
// with its progress under the row and saves it under the server's file name.
import { useRef, type ReactNode } from 'react';
import type { DocumentCall } from '../../../api/downloadProgress';
import { DownloadStatus } from '../../../components/download/DownloadStatus';
import { formatFileSize } from '../../../components/download/fileSize';
import { useDownload } from '../../../components/download/useDownload';
import { messages } from '../messages';

const m = messages.paper;

export interface PaperRowProps {
  /** The document's name ('E-Polis', 'Sertifikat Premi Tahun 2025', the card's member). */
  title: string;
  /** The title the button names when `title` alone is not enough ('Kartu Kesehatan Rina'). */
  fullTitle?: string;
  /** A line under the title (the card number). */
  detail?: ReactNode;
  fileName: string;
  /** Null until the document's content was first printed (downloaded). */
  sizeBytes: number | null;
  /** What the progress calls it ('e-polis', 'sertifikat premi 2025'). */
  name: string;
  call: DocumentCall;
}

export function PaperRow({
  title,
  fullTitle = title,
  detail,
  fileName,
  sizeBytes,
  name,
  call,
}: PaperRowProps) {
  const { state, start, cancel, busy } = useDownload();
  const button = useRef<HTMLButtonElement>(null);
  const size = sizeBytes === null ? '' : formatFileSize(sizeBytes);
  return (
    <li className="paper-row">
      <div className="paper-row__main">
        <DocumentIcon />
        <div className="paper-row__text">
          <p className="paper-row__title">{title}</p>
          {detail && <p className="paper-row__detail">{detail}</p>}
          <p className="paper-row__file">
            <span className="paper-row__name">{fileName}</span>
            {size && <span className="text-nowrap"> · {size}</span>}
          </p>
        </div>
        <button
          ref={button}
          type="button"
          className={`btn btn-outline-primary btn-sm paper-row__button${busy ? ' disabled' : ''}`}
          aria-label={m.downloadLabel(fullTitle, size)}
          // Not `disabled`: the button keeps the keyboard's focus while the file arrives (a
          // second click starts nothing: useDownload).
          aria-disabled={busy || undefined}
          onClick={() =>
            void start({
              call,
              fallbackName: fileName,
              failedMessage: messages.download.failed(name),
            })
          }
        >
          <DownloadIcon />
          {m.download}
        </button>
      </div>
      <DownloadStatus
        state={state}
        name={name}
        onCancel={() => {
          cancel();
          // 'Batal' goes away with the bar: the keyboard's focus returns to 'Unduh'.
          button.current?.focus();
        }}
      />
    </li>
  );
}

// Drawn here rather than in components/icons: that module is part of every signed-in page.
function DocumentIcon() {
  return (
    <svg className="paper-row__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M7 3h7l5 5v13H7z" />
      <path d="M14 3v5h5M10 13h6M10 17h6" />
    </svg>
  );
}

export function DownloadIcon() {
  return (
    <svg className="paper-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
    </svg>
  );
}
