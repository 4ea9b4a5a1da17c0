// Route screen of pengaduan-detail ('Detail Pengaduan'), for the complaint the address names
// (?complaint_number=ADU-2026-000123; anything else goes back to Pengaduan Saya): GET
// /complaint/detail. Where the form lands after sending (the acknowledgement), and where
// the server's notices (the receipt, the extension, the answer) link to.
import { Link, Navigate, useSearchParams } from 'react-router';
import { errorMessageOf } from '../../api/errors';
import { useGetComplaint } from '../../api/generated/endpoints/complaint/complaint';
import { toLoadable } from '../../api/loadable';
import { InlineError } from '../../components/InlineError';
import { ComplaintView } from './components/ComplaintView';
import { messages } from './messages';
import { COMPLAINT_LIST_PATH, isComplaintNumber } from './paths';
import './complaint.css';

const m = messages.detail;

function Detail({ complaintNumber }: { complaintNumber: string }) {
  const query = useGetComplaint(
    { complaint_number: complaintNumber },
    { request: { quiet: true } },
  );
  const detail = toLoadable(query);
  if (detail.state === 'loading') {
    return (
      <div className="placeholder-glow card border-0 shadow-sm p-3" aria-busy="true">
        <span className="visually-hidden" role="status">
          {m.loading}
        </span>
        <span className="placeholder col-6 mb-3 d-block" aria-hidden="true" />
        <span className="placeholder col-10 mb-2 d-block" aria-hidden="true" />
        <span className="placeholder col-8 d-block" aria-hidden="true" />
      </div>
    );
  }
  if (detail.state === 'error') {
    return (
      <InlineError
        message={query.error ? errorMessageOf(query.error) : m.error}
        onRetry={detail.status === 404 ? undefined : () => void query.refetch()}
      />
    );
  }
  return <ComplaintView complaint={detail.data} />;
}

export default function ComplaintDetailPage() {
  const [search] = useSearchParams();
  const complaintNumber = search.get('complaint_number');
  if (!isComplaintNumber(complaintNumber)) return <Navigate to={COMPLAINT_LIST_PATH} replace />;
  return (
    <div className="adu-page">
      <Link to={COMPLAINT_LIST_PATH} className="adu-back">
        <span aria-hidden="true">‹ </span>
        {m.back}
      </Link>
      <Detail key={complaintNumber} complaintNumber={complaintNumber} />
    </div>
  );
}
