// A list's status filter (Riwayat Klaim, Pengaduan Saya): every status by name, or all of
// them. Each list passes its statuses' labels (in the order they are offered), its words and
// its own class for the layout of the list's head.
import { useId } from 'react';

export interface StatusFilterProps<S extends string> {
  /** Every status and its label, in the order the options list them. */
  labels: Readonly<Record<S, string>>;
  value: S | null;
  onChange: (status: S | null) => void;
  /** The select's label, e.g. 'Status'. */
  label: string;
  /** The first option, every status, e.g. 'Semua status'. */
  allLabel: string;
  className: string;
}

export function StatusFilter<S extends string>({
  labels,
  value,
  onChange,
  label,
  allLabel,
  className,
}: StatusFilterProps<S>) {
  const id = useId();
  const statuses = Object.keys(labels) as S[];
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label mb-0">
        {label}
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || null) as S | null)}
      >
        <option value="">{allLabel}</option>
        {statuses.map((status) => (
          <option key={status} value={status}>
            {labels[status]}
          </option>
        ))}
      </select>
    </div>
  );
}
