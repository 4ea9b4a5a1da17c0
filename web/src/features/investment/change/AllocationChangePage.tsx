// Route screen of policy-allocation-change (/polis/investasi/alokasi?policy=, 'Ubah Alokasi
// Premi'): the current allocation of the next premiums, the new percent per fund (steps of 5,
// at least 10 for a chosen fund, 100 in all, refusals under the fields), then the one-time
// code (POST /policy/fund/allocation/otp for this exact allocation) and POST
// /policy/fund/allocation with it; the result says it applies to the next premiums.
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import { requestOptions } from '../../../api/fetcher';
import {
  changeFundAllocation,
  getGetPolicyFundsQueryKey,
  sendFundAllocationOtp,
} from '../../../api/generated/endpoints/investment/investment';
import type { FundAllocationOtpRequest, PolicyFunds } from '../../../api/generated/model';
import { PageLoader } from '../../../components/PageLoader';
import { PercentFields } from '../../../components/percent/PercentFields';
import {
  allocationTexts,
  checkPercents,
  chosenShares,
  sharesOf,
} from '../../../components/percent/percentRules';
import { withPolicy } from '../../../shared/policyLink';
import { INVESTMENT_PATH } from '../paths';
import { ChangeResult } from './ChangeResult';
import { changeMessages } from './changeMessages';
import { CONFIRM_IN_STEP, SEND_IN_STEP } from './codeStatuses';
import { PolicyFundsGate } from './PolicyFundsGate';
import './change.css';

const m = changeMessages.allocation;
const CodeStep = lazy(() => import('./CodeStep'));

export default function AllocationChangePage() {
  return <PolicyFundsGate>{(funds) => <AllocationChange funds={funds} />}</PolicyFundsGate>;
}

type Request = Omit<FundAllocationOtpRequest, 'channel'>;

function AllocationChange({ funds }: { funds: PolicyFunds }) {
  const id = useId();
  const client = useQueryClient();
  const [percents, setPercents] = useState(() => allocationTexts(funds.funds));
  const [tried, setTried] = useState(false);
  const [request, setRequest] = useState<Request | null>(null);
  const [done, setDone] = useState(false);
  const back = withPolicy(INVESTMENT_PATH, funds.policy_number);

  const shares = sharesOf(funds.funds, percents);
  const check = checkPercents(shares);
  const same = funds.funds.every((fund, i) => shares[i]?.percent === fund.allocation_percent);

  if (done) return <ChangeResult heading={m.doneHeading} text={m.doneText} backTo={back} />;

  if (request) {
    return (
      <Suspense fallback={<PageLoader />}>
        <CodeStep
          heading={m.codeHeading}
          submitLabel={m.codeSubmit}
          editLabel={m.edit}
          send={async (channel) =>
            (
              await sendFundAllocationOtp(
                { ...request, channel },
                requestOptions({ silentStatuses: SEND_IN_STEP }),
              )
            ).data
          }
          confirm={async (otp) => {
            await changeFundAllocation(
              { ...request, otp },
              requestOptions({ silentStatuses: CONFIRM_IN_STEP }),
            );
            await client.invalidateQueries({
              queryKey: getGetPolicyFundsQueryKey({ policy_number: funds.policy_number }),
            });
            setDone(true);
          }}
          onEdit={() => setRequest(null)}
        />
      </Suspense>
    );
  }

  const submit = () => {
    setTried(true);
    if (!check.ok || same) {
      const first = Object.keys(check.funds)[0];
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setRequest({ policy_number: funds.policy_number, allocation: chosenShares(shares) });
  };

  return (
    <div className="chg-page">
      <p className="mb-0">{m.intro}</p>
      <section className="chg-card card border-0 shadow-sm" aria-labelledby={`${id}-now`}>
        <div className="card-body p-3 p-md-4">
          <h2 id={`${id}-now`} className="chg-heading">
            {m.currentHeading}
          </h2>
          <ul className="chg-current list-unstyled">
            {funds.funds.map((fund) => (
              <li key={fund.fund_code}>
                {fund.fund_name} <strong className="chg-number">{fund.allocation_percent}%</strong>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="chg-card card border-0 shadow-sm" aria-labelledby={`${id}-new`}>
        <div className="card-body p-3 p-md-4">
          <h2 id={`${id}-new`} className="chg-heading">
            {m.newHeading}
          </h2>
          <p className="chg-note">{m.hint}</p>
          <PercentFields
            idPrefix={id}
            funds={funds.funds}
            percents={percents}
            check={check}
            disabled={false}
            onChange={(code, text) => setPercents((now) => ({ ...now, [code]: text }))}
          />
          {tried && same && check.ok && (
            <p className="text-danger-emphasis small mt-2 mb-0">
              {changeMessages.errors.sameAllocation}
            </p>
          )}
          <div className="chg-actions mt-3">
            <button type="button" className="btn btn-primary btn-lg" onClick={submit}>
              {m.submit}
            </button>
            <Link to={back} className="btn btn-link">
              {changeMessages.back}
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
