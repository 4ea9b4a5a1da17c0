// A case's status as a badge on the staff desks (claim, SPAJ, refund): the status text always
// shows (the colour is never the only signal), with the desk's mark before some statuses;
// text-bg-* keeps AA contrast. Each desk's badge names its colours and marks.
export function StatusBadge({
  status,
  label,
  variant,
  mark,
}: {
  /** The contract's status, on data-status. */
  status: string;
  label: string;
  /** A text-bg-* class. */
  variant: string;
  mark?: string | null;
}) {
  return (
    <span className={`badge rounded-pill claim-badge ${variant}`} data-status={status}>
      {mark && (
        <span aria-hidden="true" className="me-1">
          {mark}
        </span>
      )}
      {label}
    </span>
  );
}
