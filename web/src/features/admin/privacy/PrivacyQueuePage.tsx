// Route screen of admin-privacy (/admin/privasi): the staff's queue of personal-data requests
// (UU 27/2022). Tabs by status with their counts (?status=ACKNOWLEDGED; Diterima by default),
// those whose next deadline is nearest or past first (the answered ones the newest first), 20
// per page (?page=2), and how many are past their deadline. A row: the register number, the
// customer, the kind, when it was received and the next deadline (review within 3 × 24 hours
// for a received one, answer within 14 days for one being reviewed; for an answered one, when);
// a row past its deadline stands out (a danger badge and the row's colour).
import { useListPrivacyRequests } from '../../../api/generated/endpoints/admin/admin';
import type { PrivacyReviewItem } from '../../../api/generated/model';
import { formatDateTimeWib } from '../../../components/format';
import { DeskQueue, QUEUE_QUERY, useQueueAddress } from '../desk/DeskQueue';
import { DeskTable, TwoLines, type DeskColumn } from '../desk/DeskTable';
import { PRIVACY_QUEUE_PATH, privacyReviewPath } from '../paths';
import { PRIVACY_STATUSES, privacyDeskMessages, privacyStatusNames } from './privacyDeskMessages';
import './privacyDesk.css';

const m = privacyDeskMessages.queue;

function deadlineOf({ request }: PrivacyReviewItem) {
  if (request.status === 'RECEIVED')
    return { label: m.acknowledgeDue, at: request.acknowledge_due_at };
  if (request.status === 'ACKNOWLEDGED') return { label: m.answerDue, at: request.answer_due_at };
  return { label: m.answered, at: request.answered_at ?? request.answer_due_at };
}

const columns: DeskColumn<PrivacyReviewItem>[] = [
  {
    header: m.number,
    cellClassName: 'text-nowrap',
    cell: ({ request }) => request.request_number,
  },
  { header: m.customer, cell: (row) => <span className="fw-semibold">{row.customer_name}</span> },
  { header: m.kind, cell: (row) => row.request.kind_desc },
  {
    header: m.received,
    cellClassName: 'text-nowrap',
    cell: (row) => formatDateTimeWib(row.request.submitted_at),
  },
  {
    header: m.deadline,
    cell: (row) => {
      const deadline = deadlineOf(row);
      return (
        <>
          <TwoLines strong main={formatDateTimeWib(deadline.at)} sub={deadline.label} />
          {row.request.overdue && (
            <span className="badge rounded-pill text-bg-danger d-inline-block mt-1">
              {m.overdue}
            </span>
          )}
        </>
      );
    },
  },
];

export default function PrivacyQueuePage() {
  const address = useQueueAddress(PRIVACY_STATUSES);
  const query = useListPrivacyRequests(address.params, QUEUE_QUERY);
  const overdue = query.data?.status === 200 ? query.data.data.overdue : null;
  return (
    <DeskQueue
      id="privacy-queue-heading"
      statuses={PRIVACY_STATUSES}
      names={privacyStatusNames}
      path={PRIVACY_QUEUE_PATH}
      texts={m}
      address={address}
      query={query}
      notice={
        overdue !== null && (
          <p
            className={`privacy-overdue-count${overdue > 0 ? ' privacy-overdue-count--late' : ''}`}
            role="status"
          >
            {m.overdueCount(overdue)}
          </p>
        )
      }
    >
      {(rows, caption) => (
        <DeskTable
          rows={rows}
          caption={caption}
          rowKey={(row) => row.request.request_number}
          rowClassName={(row) => (row.request.overdue ? 'privacy-row--overdue' : undefined)}
          columns={columns}
          open={(row) => ({
            to: privacyReviewPath(row.request.request_number),
            text: m.open,
            label: m.openLabel(row.request.request_number, row.customer_name),
          })}
        />
      )}
    </DeskQueue>
  );
}
