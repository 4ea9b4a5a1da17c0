// The identity document attached to a submission, fetched with the staff member's token
// (the API needs it, so no plain <img src>): a photo shows inline; a PDF gets a link that
// opens it in a new tab (an object URL, revoked when the review closes).
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { fileNameFrom } from '../../../../api/download';
import { errorMessageOf } from '../../../../api/errors';
import { requestOptions } from '../../../../api/fetcher';
import { downloadKycDocument } from '../../../../api/generated/endpoints/admin/admin';
import { InlineError } from '../../../../components/InlineError';
import { kycMessages } from '../kycMessages';

const m = kycMessages.document;

export function DocumentView({ registrationNumber }: { registrationNumber: string }) {
  const query = useQuery({
    queryKey: ['/admin/pengkinian/document', registrationNumber],
    queryFn: async ({ signal }) => {
      const result = await downloadKycDocument(
        { registration_number: registrationNumber },
        requestOptions({ signal, quiet: true }),
      );
      const blob = result.data as unknown as Blob;
      return {
        blob,
        name: fileNameFrom(result.headers.get('content-disposition'), m.fallbackName),
      };
    },
    staleTime: Infinity,
  });
  const blob = query.data?.blob;
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);

  if (query.isPending) {
    return (
      <div className="placeholder-glow admin-document">
        <span className="visually-hidden" role="status">
          {m.loading}
        </span>
        <span
          className="placeholder d-block rounded admin-document__placeholder"
          aria-hidden="true"
        />
      </div>
    );
  }
  if (query.isError || !url || !query.data) {
    return (
      <InlineError
        message={query.error ? errorMessageOf(query.error) : m.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { name } = query.data;
  if (query.data.blob.type === 'application/pdf') {
    return (
      <div className="admin-document">
        <p className="text-body-secondary small mb-2">{m.pdfHint}</p>
        <a href={url} target="_blank" rel="noopener" className="btn btn-outline-primary">
          {m.openPdf(name)}
        </a>
      </div>
    );
  }
  return (
    <figure className="admin-document mb-0">
      <img src={url} alt={m.image(name)} className="img-fluid rounded border" />
      <figcaption className="small text-body-secondary mt-1">{name}</figcaption>
    </figure>
  );
}
