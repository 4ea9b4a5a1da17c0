// Route screen of policy-topup (/polis/investasi/topup?policy=, 'Top Up Investasi'): a unit
// link policy's top-up. The amount (RupiahInput), the allocation per fund (from the policy's
// premium allocation), the payment method (the premium payment's MethodPicker, with the
// methods and limits of the policy's premium info), the summary with the 5% charge, then
// POST /policy/topup with an Idempotency-Key (useCreateAttempt, as a premium payment) and on
// to the payment page, paid exactly as a premium. What the server would refuse is said next
// to its field before sending; the server's refusals (422 fields, 409, 503) keep what was
// typed.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  createTopup,
  getGetPolicyFundsQueryKey,
  useGetPolicyFunds,
} from '../../../api/generated/endpoints/investment/investment';
import {
  getGetPaymentQueryKey,
  useGetPremiumInfo,
} from '../../../api/generated/endpoints/payment/payment';
import type {
  Payment,
  PaymentMethod,
  PaymentMethodOption,
  PolicyFunds,
  TopUpRequest,
} from '../../../api/generated/model';
import { errorMessageOf } from '../../../api/errors';
import { toLoadable } from '../../../api/loadable';
import { parseAmountInput } from '../../../components/form/amountInput';
import { InlineError } from '../../../components/InlineError';
import {
  allocationTexts,
  checkPercents,
  chosenShares,
  sharesOf,
} from '../../../components/percent/percentRules';
import { policyFromSearch, withPolicy } from '../../../shared/policyLink';
import { useSelectedPolicy } from '../../../shared/policyStore';
import { methodLimit } from '../billSelection';
import { MethodPicker } from '../components/MethodPicker';
import { PremiumInfoSkeleton } from '../components/States';
import { checkoutPath, INVESTMENT_PATH } from '../paths';
import { useCreateAttempt } from '../useCreateAttempt';
import { AllocationFields } from './AllocationFields';
import { AmountField } from './AmountField';
import { TopupSummary } from './TopupSummary';
import { amountError, topupFigures, topupSignature } from './topupRules';
import { topupMessages } from './topupMessages';
import '../payment.css';
import './topup.css';

const m = topupMessages;

export default function TopUpPage() {
  const [search] = useSearchParams();
  const selected = useSelectedPolicy();
  const policyNumber = policyFromSearch(search) ?? selected;
  return (
    <div className="pay-page">
      {policyNumber ? (
        <TopUpForPolicy key={policyNumber} policyNumber={policyNumber} />
      ) : (
        <NoPolicy message={m.noPolicy} />
      )}
    </div>
  );
}

function NoPolicy({ message }: { message: string }) {
  return (
    <section className="pay-card pay-empty text-center">
      <p className="mb-3">{message}</p>
      <Link to={INVESTMENT_PATH} className="btn btn-primary">
        {m.toInvestment}
      </Link>
    </section>
  );
}

function TopUpForPolicy({ policyNumber }: { policyNumber: string }) {
  // Failures show on the page, not in a popup as well (403 still ends the session).
  const params = { policy_number: policyNumber };
  const fundsQuery = useGetPolicyFunds(params, { request: { quiet: true } });
  const infoQuery = useGetPremiumInfo(params, { request: { quiet: true } });
  const funds = toLoadable(fundsQuery);
  const info = toLoadable(infoQuery);

  if (funds.state === 'error') {
    if (funds.status === 422) {
      return <NoPolicy message={errorMessageOf(fundsQuery.error) ?? m.error} />;
    }
    if (funds.status === 404) return <InlineError message={m.notFound} />;
    return <InlineError message={m.error} onRetry={() => void fundsQuery.refetch()} />;
  }
  if (info.state === 'error') {
    return <InlineError message={m.error} onRetry={() => void infoQuery.refetch()} />;
  }
  if (funds.state === 'loading' || info.state === 'loading')
    return <PremiumInfoSkeleton label={m.loading} />;
  return <TopUpForm funds={funds.data} methods={info.data.methods} />;
}

