// Route screen of policy-investment (/polis/investasi, 'Investasi'): the switcher of the
// customer's unit link policies (which one opens: policyChoice.ts), then the policy's
// investment: total, cash value and surrender charge at the last unit price, the funds'
// table, the orders not yet done ('Top Up' and 'Alihkan Dana' lead to a new one, 'Ubah Alokasi' to the
// premium allocation), and the charts. The charts (uPlot) come in their own chunk after the figures, so the
// first paint and the table never wait for the chart library.
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useGetPolicyFunds } from '../../api/generated/endpoints/investment/investment';
import { errorMessageOf } from '../../api/errors';
import { toLoadable } from '../../api/loadable';
import { InlineError } from '../../components/InlineError';
import { PolicySwitcher } from '../../components/PolicySwitcher';
import { FundTable } from './components/FundTable';
import { PendingOrders } from './components/PendingOrders';
import { ChartsSkeleton, InvestmentSkeleton, NoUnitLink, NotUnitLink } from './components/States';
import { ValueSummary } from './components/ValueSummary';
import { messages } from './messages';
import { allocationChangePath, fundSwitchPath, topupPath } from './links';
import { isUnitLink } from './policyChoice';
import { useInvestmentPolicy } from './useInvestmentPolicy';
import './investment.css';

const InvestmentCharts = lazy(() => import('./components/InvestmentCharts'));

export default function InvestmentPage() {
  const choice = useInvestmentPolicy();
  return (
    <div className="inv-page">
      {!choice.none && (
        <PolicySwitcher
          options={
            choice.options?.map((policy) =>
              isUnitLink(policy)
                ? { policy }
                : { policy, note: messages.notUnitLinkNote, tone: 'muted' as const },
            ) ?? null
          }
          loading={choice.loading}
          value={choice.policyNumber}
          onChange={choice.choose}
        />
      )}
      {choice.policyNumber !== null ? (
        <PolicyInvestment
          key={choice.policyNumber}
          policyNumber={choice.policyNumber}
          canSwitch={choice.loading ? null : choice.hasUnitLink}
        />
      ) : choice.none ? (
        <NoUnitLink />
      ) : choice.failed ? (
        <InlineError message={messages.policiesError} onRetry={choice.retry} />
      ) : (
        <InvestmentSkeleton />
      )}
    </div>
  );
}

function PolicyInvestment({
  policyNumber,
  canSwitch,
}: {
  policyNumber: string;
  canSwitch: boolean | null;
}) {
  // Failures show on the page, not in a popup as well (403 still ends the session).
  const query = useGetPolicyFunds({ policy_number: policyNumber }, { request: { quiet: true } });
  const funds = toLoadable(query);

  if (funds.state === 'loading') return <InvestmentSkeleton />;
  if (funds.state === 'error') {
    if (funds.status === 422) {
      return <NotUnitLink message={serverMessage(query.error, query.data)} canSwitch={canSwitch} />;
    }
    if (funds.status === 404) return <InlineError message={messages.notFound} />;
    return <InlineError message={messages.error} onRetry={() => void query.refetch()} />;
  }
  const data = funds.data;
  return (
    <>
      <div className="inv-actions">
        <p className="inv-intro">{messages.intro}</p>
        <div className="inv-actions__links">
          <Link
            to={topupPath(data.policy_number)}
            className="btn btn-primary"
            title={messages.topupHint}
          >
            {messages.topup}
          </Link>
          <Link
            to={fundSwitchPath(data.policy_number)}
            className="btn btn-outline-primary"
            title={messages.switchHint}
          >
            {messages.switchFunds}
          </Link>
          <Link
            to={allocationChangePath(data.policy_number)}
            className="btn btn-outline-primary"
            title={messages.allocationHint}
          >
            {messages.changeAllocation}
          </Link>
        </div>
      </div>
      <ValueSummary funds={data} />
      <PendingOrders orders={data.pending_orders} />
      <FundTable funds={data} />
      <Suspense fallback={<ChartsSkeleton />}>
        <InvestmentCharts funds={data} />
      </Suspense>
    </>
  );
}

/** The server's sentence of a refusal, whether the fetcher rejected or resolved it. */
function serverMessage(error: unknown, data: unknown): string {
  if (error) {
    const message = errorMessageOf(error);
    if (message) return message;
  }
  const body = (data as { data?: { message?: unknown } } | undefined)?.data;
  return typeof body?.message === 'string' ? body.message : messages.notUnitLinkFallback;
}
