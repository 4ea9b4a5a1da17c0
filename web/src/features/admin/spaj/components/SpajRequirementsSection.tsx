// What was asked of the applicant and what came back: each request (kind, who asked, when,
// the note; open, or answered with the answer and the files), then the documents the applicant
// sent, one of them shown inside the page (the first, until the underwriter picks another with
// 'Lihat'; the shown one's button stays pressed), fetched with the staff member's token.
import { useState } from 'react';
import { requestOptions } from '../../../../api/fetcher';
import {
  downloadSpajDocument,
  getDownloadSpajDocumentQueryKey,
} from '../../../../api/generated/endpoints/admin/admin';
import type { SpajDetail, UploadedDocument } from '../../../../api/generated/model';
import { formatDateTimeWib } from '../../../../components/format';
import { formatFileSize } from '../../claim/claimFormat';
import { askedByNames, kindNames, spajMessages } from '../spajMessages';
import { DeskSection } from '../../desk/DeskSection';
import { InlineDocument } from '../../desk/InlineDocument';

const m = spajMessages.review;

interface SentDocument {
  title: string;
  document: UploadedDocument;
}

export function SpajRequirementsSection({ application }: { application: SpajDetail }) {
  const documents: SentDocument[] = application.requirements.flatMap((r) =>
    r.documents.map((document) => ({ title: r.title, document })),
  );
  const [chosen, setChosen] = useState<string | null>(null);
  const shown = documents.find((d) => d.document.document_id === chosen) ?? documents[0];
  return (
    <>
      <DeskSection title={m.requirements}>
        {application.requirements.length === 0 ? (
          <p className="text-body-secondary mb-0">{m.noRequirements}</p>
        ) : (
          <ul className="list-unstyled mb-0 spaj-desk-reqs">
            {application.requirements.map((r) => (
              <li key={r.requirement_id} className="spaj-desk-req" data-open={r.status === 'OPEN'}>
                <div className="d-flex flex-wrap align-items-center gap-2">
                  <span className="badge text-bg-light border">{kindNames[r.kind]}</span>
                  <span className="small text-body-secondary">
                    {m.askedBy(askedByNames[r.asked_by], formatDateTimeWib(r.asked_at))}
                  </span>
                  {r.status === 'OPEN' ? (
                    <span className="badge text-bg-warning">{m.open}</span>
                  ) : (
                    <span className="small text-success-emphasis">
                      <span aria-hidden="true">✓ </span>
                      {m.answered(formatDateTimeWib(r.answered_at ?? ''))}
                    </span>
                  )}
                </div>
                <p className="fw-semibold mb-1 mt-1">{r.title}</p>
                {r.note && <p className="small mb-1">{r.note}</p>}
                {r.answer_text && (
                  <p className="mb-0 admin-reason">
                    <span className="text-body-secondary">{m.answer}: </span>
                    {r.answer_text}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </DeskSection>
      <DeskSection title={m.documents}>
        {documents.length === 0 ? (
          <p className="text-body-secondary mb-0">{m.noDocuments}</p>
        ) : (
          <>
            <ul className="list-unstyled claim-documents mb-3" aria-label={m.documentsList}>
              {documents.map((d) => {
                const current = d === shown;
                const doc = d.document;
                return (
                  <li
                    key={doc.document_id}
                    className="claim-documents__item"
                    data-current={current}
                  >
                    <div className="me-auto">
                      <span className="d-block fw-semibold">{d.title}</span>
                      <span className="small text-body-secondary text-break">
                        {doc.file_name} · {formatFileSize(doc.size_bytes)} ·{' '}
                        {m.uploaded(formatDateTimeWib(doc.uploaded_at))}
                      </span>
                    </div>
                    <button
                      type="button"
                      className={`btn btn-sm ${current ? 'btn-primary' : 'btn-outline-primary'}`}
                      aria-label={m.viewLabel(d.title, doc.file_name)}
                      aria-pressed={current}
                      onClick={() => setChosen(doc.document_id)}
                    >
                      {m.view}
                    </button>
                  </li>
                );
              })}
            </ul>
            {shown && (
              <section aria-label={m.viewer(shown.title, shown.document.file_name)}>
                <SpajDocumentViewer
                  key={shown.document.document_id}
                  spajNumber={application.spaj_number}
                  title={shown.title}
                  document={shown.document}
                />
              </section>
            )}
          </>
        )}
      </DeskSection>
    </>
  );
}

function SpajDocumentViewer({
  spajNumber,
  title,
  document: doc,
}: {
  spajNumber: string;
  title: string;
  document: UploadedDocument;
}) {
  const params = { spaj_number: spajNumber, document_id: doc.document_id };
  return (
    <InlineDocument
      queryKey={getDownloadSpajDocumentQueryKey(params)}
      load={async (signal) => {
        const result = await downloadSpajDocument(params, requestOptions({ signal, quiet: true }));
        return result.data as unknown as Blob;
      }}
      contentType={doc.content_type}
      fileName={doc.file_name}
      typeName={title}
    />
  );
}