function TopUpForm({
  funds,
  methods,
}: {
  funds: PolicyFunds;
  methods: readonly PaymentMethodOption[];
}) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const id = useId();
  const amountId = `${id}-amount`;
  const [amountText, setAmountText] = useState('');
  const [amountLeft, setAmountLeft] = useState(false);
  const [percents, setPercents] = useState(() => allocationTexts(funds.funds));
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [tried, setTried] = useState(false);

  // A created top-up (or a 409's duplicate) is a pending order on Investasi.
  const refreshFunds = () =>
    client.invalidateQueries({
      queryKey: getGetPolicyFundsQueryKey({ policy_number: funds.policy_number }),
    });

  const attempt = useCreateAttempt<TopUpRequest>({
    mutationKey: 'createTopup',
    create: createTopup,
    signature: topupSignature,
    networkMessage: m.summary.network,
    onConflict: () => void refreshFunds(),
    onCreated: (payment: Payment, headers: Headers) => {
      // The payment page opens with this answer at once, then follows its status.
      client.setQueryData(getGetPaymentQueryKey({ payment_id: payment.payment_id }), {
        data: payment,
        status: 200 as const,
        headers,
      });
      void refreshFunds();
      void navigate(checkoutPath(payment.payment_id));
    },
  });

  const amount = parseAmountInput(amountText);
  const amountProblem = amountError(amount);
  const validAmount = amountProblem === null && amount !== null ? amount : null;
  const shares = sharesOf(funds.funds, percents);
  const allocation = checkPercents(shares);
  const option = methods.find((o) => o.method === method);
  // A method the amount no longer fits is no longer chosen.
  const usable = option && methodLimit(option, validAmount ?? 0).ok ? option : null;

  // The server's field errors of the last attempt (422), until the customer changes something.
  const serverField = (match: (field: string) => boolean) =>
    attempt.error?.fields.find((f) => match(f.field))?.message ?? null;
  const serverAmount = serverField((f) => f === 'amount');
  const serverAllocation = serverField((f) => f.startsWith('allocation'));
  const serverMethod = serverField((f) => f === 'method');
  const shownOnField = [serverAmount, serverAllocation, serverMethod].includes(
    attempt.error?.message ?? '',
  );

  const edit = () => attempt.clearError();
  const problem = amountProblem
    ? m.summary.needAmount
    : !allocation.ok
      ? m.summary.needAllocation
      : !usable
        ? m.summary.needMethod
        : null;

  const methodError = serverMethod ?? (tried && problem === m.summary.needMethod ? problem : null);

  const submit = () => {
    setTried(true);
    if (problem || validAmount === null || !usable) {
      focusFirstProblem();
      return;
    }
    attempt.send({
      policy_number: funds.policy_number,
      amount: validAmount,
      method: usable.method,
      allocation: chosenShares(shares),
    });
  };

  const focusFirstProblem = () => {
    const target = amountProblem
      ? document.getElementById(amountId)
      : !allocation.ok
        ? document.getElementById(
            `${id}-fund-${Object.keys(allocation.funds)[0] ?? funds.funds[0]?.fund_code ?? ''}`,
          )
        : document.querySelector<HTMLInputElement>(`#${CSS.escape(`${id}-methods`)} input:enabled`);
    target?.focus();
  };

  const changed = funds.funds.some(
    (f) => (percents[f.fund_code] ?? '') !== String(f.allocation_percent),
  );

  return (
    <>
      <section className="pay-card">
        <h2 className="pay-summary__title">{funds.product_name}</h2>
        <p className="pay-summary__number mb-2">{funds.policy_number}</p>
        <p className="pay-note mb-0">{m.intro}</p>
      </section>
      <div className="pay-columns">
        <div className="pay-columns__main">
          <AmountField
            id={amountId}
            value={amountText}
            error={serverAmount ?? (amountLeft || tried ? amountProblem : null)}
            disabled={attempt.pending}
            onChange={(text) => {
              edit();
              setAmountText(text);
            }}
            onBlur={() => setAmountLeft(amountText !== '')}
          />
          <AllocationFields
            idPrefix={`${id}-fund`}
            funds={funds.funds}
            percents={percents}
            check={allocation}
            serverError={serverAllocation}
            disabled={attempt.pending}
            changed={changed}
            onChange={(code, text) => {
              edit();
              setPercents((now) => ({ ...now, [code]: text }));
            }}
            onReset={() => {
              edit();
              setPercents(allocationTexts(funds.funds));
            }}
          />
          <div id={`${id}-methods`}>
            <MethodPicker
              methods={methods}
              total={validAmount ?? 0}
              value={usable?.method ?? null}
              disabled={attempt.pending}
              onChange={(next) => {
                edit();
                setMethod(next);
              }}
            />
            {methodError && <p className="text-danger-emphasis small">{methodError}</p>}
          </div>
        </div>
        <div className="pay-columns__side">
          <TopupSummary
            figures={validAmount === null ? null : topupFigures(validAmount)}
            hint={tried ? problem : null}
            pending={attempt.pending}
            error={attempt.error && !shownOnField ? attempt.error : null}
            onSubmit={submit}
            onRetry={attempt.retry}
          />
          <Link to={withPolicy(INVESTMENT_PATH, funds.policy_number)} className="btn btn-link px-0">
            {m.back}
          </Link>
        </div>
      </div>
    </>
  );
}
