// The notices of one status: when each was written, its kind in the server's words (and its
// subject), the masked recipient, the attempts so far (a waiting one: when the next is due),
// the last error as the mail server gave it, and for a failed one 'Kirim ulang'. A table on a
// desktop; labelled blocks on a phone (admin.css).
import type { NoticeItem } from '../../../../api/generated/model';
import { formatDateTimeWib, NOT_AVAILABLE } from '../../../../components/format';
import { noticeMessages } from '../noticeMessages';

const m = noticeMessages.list;
const r = noticeMessages.retry;

export function NoticeTable({
  rows,
  caption,
  sending,
  onRetry,
}: {
  rows: readonly NoticeItem[];
  caption: string;
  /** The notice being sent again (its button busy), if any. */
  sending: number | null;
  onRetry: (notice: NoticeItem) => void;
}) {
  const failed = rows.some((row) => row.status === 'FAILED');
  return (
    <table className="table admin-queue notice-list mb-0">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{m.created}</th>
          <th scope="col" className="notice-list__kind">
            {m.kind}
          </th>
          <th scope="col">{m.recipient}</th>
          <th scope="col" className="admin-queue__number">
            {m.attempts}
          </th>
          <th scope="col" className="notice-list__error">
            {m.lastError}
          </th>
          {failed && (
            <th scope="col">
              <span className="visually-hidden">{m.action}</span>
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.notice_id} data-notice={row.notice_id}>
            <th scope="row" data-label={m.created} className="fw-normal text-nowrap">
              {formatDateTimeWib(row.created_at)}
            </th>
            <td data-label={m.kind}>
              <span className="d-block fw-semibold">{row.kind_desc}</span>
              <span className="small text-body-secondary">{row.subject}</span>
            </td>
            <td data-label={m.recipient} className="font-monospace small text-break">
              {row.recipient}
            </td>
            <td data-label={m.attempts} className="admin-queue__number">
              <span className="d-block">{m.attemptsCount(row.attempts)}</span>
              {row.next_attempt_at && (
                <span className="d-block small text-body-secondary">
                  {m.next}{' '}
                  <span className="text-nowrap">{formatDateTimeWib(row.next_attempt_at)}</span>
                </span>
              )}
            </td>
            <td data-label={m.lastError} className="small">
              {row.last_error ? (
                <span className="notice-list__message font-monospace text-danger-emphasis">
                  {row.last_error}
                </span>
              ) : (
                <span className="text-body-secondary" title={m.noError}>
                  {NOT_AVAILABLE}
                </span>
              )}
            </td>
            {failed && (
              <td className="text-lg-end">
                {row.status === 'FAILED' && (
                  <button
                    type="button"
                    className="btn btn-sm btn-primary text-nowrap"
                    aria-label={r.label(row.kind_desc, row.recipient)}
                    disabled={sending !== null}
                    aria-busy={sending === row.notice_id || undefined}
                    onClick={() => onRetry(row)}
                  >
                    {sending === row.notice_id && (
                      <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
                    )}
                    {sending === row.notice_id ? r.sending : r.button}
                  </button>
                )}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
