// The documents attached to a claim: kind, file name, size and when; each opened through
// the authenticated download (GET /document/file with the customer's token, saved under
// the server's name). The ones sent on the officer's request are marked.
import { useState } from 'react';
import { saveDownload } from '../../../api/download';
import { downloadDocument } from '../../../api/generated/endpoints/document/document';
import type { ClaimDocument } from '../../../api/generated/model';
import { formatDateTimeWib } from '../../../components/format';
import { formatBytes } from '../../../components/upload/fileRules';
import { messages } from '../messages';

const m = messages.detail;

export function DocumentList({ documents }: { documents: ClaimDocument[] }) {
  const [busy, setBusy] = useState<string | null>(null);
  if (documents.length === 0) return <p className="text-body-secondary mb-0">{m.noDocuments}</p>;

  const open = async (document: ClaimDocument) => {
    if (busy) return;
    setBusy(document.document_id);
    try {
      const result = await downloadDocument({ document_id: document.document_id });
      saveDownload(result, document.file_name);
    } catch {
      // The HTTP layer's popup has told the customer.
    } finally {
      setBusy(null);
    }
  };

  return (
    <ul className="kl-documents list-unstyled mb-0">
      {documents.map((document) => (
        <li key={document.document_id} className="kl-documents__item">
          <div className="kl-documents__body">
            <span className="kl-documents__type">{document.type_name}</span>
            <span className="kl-documents__meta">
              {m.fileMeta(
                document.file_name,
                formatBytes(document.size_bytes),
                formatDateTimeWib(document.uploaded_at),
              )}
            </span>
            {document.requested && (
              <span className="badge text-bg-light border kl-documents__requested">
                {m.requested}
              </span>
            )}
          </div>
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            aria-label={m.download(document.file_name)}
            disabled={busy !== null}
            aria-busy={busy === document.document_id || undefined}
            onClick={() => void open(document)}
          >
            {busy === document.document_id ? m.downloading : m.downloadShort}
          </button>
        </li>
      ))}
    </ul>
  );
}
