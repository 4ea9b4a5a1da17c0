// Route screen of payment-police ('Informasi Pembayaran Premi'): the policy switcher (which
// policy opens first: policyChoice.ts), then the policy's premium, its unpaid bills to pick
// (oldest first), the payment method, 'Bayar' and the payments made through the portal.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  getGetPaymentQueryKey,
  getGetPremiumInfoQueryKey,
  useGetPremiumInfo,
} from '../../api/generated/endpoints/payment/payment';
import type { Payment, PaymentMethod, PremiumInfo } from '../../api/generated/model';
import { toLoadable } from '../../api/loadable';
import { InlineError } from '../../components/InlineError';
import { PolicySwitcher } from '../../components/PolicySwitcher';
import {
  defaultSelection,
  methodLimit,
  selectedPrefix,
  toggleBill,
  totalOf,
} from './billSelection';
import { BillList } from './components/BillList';
import { MethodPicker } from './components/MethodPicker';
import { PaymentHistory } from './components/PaymentHistory';
import { PaySection } from './components/PaySection';
import { PremiumSummary } from './components/PremiumSummary';
import { NoBills, PaymentWaiting, PolicyEnded, PremiumInfoSkeleton } from './components/States';
import { messages } from './messages';
import { checkoutPath } from './paths';
import { ENDED_STATUSES } from './policyChoice';
import { paymentPolicyOption } from './policyOptions';
import { usePayAttempt } from './usePayAttempt';
import { usePaymentPolicy } from './usePaymentPolicy';
import { useReceiptDownload } from './useReceiptDownload';
import './payment.css';

export default function PremiumInfoPage() {
  const choice = usePaymentPolicy();
  return (
    <div className="pay-page">
      <PolicySwitcher
        options={choice.policies?.map(paymentPolicyOption) ?? null}
        loading={choice.loading}
        value={choice.policyNumber}
        onChange={choice.choose}
      />
      {choice.policyNumber !== null ? (
        <PremiumInfoForPolicy
          policyNumber={choice.policyNumber}
          // The switcher shows product, number and status (while the list loads, a
          // placeholder): the summary repeats them only when the list does not have them.
          titleShown={
            !choice.loading &&
            !choice.policies?.some((p) => p.policy_number === choice.policyNumber)
          }
        />
      ) : choice.none ? (
        <InlineError message={messages.noPolicies} />
      ) : choice.failed ? (
        <InlineError message={messages.error} onRetry={choice.retry} />
      ) : (
        <PremiumInfoSkeleton />
      )}
    </div>
  );
}

function PremiumInfoForPolicy({
  policyNumber,
  titleShown,
}: {
  policyNumber: string;
  titleShown: boolean;
}) {
  // Failures show on the page, not in a popup as well (403 still ends the session).
  const query = useGetPremiumInfo({ policy_number: policyNumber }, { request: { quiet: true } });
  const info = toLoadable(query);

  if (info.state === 'loading') return <PremiumInfoSkeleton />;
  if (info.state === 'error') {
    return info.status === 404 ? (
      <InlineError message={messages.notFound} />
    ) : (
      <InlineError message={messages.error} onRetry={() => void query.refetch()} />
    );
  }
  // A new policy starts with a fresh selection and method.
  return (
    <PremiumInfoContent
      key={info.data.policy_number}
      info={info.data}
      titleShown={titleShown}
      onConflict={() => void query.refetch()}
    />
  );
}

function PremiumInfoContent({
  info,
  titleShown,
  onConflict,
}: {
  info: PremiumInfo;
  titleShown: boolean;
  onConflict: () => void;
}) {
  const client = useQueryClient();
  const navigate = useNavigate();
  // null until the customer touches a checkbox: the oldest payable bill of the bills as they
  // are now (a refetch may free a bill that was waiting in another payment).
  const [touched, setChosen] = useState<string[] | null>(null);
  const chosen = touched ?? defaultSelection(info.bills);
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const receipts = useReceiptDownload();

  const selected = selectedPrefix(info.bills, chosen);
  const total = totalOf(selected);
  const option = info.methods.find((m) => m.method === method);
  // A method the new total no longer allows is no longer chosen.
  const usable = option && methodLimit(option, total).ok ? option : null;

  const attempt = usePayAttempt({
    onConflict,
    onCreated: (payment: Payment, headers: Headers) => {
      // The payment page opens with this answer at once, then follows its status.
      client.setQueryData(getGetPaymentQueryKey({ payment_id: payment.payment_id }), {
        data: payment,
        status: 200 as const,
        headers,
      });
      void client.invalidateQueries({
        queryKey: getGetPremiumInfoQueryKey({ policy_number: info.policy_number }),
      });
      void navigate(checkoutPath(payment.payment_id));
    },
  });

  const ended = ENDED_STATUSES.has(info.policy_status) && info.bills.length === 0;
  const payable = info.bills.length > 0;
  // Bills are paid oldest first: while the oldest waits in a payment, none can be chosen.
  const waitingFor = info.bills[0]?.pending_payment_id ?? null;

  return (
    <div className="pay-page">
      <PremiumSummary info={info} titleShown={titleShown} />
      {ended && <PolicyEnded statusDesc={info.policy_status_desc} />}
      {!ended && !payable && <NoBills nextDueDate={info.next_due_date} />}
      {payable && (
        <div className="pay-columns">
          <div className="pay-columns__main">
            <BillList
              bills={info.bills}
              selected={selected}
              disabled={attempt.pending}
              onToggle={(billId, checked) => {
                attempt.clearError();
                setChosen(toggleBill(info.bills, chosen, billId, checked));
              }}
            />
            {!waitingFor && (
              <MethodPicker
                methods={info.methods}
                total={total}
                value={usable?.method ?? null}
                disabled={attempt.pending}
                onChange={(next) => {
                  attempt.clearError();
                  setMethod(next);
                }}
              />
            )}
          </div>
          <div className="pay-columns__side">
            {waitingFor ? (
              <PaymentWaiting paymentId={waitingFor} reason={attempt.error?.message} />
            ) : (
              <div className="pay-card pay-checkout">
                <PaySection
                  total={total}
                  billCount={selected.length}
                  methodChosen={usable !== null}
                  pending={attempt.pending}
                  error={attempt.error}
                  onRetry={attempt.retry}
                  onPay={() => {
                    if (!usable || selected.length === 0) return;
                    attempt.pay({
                      policy_number: info.policy_number,
                      bill_ids: selected.map((bill) => bill.bill_id),
                      method: usable.method,
                    });
                  }}
                />
              </div>
            )}
          </div>
        </div>
      )}
      <PaymentHistory
        payments={info.payments}
        downloading={receipts.downloading}
        onDownload={receipts.download}
      />
    </div>
  );
}
