// Route screen of klaim-pengajuan ('Pengajuan Klaim'). Its guard (app/claimRequestGuard.ts)
// has already asked GET /claim/validate/benefit; the answer arrives as the route's loader
// data: the benefit, the insured, the limit and what is left of it, the documents and the
// file limits. The bank list (GET /master/reference) fills the payout account; the form
// (react-hook-form, zod and the contract's rules) is a chunk of its own. After a
// successful submission the claim number shows at once.
import { lazy, Suspense, useState } from 'react';
import { Navigate, useLoaderData } from 'react-router';
import { errorMessageOf } from '../../api/errors';
import { useGetMasterReference } from '../../api/generated/endpoints/master/master';
import type { ClaimDetail } from '../../api/generated/model';
import { toLoadable } from '../../api/loadable';
import { InlineError } from '../../components/InlineError';
import { PageLoader } from '../../components/PageLoader';
import { isoDateWib } from '../../components/format';
import type { RouteCheckData } from '../../shared/routeTypes';
import { formMessages } from './formMessages';
import { CLAIM_LIST_PATH } from './paths';
import { EligibilitySummary } from './request/EligibilitySummary';
import { SubmittedPanel } from './request/SubmittedPanel';
import './claim.css';

// The signed-in page budget (web/build/budgets.ts): the form's libraries load beside the
// bank list, not before the page paints.
const loadForm = () => import('./request/ClaimForm');
const ClaimForm = lazy(() => loadForm().then((m) => ({ default: m.ClaimForm })));

export interface ClaimRequestPageProps {
  /** Today in Jakarta ('2026-11-24'); the clock's when absent (stories and tests fix it). */
  today?: string;
}

export default function ClaimRequestPage({ today }: ClaimRequestPageProps) {
  const data = useLoaderData() as RouteCheckData | null | undefined;
  const eligibility = data?.claimBenefit;
  const master = useGetMasterReference({
    query: { enabled: Boolean(eligibility) },
    request: { quiet: true },
  });
  const banks = toLoadable(master);
  const [submitted, setSubmitted] = useState<ClaimDetail | null>(null);
  void loadForm();

  // The guard hands over its answer; without one there is nothing to claim here.
  if (!eligibility) return <Navigate to={CLAIM_LIST_PATH} replace />;
  if (submitted) return <SubmittedPanel claim={submitted} />;

  return (
    <div className="kl-page kl-request">
      <EligibilitySummary eligibility={eligibility} />
      <section className="kl-form-card card border-0 shadow-sm" aria-label={formMessages.formLabel}>
        <div className="card-body p-3 p-md-4">
          {banks.state === 'loading' && <PageLoader label={formMessages.loading} />}
          {banks.state === 'error' && (
            <InlineError
              message={master.error ? errorMessageOf(master.error) : formMessages.loadError}
              onRetry={() => void master.refetch()}
            />
          )}
          {banks.state === 'success' && (
            <Suspense fallback={<PageLoader label={formMessages.loading} />}>
              <ClaimForm
                eligibility={eligibility}
                banks={banks.data.bank}
                banksCheckedOn={banks.data.bank_checked_on}
                today={today ?? isoDateWib()}
                onSubmitted={setSubmitted}
              />
            </Suspense>
          )}
        </div>
      </section>
    </div>
  );
}
