// The status filter of Riwayat Klaim: every status by name, or all of them.
import { useId } from 'react';
import type { ClaimStatus } from '../../../api/generated/model';
import { messages, statusLabels } from '../messages';

const STATUSES = Object.keys(statusLabels) as ClaimStatus[];

export function StatusFilter({
  value,
  onChange,
}: {
  value: ClaimStatus | null;
  onChange: (status: ClaimStatus | null) => void;
}) {
  const id = useId();
  return (
    <div className="kl-filter">
      <label htmlFor={id} className="form-label mb-0">
        {messages.list.filter}
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || null) as ClaimStatus | null)}
      >
        <option value="">{messages.list.allStatuses}</option>
        {STATUSES.map((status) => (
          <option key={status} value={status}>
            {statusLabels[status]}
          </option>
        ))}
      </select>
    </div>
  );
}
