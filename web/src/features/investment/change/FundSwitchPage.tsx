// Route screen of policy-fund-switch (/polis/investasi/pengalihan?policy=, 'Pengalihan Dana'):
// the source funds (a percent of their units or a number of units), the target funds in
// percents (steps of 5), the summary (estimated value at the last unit price, the fee rule,
// the cut-off 12.00 WIB), then the one-time code (POST /policy/fund/switch/otp for this exact
// request) and POST /policy/fund/switch with it; the result gives the order number and its
// trade date, and Investasi lists the switch as waiting. What the server would refuse is said
// under its field before a code is sent (switchRules.ts).
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import { requestOptions } from '../../../api/fetcher';
import {
  getGetPolicyFundsQueryKey,
  sendFundSwitchOtp,
  switchFunds,
} from '../../../api/generated/endpoints/investment/investment';
import type { FundOrder, FundSwitchOtpRequest, PolicyFunds } from '../../../api/generated/model';
import { formatDate } from '../../../components/format';
import { PageLoader } from '../../../components/PageLoader';
import { percentMessages } from '../../../components/percent/percentMessages';
import { PercentFields } from '../../../components/percent/PercentFields';
import { chosenShares, sharesOf } from '../../../components/percent/percentRules';
import { withPolicy } from '../../../shared/policyLink';
import { INVESTMENT_PATH } from '../paths';
import { ChangeResult } from './ChangeResult';
import { changeMessages } from './changeMessages';
import { CONFIRM_IN_STEP, SEND_IN_STEP } from './codeStatuses';
import { PolicyFundsGate } from './PolicyFundsGate';
import { EMPTY_SOURCE, SourceFields } from './SourceFields';
import { SwitchSummary } from './SwitchSummary';
import { checkSwitch, switchSources, type SourceEntry } from './switchRules';
import './change.css';

const m = changeMessages.switch;
const CodeStep = lazy(() => import('./CodeStep'));

export default function FundSwitchPage() {
  return <PolicyFundsGate>{(funds) => <FundSwitch funds={funds} />}</PolicyFundsGate>;
}

type Request = Omit<FundSwitchOtpRequest, 'channel'>;

function FundSwitch({ funds }: { funds: PolicyFunds }) {
  const id = useId();
  const client = useQueryClient();
  const [sources, setSources] = useState<Record<string, SourceEntry>>({});
  const [targets, setTargets] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const [request, setRequest] = useState<Request | null>(null);
  const [done, setDone] = useState<FundOrder | null>(null);
  const back = withPolicy(INVESTMENT_PATH, funds.policy_number);

  const shares = sharesOf(funds.funds, targets);
  const check = checkSwitch(funds.funds, sources, shares);
  const targetTyped = shares.some((share) => share.percent !== 0);

  if (done) {
    return (
      <ChangeResult heading={m.doneHeading} text={m.doneText(done.trade_date)} backTo={back}>
        <dl className="chg-facts">
          <div>
            <dt>{m.orderNumber}</dt>
            <dd className="chg-number">{done.order_number}</dd>
          </div>
          {done.trade_date && (
            <div>
              <dt>{m.tradeDate}</dt>
              <dd>{formatDate(done.trade_date)}</dd>
            </div>
          )}
        </dl>
      </ChangeResult>
    );
  }

  if (request) {
    return (
      <Suspense fallback={<PageLoader />}>
        <CodeStep
          heading={m.codeHeading}
          submitLabel={m.codeSubmit}
          editLabel={m.edit}
          send={async (channel) =>
            (
              await sendFundSwitchOtp(
                { ...request, channel },
                requestOptions({ silentStatuses: SEND_IN_STEP }),
              )
            ).data
          }
          confirm={async (otp) => {
            const { data } = await switchFunds(
              { ...request, otp },
              requestOptions({ silentStatuses: CONFIRM_IN_STEP }),
            );
            await client.invalidateQueries({
              queryKey: getGetPolicyFundsQueryKey({ policy_number: funds.policy_number }),
            });
            setDone(data);
          }}
          onEdit={() => setRequest(null)}
        />
      </Suspense>
    );
  }

  const submit = () => {
    setTried(true);
    if (!check.ok) {
      const first =
        Object.keys(check.sources)[0] ??
        (check.noSource ? null : Object.keys(check.targets.funds)[0]);
      if (first)
        document.getElementById(`${id}-${check.sources[first] ? 'src' : 'tgt'}-${first}`)?.focus();
      return;
    }
    setRequest({
      policy_number: funds.policy_number,
      sources: switchSources(funds.funds, sources),
      targets: chosenShares(shares),
    });
  };

  return (
    <div className="chg-page">
      <p className="mb-0">{m.intro}</p>
      <div className="chg-columns">
        <div className="chg-columns__main">
          <section className="chg-card card border-0 shadow-sm" aria-labelledby={`${id}-src-title`}>
            <div className="card-body p-3 p-md-4">
              <h2 id={`${id}-src-title`} className="chg-heading">
                {m.sourcesHeading}
              </h2>
              <p className="chg-note">{m.sourcesHint}</p>
              <SourceFields
                idPrefix={`${id}-src`}
                funds={funds.funds}
                sources={sources}
                errors={tried ? check.sources : visibleErrors(check.sources, sources)}
                noSource={tried ? check.noSource : null}
                disabled={false}
                onChange={(code, entry) => setSources((now) => ({ ...now, [code]: entry }))}
              />
            </div>
          </section>
          <section className="chg-card card border-0 shadow-sm" aria-labelledby={`${id}-tgt-title`}>
            <div className="card-body p-3 p-md-4">
              <h2 id={`${id}-tgt-title`} className="chg-heading">
                {m.targetsHeading}
              </h2>
              <p className="chg-note">{m.targetsHint}</p>
              <PercentFields
                idPrefix={`${id}-tgt`}
                funds={funds.funds}
                percents={targets}
                check={
                  tried || targetTyped
                    ? check.targets
                    : { ...check.targets, total: null, funds: {} }
                }
                disabled={false}
                note={(fund) =>
                  sources[fund.fund_code]?.chosen
                    ? m.sourceTaken
                    : percentMessages.current(fund.allocation_percent)
                }
                onChange={(code, text) => setTargets((now) => ({ ...now, [code]: text }))}
              />
            </div>
          </section>
        </div>
        <div className="chg-columns__side">
          <SwitchSummary
            funds={funds.funds}
            sources={sources}
            check={check}
            priceDate={funds.price_date}
            terms={funds.switch_terms}
            hint={tried && !check.ok ? m.fixFirst : null}
            onSubmit={submit}
          />
          <Link to={back} className="btn btn-link px-0">
            {changeMessages.back}
          </Link>
        </div>
      </div>
    </div>
  );
}

/** A source's refusal shows once something is typed in it (or after a try). */
function visibleErrors(
  errors: Readonly<Record<string, string>>,
  sources: Readonly<Record<string, SourceEntry>>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).filter(([code]) => (sources[code] ?? EMPTY_SOURCE).text !== ''),
  );
}
