// One document a customer or an applicant sent (a claim's, a SPAJ's) shown inside the staff
// page, fetched with the staff member's token (the API needs it, so no plain <img src>).
// A photo shows in an <img> from a data: URL (nothing to revoke); a PDF in an <iframe> from a
// blob: URL (the portal's Content-Security-Policy allows images and frames from blob:, the
// app's own). Both get a link that opens the document in a new tab. The blob: URL is made in
// an effect and revoked when the document changes or the page closes. Should a policy still
// refuse to frame the PDF (an older server), the viewer says so and keeps the link.
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { errorMessageOf } from '../../../api/errors';
import { InlineError } from '../../../components/InlineError';
import { deskMessages } from './deskMessages';

const m = deskMessages.document;

/** The bytes of an image as a data: URL of its declared type. */
async function dataUrlOf(blob: Blob, type: string): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return `data:${type};base64,${btoa(binary)}`;
}

export interface InlineDocumentProps {
  /** The download's query key (the document is fetched once per page). */
  queryKey: QueryKey;
  /** Fetches the document's bytes with the staff member's token. */
  load: (signal: AbortSignal) => Promise<Blob>;
  contentType: string;
  fileName: string;
  /** What the document is ('Kwitansi asli rumah sakit'), for the image's alternative text. */
  typeName: string;
}

export function InlineDocument({
  queryKey,
  load,
  contentType,
  fileName,
  typeName,
}: InlineDocumentProps) {
  const pdf = contentType === 'application/pdf';
  const query = useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const body = await load(signal);
      // The declared type, so the browser renders it as what the record says it is.
      const blob = body.type === contentType ? body : new Blob([body], { type: contentType });
      return { blob, image: pdf ? null : await dataUrlOf(blob, contentType) };
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
          alt={m.image(typeName, fileName)}
          className="claim-viewer__image rounded border"
        />
      )}
      {framed && (
        <iframe
          ref={frame}
          title={m.pdfTitle(fileName)}
          className="claim-viewer__frame rounded border"
        />
      )}
      {pdf && !framed && <p className="text-body-secondary small mb-2">{m.pdfBlocked}</p>}
      <figcaption className="d-flex flex-wrap align-items-center gap-2 small mt-2">
        <span className="me-auto text-break">{fileName}</span>
        <a ref={link} target="_blank" rel="noopener" className="btn btn-sm btn-outline-primary">
          {m.openTab(fileName)}
        </a>
      </figcaption>
    </figure>
  );
}
