// The reconciliation's schedule (every how long, the next run) and 'Jalankan sekarang': a run
// now, whose outcome a notice tells and the list then shows first. Another run in progress
// (409) or any other refusal is said under the button in the server's words.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessageOf, isApiError } from '../../../../api/errors';
import {
  getListReconciliationRunsQueryKey,
  useRunReconciliation,
} from '../../../../api/generated/endpoints/admin/admin';
import type { ReconciliationRunPage } from '../../../../api/generated/model';
import { formatLongDateTimeWib } from '../../../../components/format';
import { showToast } from '../../../../components/toast';
import { reconciliationMessages } from '../reconciliationMessages';
import { DeskSection } from '../../desk/DeskSection';

const m = reconciliationMessages.schedule;

/** 15 → '15 menit'; 120 → '2 jam'; 1440 → '1 hari' (whole units only). */
export function intervalText(minutes: number): string {
  if (minutes % 1440 === 0) return m.days(minutes / 1440);
  if (minutes % 60 === 0) return m.hours(minutes / 60);
  return m.minutes(minutes);
}

export function ScheduleCard({
  schedule,
}: {
  /** The list's schedule; null while it loads or when it failed. */
  schedule: Pick<ReconciliationRunPage, 'interval_minutes' | 'next_run_at'> | null;
}) {
  const client = useQueryClient();
  const run = useRunReconciliation({ request: { quiet: true } });
  const [refusal, setRefusal] = useState<{ message: string; conflict: boolean } | null>(null);

  const start = async () => {
    setRefusal(null);
    try {
      const { data } = await run.mutateAsync();
      showToast(
        data.status === 'COMPLETED'
          ? { message: m.done(data.charges_checked, data.actions.length), variant: 'success' }
          : { message: m.failed(data.error ?? ''), variant: 'warning' },
      );
    } catch (error) {
      setRefusal({
        message: errorMessageOf(error),
        conflict: isApiError(error) && error.status === 409,
      });
    } finally {
      void client.invalidateQueries({ queryKey: getListReconciliationRunsQueryKey() });
    }
  };

  return (
    <DeskSection title={m.title} className="mb-3">
      <div className="d-flex flex-wrap align-items-center gap-3">
        <div className="me-auto" aria-live="polite">
          {schedule && schedule.interval_minutes > 0 && (
            <>
              <p className="mb-1">{m.every(intervalText(schedule.interval_minutes))}</p>
              {schedule.next_run_at && (
                <p className="mb-0 small">
                  {m.next}{' '}
                  <strong>
                    <time dateTime={schedule.next_run_at}>
                      {formatLongDateTimeWib(schedule.next_run_at)}
                    </time>
                  </strong>
                </p>
              )}
            </>
          )}
          {schedule && schedule.interval_minutes === 0 && <p className="mb-0">{m.off}</p>}
        </div>
        <button
          type="button"
          className="btn btn-primary"
          disabled={run.isPending}
          aria-busy={run.isPending || undefined}
          onClick={() => void start()}
        >
          {run.isPending && (
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          )}
          {run.isPending ? m.running : m.run}
        </button>
      </div>
      {refusal && (
        <div
          className={`alert ${refusal.conflict ? 'alert-warning' : 'alert-danger'} mt-3 mb-0`}
          role="alert"
        >
          {refusal.message}
        </div>
      )}
    </DeskSection>
  );
}
