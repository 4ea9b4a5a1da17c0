// One page of transactions, newest first, grouped under month headings (WIB): a table on
// desktops and tablets, stacked cards on phones (< 600 px). Every row opens the detail.
import type { Transaction } from '../../../api/generated/model';
import { NOT_AVAILABLE, formatDateTimeWib, formatMonthWib } from '../../../components/format';
import { messages } from '../messages';
import { useIsPhone } from '../useIsPhone';
import { Amount, TypeBadge } from './Amount';

export interface TransactionListProps {
  rows: readonly Transaction[];
  onOpen: (transactionId: string) => void;
}

interface MonthGroup {
  month: string;
  rows: Transaction[];
}

/** Consecutive rows of the same month (the page is already in time order). */
export function groupByMonth(rows: readonly Transaction[]): MonthGroup[] {
  const groups: MonthGroup[] = [];
  for (const row of rows) {
    const month = formatMonthWib(row.occurred_at);
    const last = groups.at(-1);
    if (last?.month === month) last.rows.push(row);
    else groups.push({ month, rows: [row] });
  }
  return groups;
}

export function TransactionList({ rows, onOpen }: TransactionListProps) {
  const phone = useIsPhone();
  const groups = groupByMonth(rows);
  return phone ? (
    <TransactionCards groups={groups} onOpen={onOpen} />
  ) : (
    <TransactionTable groups={groups} onOpen={onOpen} />
  );
}

interface GroupsProps {
  groups: MonthGroup[];
  onOpen: (transactionId: string) => void;
}

function TransactionTable({ groups, onOpen }: GroupsProps) {
  const l = messages.list;
  return (
    <div className="table-responsive">
      <table className="table trx-table align-middle mb-0">
        <thead>
          <tr>
            <th scope="col">{l.date}</th>
            <th scope="col">{l.type}</th>
            <th scope="col">{l.description}</th>
            <th scope="col">{l.channel}</th>
            <th scope="col" className="text-end">
              {l.amount}
            </th>
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.month}>
            <tr className="trx-month">
              <th scope="colgroup" colSpan={5}>
                {group.month}
              </th>
            </tr>
            {group.rows.map((row) => {
              const when = formatDateTimeWib(row.occurred_at);
              return (
                // The whole row is a click target; the button in it is the keyboard's.
                <tr
                  key={row.transaction_id}
                  className="trx-row"
                  onClick={() => onOpen(row.transaction_id)}
                >
                  <td className="trx-row__date">{when}</td>
                  <td>
                    <TypeBadge type={row.type} label={row.type_desc} />
                  </td>
                  <td>
                    <button
                      type="button"
                      className="trx-row__open"
                      aria-label={l.openDetail(row.description, when)}
                      onClick={(event) => {
                        event.stopPropagation();
                        onOpen(row.transaction_id);
                      }}
                    >
                      {row.description}
                    </button>
                  </td>
                  <td className="trx-row__channel">{row.channel ?? NOT_AVAILABLE}</td>
                  <td className="text-end text-nowrap">
                    <Amount amount={row.amount} flow={row.flow} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        ))}
      </table>
    </div>
  );
}

function TransactionCards({ groups, onOpen }: GroupsProps) {
  return (
    <div className="trx-cards">
      {groups.map((group) => (
        <section key={group.month} aria-label={group.month}>
          <h3 className="trx-cards__month">{group.month}</h3>
          <ul className="list-unstyled mb-0">
            {group.rows.map((row) => {
              const when = formatDateTimeWib(row.occurred_at);
              return (
                <li key={row.transaction_id}>
                  <button
                    type="button"
                    className="trx-card"
                    onClick={() => onOpen(row.transaction_id)}
                  >
                    <span className="trx-card__top">
                      <TypeBadge type={row.type} label={row.type_desc} />
                      <Amount amount={row.amount} flow={row.flow} />
                    </span>
                    <span className="trx-card__description">{row.description}</span>
                    <span className="trx-card__meta">
                      {when}
                      {row.channel && <> · {row.channel}</>}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
