// The status filter of Pengaduan Saya: every status by name, or all of them.
import { useId } from 'react';
import type { ComplaintStatus } from '../../../api/generated/model';
import { messages, statusLabels } from '../messages';

const STATUSES = Object.keys(statusLabels) as ComplaintStatus[];

export function StatusFilter({
  value,
  onChange,
}: {
  value: ComplaintStatus | null;
  onChange: (status: ComplaintStatus | null) => void;
}) {
  const id = useId();
  return (
    <div className="adu-filter">
      <label htmlFor={id} className="form-label mb-0">
        {messages.list.filter}
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || null) as ComplaintStatus | null)}
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
