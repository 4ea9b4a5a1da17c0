// The policy a change screen works on (`?policy=`, else the selected policy) and its funds
// (GET /policy/fund): a skeleton while they load, the server's sentence when the policy is
// not a unit link (422) or not found, 'Coba lagi' on any other failure; then the screen.
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useGetPolicyFunds } from '../../../api/generated/endpoints/investment/investment';
import type { PolicyFunds } from '../../../api/generated/model';
import { errorMessageOf } from '../../../api/errors';
import { toLoadable } from '../../../api/loadable';
import { InlineError } from '../../../components/InlineError';
import { policyFromSearch, withPolicy } from '../../../shared/policyLink';
import { useSelectedPolicy } from '../../../shared/policyStore';
import { InvestmentSkeleton } from '../components/States';
import { INVESTMENT_PATH } from '../paths';
import { changeMessages as m } from './changeMessages';

export function PolicyFundsGate({ children }: { children: (funds: PolicyFunds) => ReactNode }) {
  const [search] = useSearchParams();
  const selected = useSelectedPolicy();
  const policyNumber = policyFromSearch(search) ?? selected;
  if (!policyNumber) {
    return (
      <>
        <InlineError message={m.noPolicy} />
        <Link to={INVESTMENT_PATH} className="btn btn-link px-0">
          {m.back}
        </Link>
      </>
    );
  }
  return <Loaded policyNumber={policyNumber}>{children}</Loaded>;
}

function Loaded({
  policyNumber,
  children,
}: {
  policyNumber: string;
  children: (funds: PolicyFunds) => ReactNode;
}) {
  const query = useGetPolicyFunds({ policy_number: policyNumber }, { request: { quiet: true } });
  const funds = toLoadable(query);
  if (funds.state === 'loading') return <InvestmentSkeleton />;
  if (funds.state === 'error') {
    const known = funds.status === 422 || funds.status === 404;
    return (
      <>
        <InlineError
          message={(known && errorMessageOf(query.error)) || m.error}
          onRetry={known ? undefined : () => void query.refetch()}
        />
        <Link to={withPolicy(INVESTMENT_PATH, policyNumber)} className="btn btn-link px-0">
          {m.back}
        </Link>
      </>
    );
  }
  return <>{children(funds.data)}</>;
}
