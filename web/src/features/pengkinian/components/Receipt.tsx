// The submission's receipt: the KYC registration number, its status, and the way to the
// history of submissions.
import { Link } from 'react-router';
import type { KycSubmissionReceipt } from '../../../api/generated/model';
import { formatDateTimeWib } from '../../../components/format';
import { messages } from '../messages';
import { KYC_HISTORY_PATH, POLICY_PAGE_PATH } from '../paths';

const m = messages.receipt;

export function Receipt({ receipt }: { receipt: KycSubmissionReceipt }) {
  return (
    <div className="pk-receipt text-center">
      <p className="mb-3">{m.text}</p>
      <dl className="pk-receipt__facts">
        <div>
          <dt>{m.number}</dt>
          <dd className="pk-receipt__number">{receipt.registration_number}</dd>
        </div>
        <div>
          <dt>{m.status}</dt>
          <dd>
            <span className="badge text-bg-warning">{receipt.status_desc}</span>
          </dd>
        </div>
        <div>
          <dt>{m.submittedAt}</dt>
          <dd>{formatDateTimeWib(receipt.submitted_at)}</dd>
        </div>
      </dl>
      <div className="d-flex flex-column flex-sm-row justify-content-center gap-2">
        <Link to={KYC_HISTORY_PATH} className="btn btn-primary">
          {m.history}
        </Link>
        <Link to={POLICY_PAGE_PATH} className="btn btn-outline-primary">
          {m.back}
        </Link>
      </div>
    </div>
  );
}
