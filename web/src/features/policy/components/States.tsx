// Loading placeholders and the empty state of Data Polis (the error state is the shared
// components/InlineError).
import { Link } from 'react-router';
import { messages } from '../messages';

export const CONTACT_PATH = '/contact-us';
/** 'Informasi Pembayaran Premi' (the payment feature's route payment-police). */
export const PAYMENT_PATH = '/polis/payment';
/** 'Dokumen Polis' (the papers feature's route policy-papers): e-polis, certificates, cards. */
export const PAPERS_PATH = '/polis/dokumen';
/** 'Investasi' (the investment feature's route policy-investment): a unit link's funds. */
export const INVESTMENT_PATH = '/polis/investasi';
/** 'Pengkinian Data Nasabah' of the selected policy (the pengkinian feature's route). */
export const PENGKINIAN_PATH = '/polis/pengkinian-data';

export function EmptyPolicies() {
  return (
    <div className="polis-empty card border-0 shadow-sm text-center p-4">
      <p className="fs-5 fw-semibold mb-2">{messages.list.empty}</p>
      <p className="text-body-secondary mb-3">{messages.list.emptyHint}</p>
      <div>
        <Link to={CONTACT_PATH} className="btn btn-primary">
          {messages.list.emptyLink}
        </Link>
      </div>
    </div>
  );
}

function Line({ width, className = '' }: { width: string; className?: string }) {
  return <span className={`placeholder d-block rounded ${className}`} style={{ width }} />;
}

/** Placeholder cards while the policy list loads. */
export function PolicyListSkeleton({ count = 2 }: { count?: number }) {
  return (
    <div className="polis-list" aria-busy="true">
      <span className="visually-hidden" role="status">
        {messages.list.loading}
      </span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="policy-card placeholder-glow" aria-hidden="true">
          <Line width="70%" className="mb-2" />
          <Line width="45%" className="mb-3" />
          <Line width="30%" className="mb-3 placeholder-lg" />
          <Line width="60%" className="mb-1" />
          <Line width="50%" />
        </div>
      ))}
    </div>
  );
}

/** Placeholder of the detail panel while a policy's detail loads. */
export function PolicyDetailSkeleton() {
  return (
    <div aria-busy="true">
      <span className="visually-hidden" role="status">
        {messages.detail.loading}
      </span>
      <div className="card border-0 shadow-sm p-3 p-md-4 mb-3 placeholder-glow" aria-hidden="true">
        <Line width="55%" className="placeholder-lg mb-2" />
        <Line width="30%" className="mb-4" />
        <div className="row g-3">
          {Array.from({ length: 6 }, (_, i) => (
            <div key={i} className="col-6 col-md-4">
              <Line width="60%" className="placeholder-sm mb-1" />
              <Line width="85%" />
            </div>
          ))}
        </div>
      </div>
      <div className="card border-0 shadow-sm p-3 p-md-4 placeholder-glow" aria-hidden="true">
        <Line width="35%" className="mb-3" />
        <Line width="90%" className="mb-2" />
        <Line width="75%" />
      </div>
    </div>
  );
}
