// The figures behind a chart as a table, for screen readers always (visually hidden) and for
// anyone on 'Tampilkan tabel'. Long ranges are many rows: the visible table scrolls inside its
// own box, never the page.
import { useId, useState } from 'react';
import { messages } from '../messages';

const m = messages.charts;

export interface ChartTableProps {
  caption: string;
  columns: readonly [string, string];
  rows: readonly (readonly [string, string])[];
}

export function ChartTable({ caption, columns, rows }: ChartTableProps) {
  const [shown, setShown] = useState(false);
  const id = useId();
  return (
    <div className="inv-chart-table">
      <button
        type="button"
        className="btn btn-link btn-sm px-0"
        aria-expanded={shown}
        aria-controls={id}
        onClick={() => setShown((s) => !s)}
      >
        {shown ? m.hideTable : m.showTable}
      </button>
      <div id={id} className={shown ? 'inv-chart-table__box' : 'visually-hidden'}>
        <table className="table table-sm mb-0">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{columns[0]}</th>
              <th scope="col" className="text-end">
                {columns[1]}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([key, value]) => (
              <tr key={key}>
                <th scope="row" className="fw-normal">
                  {key}
                </th>
                <td className="text-end inv-num">{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
