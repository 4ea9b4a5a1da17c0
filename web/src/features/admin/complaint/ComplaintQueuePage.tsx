// Route screen of admin-complaint (/admin/pengaduan): the staff's complaint queue (DeskQueue).
// Tabs by status with their counts (?status=ANSWERED; Sedang ditangani by default), those
// nearest their deadline or past it first (answered and closed: the newest first), 20 per page
// (?page=2). Above the table, how many are past their deadline. A row: register number,
// customer and policy, category, subject, when it came in, the deadline with the working days
// it leaves ('Sisa 2 hari kerja', 'Batas hari ini', 'Lewat 3 hari kerja'); a row past its
// deadline stands out (complaintDesk.css) with the danger badge 'Lewat batas waktu'.
import { useListComplaintReviews } from '../../../api/generated/endpoints/admin/admin';
import type { ComplaintReviewItem, ComplaintReviewPage } from '../../../api/generated/model';
import { formatDate, formatDateTimeWib } from '../../../components/format';
import { DeskQueue, QUEUE_QUERY, useQueueAddress } from '../desk/DeskQueue';
import { DeskTable, TwoLines, type DeskColumn } from '../desk/DeskTable';
import { COMPLAINT_QUEUE_PATH, complaintReviewPath } from '../paths';
import {
  COMPLAINT_STATUSES,
  complaintMessages,
  complaintStatusNames,
  daysLeftText,
} from './complaintMessages';
import './complaintDesk.css';

const m = complaintMessages.queue;

function Deadline({ row }: { row: ComplaintReviewItem }) {
  const { deadline } = row;
  const due = formatDate(deadline.due_date);
  const sub = deadline.extended ? `${due} · ${m.extended}` : due;
  if (row.working_days_left === null)
    return <TwoLines main={due} sub={deadline.extended ? m.extended : ''} />;
  return (
    <>
      <TwoLines strong main={daysLeftText(row.working_days_left)} sub={sub} />
      {deadline.overdue && (
        <span className="badge text-bg-danger adu-desk-late mt-1">
          <span aria-hidden="true">! </span>
          {m.late}
        </span>
      )}
    </>
  );
}

const columns: DeskColumn<ComplaintReviewItem>[] = [
  {
    header: m.number,
    cellClassName: 'text-nowrap',
    cell: (row) => row.complaint_number,
  },
  {
    header: m.customer,
    cell: (row) => (
      <TwoLines
        strong
        main={row.customer_name}
        sub={row.policy_number ? m.policy(row.policy_number) : m.noPolicy}
      />
    ),
  },
  { header: m.category, cell: (row) => row.category_desc },
  { header: m.subject, cellClassName: 'adu-desk-subject', cell: (row) => row.subject },
  { header: m.received, cell: (row) => formatDateTimeWib(row.submitted_at) },
  { header: m.deadline, cell: (row) => <Deadline row={row} /> },
];

export default function ComplaintQueuePage() {
  const address = useQueueAddress(COMPLAINT_STATUSES);
  const query = useListComplaintReviews(address.params, QUEUE_QUERY);
  const answer: ComplaintReviewPage | null =
    query.data?.status === 200 && !query.isPlaceholderData ? query.data.data : null;
  const handling = address.params.status === 'RECEIVED';
  return (
    <DeskQueue
      id="complaint-queue-heading"
      statuses={COMPLAINT_STATUSES}
      names={complaintStatusNames}
      path={COMPLAINT_QUEUE_PATH}
      texts={m}
      address={address}
      query={query}
      notice={
        answer &&
        handling && (
          <p
            className={`adu-desk-overdue${answer.overdue > 0 ? ' adu-desk-overdue--some' : ''}`}
            role="status"
          >
            {answer.overdue > 0 && <span aria-hidden="true">! </span>}
            {answer.overdue > 0 ? m.overdue(answer.overdue) : m.noneOverdue}
          </p>
        )
      }
    >
      {(rows, caption) => (
        <DeskTable
          rows={rows}
          caption={caption}
          className="admin-queue claim-queue adu-desk-queue"
          rowKey={(row) => row.complaint_number}
          columns={columns}
          open={(row) => ({
            to: complaintReviewPath(row.complaint_number),
            text: m.open,
            label: m.openLabel(row.complaint_number, row.customer_name),
          })}
        />
      )}
    </DeskQueue>
  );
}
