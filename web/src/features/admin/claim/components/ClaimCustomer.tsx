// Who claims and where the money goes: the customer (name, client number, e-mail, phone) and
// the bank account, its number whole (the staff desk sees it unmasked).
import type { ClaimBankAccount, ClaimReviewDetail } from '../../../../api/generated/model';
import { claimMessages } from '../claimMessages';
import { DeskSection } from '../../desk/DeskSection';

const m = claimMessages.review;

export function ClaimCustomer({ customer }: { customer: ClaimReviewDetail['customer'] }) {
  return (
    <DeskSection title={m.customer}>
      <dl className="admin-facts mb-0">
        <dt>{m.name}</dt>
        <dd>{customer.name}</dd>
        <dt>{m.clientNumber}</dt>
        <dd>{customer.client_number}</dd>
        <dt>{m.email}</dt>
        <dd className="text-break">
          <a href={`mailto:${customer.email}`}>{customer.email}</a>
        </dd>
        <dt>{m.phone}</dt>
        <dd>{customer.phone}</dd>
      </dl>
    </DeskSection>
  );
}

export function ClaimBankAccountFacts({ account }: { account: ClaimBankAccount }) {
  return (
    <DeskSection title={m.bank}>
      <dl className="admin-facts mb-0">
        <dt>{m.bankName}</dt>
        <dd>
          {account.bank_name}
          <span className="fw-normal"> ({account.bank_code})</span>
        </dd>
        <dt>{m.accountNumber}</dt>
        <dd className="font-monospace">{account.account_number}</dd>
        <dt>{m.accountHolder}</dt>
        <dd>{account.account_holder}</dd>
      </dl>
    </DeskSection>
  );
}
