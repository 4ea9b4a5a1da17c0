// The claim's documents: each with its type, file name, size and upload moment (and whether
// it answered a document request), and one of them shown inside the page (the first, until
// the staff member picks another with 'Lihat'; the shown one's button stays pressed).
import { useState } from 'react';
import type { ClaimDetail } from '../../../../api/generated/model';
import { formatDateTimeWib } from '../../../../components/format';
import { claimMessages } from '../claimMessages';
import { formatFileSize } from '../claimFormat';
import { ClaimDocumentViewer } from './ClaimDocumentViewer';
import { DeskSection } from '../../desk/DeskSection';

const m = claimMessages.documents;

export function ClaimDocuments({ claim }: { claim: ClaimDetail }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const documents = claim.documents;
  const shown = documents.find((d) => d.document_id === chosen) ?? documents[0];
  return (
    <DeskSection title={m.title}>
      {documents.length === 0 ? (
        <p className="text-body-secondary mb-0">{m.none}</p>
      ) : (
        <>
          <ul className="list-unstyled claim-documents mb-3" aria-label={m.listLabel}>
            {documents.map((d) => {
              const current = d === shown;
              return (
                <li key={d.document_id} className="claim-documents__item" data-current={current}>
                  <div className="me-auto">
                    <span className="d-block fw-semibold">{d.type_name}</span>
                    <span className="small text-body-secondary text-break">
                      {d.file_name} · {formatFileSize(d.size_bytes)} ·{' '}
                      {m.uploaded(formatDateTimeWib(d.uploaded_at))}
                    </span>
                    {d.requested && (
                      <span className="badge text-bg-light border ms-1">{m.requested}</span>
                    )}
                  </div>
                  <button
                    type="button"
                    className={`btn btn-sm ${current ? 'btn-primary' : 'btn-outline-primary'}`}
                    aria-label={m.viewLabel(d.type_name, d.file_name)}
                    aria-pressed={current}
                    onClick={() => setChosen(d.document_id)}
                  >
                    {m.view}
                  </button>
                </li>
              );
            })}
          </ul>
          {shown && (
            <section aria-label={m.viewer(shown.type_name, shown.file_name)}>
              <ClaimDocumentViewer
                key={shown.document_id}
                claimNumber={claim.claim_number}
                document={shown}
              />
            </section>
          )}
        </>
      )}
    </DeskSection>
  );
}
