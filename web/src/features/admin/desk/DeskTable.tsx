// A staff queue's table, a desk being only its columns: the first column heads its row, the
// age column says how long a case has waited in its status (or, once it is closed, how long
// ago that was), and the last column leads to the case. A table on a desktop; labelled blocks
// on a phone (admin.css: each cell shows its column's `data-label`).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateTimeWib } from '../../../components/format';
import { ageOf } from './age';
import { deskMessages as m } from './deskMessages';

export interface DeskColumn<R> {
  /** The header; also each cell's label on a phone unless `label` says otherwise. */
  header: string;
  label?: string;
  /** The header's and the cells' class (admin-queue__number aligns amounts). */
  className?: string;
  /** The cells' class only. */
  cellClassName?: string;
  cell: (row: R) => ReactNode;
}

export interface DeskOpen {
  to: string;
  text: string;
  /** The link's accessible name (which case it opens). */
  label: string;
}

export function DeskTable<R>({
  rows,
  caption,
  className = 'admin-queue claim-queue',
  rowKey,
  columns,
  open,
  rowClassName,
}: {
  rows: readonly R[];
  caption: string;
  className?: string;
  rowKey: (row: R) => string;
  /** A row's own class (a case past its deadline stands out). */
  rowClassName?: (row: R) => string | undefined;
  /** The first column heads its row (th scope=row). */
  columns: readonly DeskColumn<R>[];
  open: (row: R) => DeskOpen;
}) {
  return (
    <table className={`table ${className} mb-0`}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c.header} scope="col" className={c.className}>
              {c.header}
            </th>
          ))}
          <th scope="col">
            <span className="visually-hidden">{m.action}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const link = open(row);
          return (
            <tr key={rowKey(row)} className={rowClassName?.(row)}>
              {columns.map((c, i) => {
                const Cell = i === 0 ? 'th' : 'td';
                const classes = [c.className, c.cellClassName].filter(Boolean).join(' ');
                return (
                  <Cell
                    key={c.header}
                    scope={i === 0 ? 'row' : undefined}
                    data-label={c.label ?? c.header}
                    className={classes || undefined}
                  >
                    {c.cell(row)}
                  </Cell>
                );
              })}
              <td className="text-lg-end">
                <Link to={link.to} className="btn btn-sm btn-primary" aria-label={link.label}>
                  {link.text}
                </Link>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Two lines in a cell: the main one and a smaller, quieter one below. */
export function TwoLines({
  main,
  sub,
  strong = false,
  rowHeader = false,
}: {
  main: ReactNode;
  sub: ReactNode;
  /** The main line in semibold. */
  strong?: boolean;
  /** In the row's heading cell, whose bold the quieter line does not take. */
  rowHeader?: boolean;
}) {
  return (
    <>
      <span className={strong ? 'd-block fw-semibold' : 'd-block'}>{main}</span>
      <span className={`small text-body-secondary${rowHeader ? ' fw-normal' : ''}`}>{sub}</span>
    </>
  );
}

/** The age column: how long since `at(row)`, or how long ago for a closed tab. */
export function ageColumn<R>(at: (row: R) => string, now: Date, closed: boolean): DeskColumn<R> {
  return {
    header: closed ? m.closedAge : m.waiting,
    cell: (row) => {
      const age = ageOf(at(row), now);
      return (
        <TwoLines
          strong
          main={closed ? m.ago(age) : age}
          sub={m.since(formatDateTimeWib(at(row)))}
        />
      );
    },
  };
}
