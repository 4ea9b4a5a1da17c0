// Route screen of admin-kyc (/admin/pengkinian): the Pengkinian Data review queue (DeskQueue).
// Tabs by status (?status=APPROVED; waiting by default, oldest first), 20 per page (?page=2).
// A row: customer and client number, policy, when submitted and how long ago, the changed
// sections, and flags (identity document attached, NIK warnings confirmed).
import { useListKycReviews } from '../../../api/generated/endpoints/admin/admin';
import type { KycReviewItem, KycStatus } from '../../../api/generated/model';
import { formatDateTimeWib } from '../../../components/format';
import { sectionNames } from '../../../shared/kycLabels';
import { ageOf } from '../desk/age';
import { DeskQueuePage, queueDesk, type DeskQueueProps } from '../desk/DeskQueue';
import { TwoLines, type DeskColumn } from '../desk/DeskTable';
import { KYC_QUEUE_PATH, reviewPath } from '../paths';
import { kycMessages } from './kycMessages';

const m = kycMessages.queue;
const STATUSES: readonly KycStatus[] = ['PENDING', 'APPROVED', 'REJECTED'];

function Flags({ row }: { row: KycReviewItem }) {
  return (
    <>
      {!row.has_document && !row.has_warnings && m.none}
      <span className="d-flex flex-wrap gap-1">
        {row.has_document && (
          <span className="badge text-bg-light border" title={m.documentTitle}>
            {m.document}
          </span>
        )}
        {row.has_warnings && (
          <span className="badge text-bg-warning" title={m.warningsTitle}>
            <span aria-hidden="true">⚠ </span>
            {m.warnings}
          </span>
        )}
      </span>
    </>
  );
}

const columns = (now: Date): DeskColumn<KycReviewItem>[] => [
  {
    header: m.customer,
    cell: (row) => (
      <TwoLines rowHeader main={row.customer_name} sub={`${m.clientNumber} ${row.client_number}`} />
    ),
  },
  { header: m.policy, cell: (row) => row.policy_number },
  {
    header: m.submitted,
    cell: (row) => (
      <TwoLines
        strong
        main={ageOf(row.submitted_at, now)}
        sub={formatDateTimeWib(row.submitted_at)}
      />
    ),
  },
  { header: m.sections, cell: (row) => sectionNames(row.sections).join(', ') },
  { header: m.flags, cell: (row) => <Flags row={row} /> },
];

const KYC_QUEUE = queueDesk({
  id: 'admin-queue-heading',
  className: 'admin-kyc',
  statuses: STATUSES,
  names: m.tab,
  path: KYC_QUEUE_PATH,
  texts: m,
  useList: useListKycReviews,
  tableClassName: 'admin-queue',
  rowKey: (row) => row.registration_number,
  columns,
  open: (row) => ({
    to: reviewPath(row.registration_number),
    text: m.open,
    label: m.openLabel(row.customer_name, row.registration_number),
  }),
});

export default function KycQueuePage({ now }: DeskQueueProps) {
  return <DeskQueuePage desk={KYC_QUEUE} now={now} />;
}
