// The policy whose history is shown: product and number, with a way back to Data Polis
// to choose another one. The product name comes from the policy list (usually cached by
// Data Polis); while it loads or if it fails, the number alone is shown.
import { Link } from 'react-router';
import { useListPolicies } from '../../../api/generated/endpoints/policy/policy';
import { messages } from '../messages';

export const POLICY_PAGE_PATH = '/polis/detail';

export function PolicyHeader({ policyNumber }: { policyNumber: string }) {
  const query = useListPolicies({ request: { quiet: true } });
  const summary =
    query.data?.status === 200
      ? query.data.data.data.find((p) => p.policy_number === policyNumber)
      : undefined;
  return (
    <section className="trx-policy card border-0 shadow-sm" aria-label={messages.policy.label}>
      <div className="card-body d-flex flex-wrap align-items-center gap-2 p-3">
        <div className="me-auto">
          {summary ? (
            <p className="trx-policy__product mb-0">{summary.product_name}</p>
          ) : (
            query.isPending && (
              <p className="placeholder-glow mb-1" aria-hidden="true">
                <span className="placeholder col-8 rounded" />
              </p>
            )
          )}
          <p className="trx-policy__number mb-0">
            <span className="visually-hidden">{messages.policy.label} </span>
            {policyNumber}
          </p>
        </div>
        <Link to={POLICY_PAGE_PATH} className="btn btn-sm btn-outline-primary">
          {messages.policy.change}
        </Link>
      </div>
    </section>
  );
}
