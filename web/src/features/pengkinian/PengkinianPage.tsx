// Route screen of pengkinian-data: may the customer start an update on the selected policy
// (GET /policy/validasiPengkinanData)? If not, the server's reason and the way on (the
// history for a submission still being reviewed), never the form. If so, the current data
// (GET /policy/infoPengkinanData) and the master lists fill the form (PengkinianFlow).
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { errorMessageOf } from '../../api/errors';
import { useGetMasterReference } from '../../api/generated/endpoints/master/master';
import {
  useCheckPengkinianEligibility,
  useGetPengkinianData,
} from '../../api/generated/endpoints/pengkinian/pengkinian';
import type { PengkinianEligibility } from '../../api/generated/model';
import { InlineError } from '../../components/InlineError';
import { PageLoader } from '../../components/PageLoader';
import { isoDateWib } from '../../components/format';
import { useSelectedPolicy } from '../../shared/policyStore';
import { messages } from './messages';
import { KYC_HISTORY_PATH, POLICY_PAGE_PATH } from './paths';
import './pengkinian.css';

// The form (react-hook-form, zod and the contract's field rules) is a chunk of its own,
// fetched beside the page's data once the update is allowed, not before the page paints
// (the signed-in page budget, web/build/budgets.ts).
const loadFlow = () => import('./PengkinianFlow');
const PengkinianFlow = lazy(() => loadFlow().then((m) => ({ default: m.PengkinianFlow })));

export interface PengkinianPageProps {
  /** Today in Jakarta ('2026-11-24'); the clock's when absent (stories and tests fix it). */
  today?: string;
}

function Refused({ eligibility }: { eligibility: PengkinianEligibility }) {
  const pending = eligibility.reason === 'REVIEW_PENDING';
  return (
    <section className="pk-refused card border-0 shadow-sm" aria-labelledby="pk-refused-title">
      <div className="card-body p-3 p-md-4">
        <h2 id="pk-refused-title" className="pk-flow__title">
          {messages.refused.heading}
        </h2>
        <div className="alert alert-warning" role="alert">
          {eligibility.message}
        </div>
        <div className="d-flex flex-column flex-sm-row gap-2">
          {pending && (
            <Link to={KYC_HISTORY_PATH} className="btn btn-primary">
              {messages.refused.history}
            </Link>
          )}
          <Link
            to={POLICY_PAGE_PATH}
            className={`btn ${pending ? 'btn-outline-primary' : 'btn-primary'}`}
          >
            {messages.refused.back}
          </Link>
        </div>
      </div>
    </section>
  );
}

export default function PengkinianPage({ today }: PengkinianPageProps) {
  // The route requires a selected policy; the guard sends customers without one away.
  const policyNumber = useSelectedPolicy() ?? '';
  const params = { policy_number: policyNumber };
  const quiet = { quiet: true } as const;
  const eligibility = useCheckPengkinianEligibility(params, {
    query: { enabled: policyNumber !== '' },
    request: quiet,
  });
  const allowed = eligibility.data?.status === 200 && eligibility.data.data.allowed;
  const current = useGetPengkinianData(params, {
    query: { enabled: allowed },
    request: quiet,
  });
  const master = useGetMasterReference({ query: { enabled: allowed }, request: quiet });
  if (allowed) void loadFlow();

  let body;
  if (eligibility.isError) {
    body = (
      <InlineError
        message={errorMessageOf(eligibility.error)}
        onRetry={() => void eligibility.refetch()}
      />
    );
  } else if (eligibility.data?.status === 200 && !eligibility.data.data.allowed) {
    body = <Refused eligibility={eligibility.data.data} />;
  } else if (current.isError || master.isError) {
    const failed = current.isError ? current : master;
    body = (
      <InlineError
        message={failed.error ? errorMessageOf(failed.error) : messages.loadError}
        onRetry={() => void failed.refetch()}
      />
    );
  } else if (current.data?.status === 200 && master.data?.status === 200) {
    body = (
      <Suspense fallback={<PageLoader label={messages.loading} />}>
        <PengkinianFlow
          policyNumber={policyNumber}
          data={current.data.data}
          master={master.data.data}
          today={today ?? isoDateWib()}
        />
      </Suspense>
    );
  } else {
    body = <PageLoader label={messages.loading} />;
  }

  return (
    <div className="pk-page">
      <p className="pk-page__intro">
        <span className="pk-page__policy">{messages.policy(policyNumber)}</span>
        {messages.intro}
      </p>
      {body}
    </div>
  );
}
