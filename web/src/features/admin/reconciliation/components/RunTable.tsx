// The reconciliation runs, newest first: when, what started it (the schedule, or a staff
// member by name), how it ended (with the error of one that stopped), how many gateway
// charges it checked, and each thing it did in the server's words (a new refund case links to
// it). A table on a desktop; labelled blocks on a phone (admin.css).
import { Link } from 'react-router';
import type { ReconciliationRun } from '../../../../api/generated/model';
import { formatDateTimeWib, formatRupiah } from '../../../../components/format';
import { refundReviewPath } from '../../paths';
import { reconciliationMessages, runStatusNames, runTriggerNames } from '../reconciliationMessages';

const m = reconciliationMessages.runs;

/** How long a run took: '2 detik', '3 menit' (whole units, rounded down; at least 1 second). */
export function durationOf(startedAt: string, finishedAt: string): string {
  const seconds = Math.max(1, Math.floor((Date.parse(finishedAt) - Date.parse(startedAt)) / 1000));
  return seconds < 60 ? m.seconds(seconds) : m.minutes(Math.floor(seconds / 60));
}

function RunActions({ run }: { run: ReconciliationRun }) {
  if (run.actions.length === 0) return <span className="text-body-secondary">{m.noActions}</span>;
  return (
    <ul className="list-unstyled mb-0 reconciliation-actions">
      {run.actions.map((action, i) => (
        <li key={`${action.kind}-${action.order_id}-${i}`}>
          <span className="fw-semibold">{action.kind_desc}</span>
          <span className="d-block small">
            <span className="font-monospace">{action.order_id}</span>
            {action.amount !== null && (
              <span className="text-nowrap"> · {formatRupiah(action.amount)}</span>
            )}
            {action.refund_number && (
              <>
                {' · '}
                <Link
                  to={refundReviewPath(action.refund_number)}
                  className="text-nowrap"
                  aria-label={m.openRefund(action.refund_number)}
                >
                  {action.refund_number}
                </Link>
              </>
            )}
          </span>
          <span className="d-block small text-body-secondary">{action.description}</span>
        </li>
      ))}
    </ul>
  );
}

export function RunTable({ runs }: { runs: readonly ReconciliationRun[] }) {
  return (
    <table className="table admin-queue reconciliation-runs mb-0">
      <caption className="visually-hidden">{m.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{m.when}</th>
          <th scope="col">{m.trigger}</th>
          <th scope="col" className="reconciliation-runs__status">
            {m.status}
          </th>
          <th scope="col" className="admin-queue__number">
            {m.checked}
          </th>
          <th scope="col" className="reconciliation-runs__actions">
            {m.actions}
          </th>
        </tr>
      </thead>
      <tbody>
        {runs.map((run) => (
          <tr key={run.run_id}>
            <th scope="row" data-label={m.when}>
              <span className="d-block text-nowrap">{formatDateTimeWib(run.started_at)}</span>
              <span className="small text-body-secondary fw-normal">
                {run.finished_at
                  ? m.took(durationOf(run.started_at, run.finished_at))
                  : m.unfinished}
              </span>
            </th>
            <td data-label={m.trigger}>
              {run.trigger === 'STAFF' && run.started_by
                ? m.by(runTriggerNames.STAFF, run.started_by)
                : runTriggerNames[run.trigger]}
            </td>
            <td data-label={m.status}>
              <span
                className={`badge rounded-pill claim-badge ${run.status === 'COMPLETED' ? 'text-bg-success' : 'text-bg-danger'}`}
                data-status={run.status}
              >
                <span aria-hidden="true" className="me-1">
                  {run.status === 'COMPLETED' ? '✓' : '✕'}
                </span>
                {runStatusNames[run.status]}
              </span>
              {run.error && <span className="d-block small text-danger mt-1">{run.error}</span>}
            </td>
            <td data-label={m.checked} className="admin-queue__number claim-amount">
              {run.charges_checked}
            </td>
            <td data-label={m.actions}>
              <RunActions run={run} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
