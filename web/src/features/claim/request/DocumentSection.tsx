// The documents of the claim: one upload slot for each kind the benefit asks for (required
// ones marked 'Wajib'), and how much of the claim's file limit is used.
import type { ClaimDocumentRequirement } from '../../../api/generated/model';
import { formatBytes } from '../../../components/upload/fileRules';
import { UploadSlot } from '../documents/UploadSlot';
import { claimUploadMessages as m } from '../documents/uploadMessages';
import type { DocumentUploads } from '../documents/useDocumentUploads';
import { formMessages } from '../formMessages';

export const slotId = (type: string) => `kl-doc-${type}`;

export function DocumentSection({
  requirements,
  uploads,
  errors,
  maxFileBytes,
  maxClaimBytes,
}: {
  requirements: ClaimDocumentRequirement[];
  uploads: DocumentUploads;
  /** Errors by document type. */
  errors: Record<string, string>;
  maxFileBytes: number;
  maxClaimBytes: number;
}) {
  return (
    <fieldset className="kl-fieldset">
      <legend className="kl-fieldset__legend">{formMessages.sections.documents}</legend>
      <p className="text-body-secondary">{formMessages.documents.intro}</p>
      <div className="kl-slots">
        {requirements.map((requirement) => (
          <UploadSlot
            key={requirement.type}
            id={slotId(requirement.type)}
            name={requirement.name}
            description={requirement.description}
            badge={requirement.required ? m.required : m.optional}
            items={uploads.items.filter((item) => item.tag === requirement.type)}
            error={errors[requirement.type]}
            maxFileBytes={maxFileBytes}
            onAdd={(files) => uploads.add(files, requirement.type)}
            onRemove={uploads.remove}
            onRetry={uploads.retry}
          />
        ))}
      </div>
      <p className="small text-body-secondary mb-0 mt-2" aria-live="polite">
        {m.usage(formatBytes(uploads.bytes), formatBytes(maxClaimBytes))}
      </p>
    </fieldset>
  );
}
