// The top-up's allocation per fund, in its card: the heading, the rule, the policy's funds
// with their current premium allocation as the shared percent fields (components/percent),
// the server's refusal with the sum, and 'Kembalikan ke alokasi premi' once the allocation
// differs from the policy's.
import { useId } from 'react';
import type { PolicyFund } from '../../../api/generated/model';
import { PercentFields } from '../../../components/percent/PercentFields';
import type { PercentCheck } from '../../../components/percent/percentRules';
import { topupMessages } from './topupMessages';

const m = topupMessages.allocation;

export function AllocationFields({
  idPrefix,
  funds,
  percents,
  check,
  serverError,
  disabled,
  changed,
  onChange,
  onReset,
}: {
  idPrefix: string;
  funds: readonly PolicyFund[];
  /** The typed percent of each fund, by fund code. */
  percents: Readonly<Record<string, string>>;
  check: PercentCheck;
  /** The server's refusal of the allocation (422), shown with the sum. */
  serverError: string | null;
  disabled: boolean;
  /** The allocation differs from the policy's: 'Kembalikan' is offered. */
  changed: boolean;
  onChange: (fundCode: string, text: string) => void;
  onReset: () => void;
}) {
  const titleId = useId();
  return (
    <section className="pay-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="pay-heading">
        {m.heading}
      </h2>
      <p className="pay-note" id={`${idPrefix}-rule`}>
        {m.hint}
      </p>
      <PercentFields
        idPrefix={idPrefix}
        funds={funds}
        percents={percents}
        check={{ ...check, total: check.total ?? serverError }}
        disabled={disabled}
        legend={m.legend}
        describedBy={`${idPrefix}-rule`}
        onChange={onChange}
      />
      {changed && (
        <button
          type="button"
          className="btn btn-link px-0 mt-2"
          disabled={disabled}
          onClick={onReset}
        >
          {m.reset}
        </button>
      )}
    </section>
  );
}
