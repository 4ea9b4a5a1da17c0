// One claim document shown inside the page, fetched with the staff member's token (the API
// needs it, so no plain <img src>; the same call the Pengkinian desk makes for its document).
// A photo shows in an <img> from a data: URL (nothing to revoke); a PDF in an <iframe> from a
// blob: URL (the portal's Content-Security-Policy allows images and frames from blob:, the
// app's own). Both get a link that opens the document in a new tab. The blob: URL is made in
// an effect and revoked when the document changes or the page closes. Should a policy still
// refuse to frame the PDF (an older server), the viewer says so and keeps the link.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { errorMessageOf } from '../../../../api/errors';
import { requestOptions } from '../../../../api/fetcher';
import {
  downloadClaimDocument,
  getDownloadClaimDocumentQueryKey,
} from '../../../../api/generated/endpoints/admin/admin';
import type { ClaimDocument } from '../../../../api/generated/model';
import { InlineError } from '../../../../components/InlineError';
import { claimMessages } from '../../claimMessages';

const m = claimMessages.documents;

/** The bytes of an image as a data: URL of its declared type. */
async function dataUrlOf(blob: Blob, type: string): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return `data:${type};base64,${btoa(binary)}`;
}

export function ClaimDocumentViewer({
  claimNumber,
  document: doc,
}: {
  claimNumber: string;
  document: ClaimDocument;
}) {
  const params = { claim_number: claimNumber, document_id: doc.document_id };
  const pdf = doc.content_type === 'application/pdf';
  const query = useQuery({
    queryKey: getDownloadClaimDocumentQueryKey(params),
    queryFn: async ({ signal }) => {
      const result = await downloadClaimDocument(params, requestOptions({ signal, quiet: true }));
      const body = result.data as unknown as Blob;
      // The declared type, so the browser renders it as what the claim says it is.
      const blob =
        body.type === doc.content_type ? body : new Blob([body], { type: doc.content_type });
      return { blob, image: pdf ? null : await dataUrlOf(blob, doc.content_type) };
    },
    staleTime: Infinity,
  });
  const blob = query.data?.blob;
  const frame = useRef<HTMLIFrameElement>(null);
  const link = useRef<HTMLAnchorElement>(null);
  const [blocked, setBlocked] = useState<string | null>(null);

  useEffect(() => {
    if (!blob) return;
    const url = URL.createObjectURL(blob);
    if (frame.current) frame.current.src = url;
    if (link.current) link.current.href = url;
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      if (event.blockedURI === url || event.blockedURI === 'blob') setBlocked(url);
    };
    window.document.addEventListener('securitypolicyviolation', onViolation);
    return () => {
      window.document.removeEventListener('securitypolicyviolation', onViolation);
      URL.revokeObjectURL(url);
    };
  }, [blob]);

  if (query.isPending) {
    return (
      <div className="placeholder-glow claim-viewer">
        <span className="visually-hidden" role="status">
          {m.loading}
        </span>
        <span className="placeholder d-block rounded claim-viewer__frame" aria-hidden="true" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <InlineError
        message={query.error ? errorMessageOf(query.error) : m.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const framed = pdf && blocked === null;
  return (
    <figure className="claim-viewer mb-0">
      {!pdf && query.data.image && (
        <img
          src={query.data.image}
          alt={m.image(doc.type_name, doc.file_name)}
          className="claim-viewer__image rounded border"
        />
      )}
      {framed && (
        <iframe
          ref={frame}
          title={m.pdfTitle(doc.file_name)}
          className="claim-viewer__frame rounded border"
        />
      )}
      {pdf && !framed && <p className="text-body-secondary small mb-2">{m.pdfBlocked}</p>}
      <figcaption className="d-flex flex-wrap align-items-center gap-2 small mt-2">
        <span className="me-auto text-break">{doc.file_name}</span>
        <a ref={link} target="_blank" rel="noopener" className="btn btn-sm btn-outline-primary">
          {m.openTab(doc.file_name)}
        </a>
      </figcaption>
    </figure>
  );
}
