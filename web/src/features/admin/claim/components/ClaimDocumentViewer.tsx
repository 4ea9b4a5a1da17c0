// One claim document shown inside the page (components/InlineDocument.tsx), fetched with the
// staff member's token through the claims desk's download.
import { requestOptions } from '../../../../api/fetcher';
import {
  downloadClaimDocument,
  getDownloadClaimDocumentQueryKey,
} from '../../../../api/generated/endpoints/admin/admin';
import type { ClaimDocument } from '../../../../api/generated/model';
import { InlineDocument } from '../../desk/InlineDocument';

export function ClaimDocumentViewer({
  claimNumber,
  document: doc,
}: {
  claimNumber: string;
  document: ClaimDocument;
}) {
  const params = { claim_number: claimNumber, document_id: doc.document_id };
  return (
    <InlineDocument
      queryKey={getDownloadClaimDocumentQueryKey(params)}
      load={async (signal) => {
        const result = await downloadClaimDocument(params, requestOptions({ signal, quiet: true }));
        return result.data as unknown as Blob;
      }}
      contentType={doc.content_type}
      fileName={doc.file_name}
      typeName={doc.type_name}
    />
  );
}
