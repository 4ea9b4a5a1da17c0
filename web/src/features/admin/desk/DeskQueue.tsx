// A staff queue page, a desk being only its list call and its table: tabs by status with their
// counts (?status=ANALYSIS; the first status by default), 20 per page (?page=2), the card of
// the current tab (QueueSection). While another tab loads, the tabs keep the last counts and
// never the last rows. The claims, underwriting and refund queues are drawn by it.
import { keepPreviousData } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { toLoadable, type Loadable } from '../../../api/loadable';
import { QUEUE_SIZE } from '../paths';
import { QueueSection, type QueuePage, type QueueTexts } from './QueueSection';
import { pageParam, queueParams, statusParam } from './queueParams';
import { DeskTable, type DeskColumn, type DeskOpen } from './DeskTable';
import { StatusTabs } from './StatusTabs';
import '../admin.css';
import './desk.css';

export interface DeskQueueProps {
  /** The clock for the ages ('3 hari'); now when absent (stories and tests fix it). */
  now?: string;
}

/** The options of a queue's list call: the last answer kept while a tab loads, no popup. */
export const QUEUE_QUERY = {
  query: { placeholderData: keepPreviousData },
  request: { quiet: true },
} as const;

/** The tab and page the address asks for, as the list call's parameters. */
export function useQueueAddress<S extends string>(statuses: readonly S[]) {
  const [search, setSearch] = useSearchParams();
  const status = statusParam(search, statuses);
  const page = pageParam(search);
  return {
    params: { status, page, size: QUEUE_SIZE },
    toPage: (next: number) => setSearch(queueParams(statuses, status, next)),
  };
}

interface QueueQuery<R> {
  data: R | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

export interface DeskQueueTexts<S extends string> extends QueueTexts {
  intro: string;
  /** The tabs' name and what a count counts, for screen readers. */
  tabs: string;
  countUnit: string;
  caption: (statusName: string) => string;
  empty: Record<S, string>;
}

/** The 200 answer of a list call's responses. */
type Ok<R> = R extends { status: 200; data: infer D } ? D : never;
type RowsOf<R> = Ok<R> extends { data: infer Rows } ? Rows : never;

/** A page of a staff queue: its rows and every status's count. */
interface CountedPage<S extends string> extends QueuePage {
  counts?: readonly { status: S; count: number }[];
}

export function DeskQueue<S extends string, R extends { status: number; data: unknown }>({
  id,
  className = 'admin-claims',
  statuses,
  names,
  path,
  texts,
  address,
  query,
  notice,
  children,
}: {
  /** The heading's id of the current tab's card. */
  id: string;
  /** The page's own class ('admin-claims', the default; 'admin-kyc'). */
  className?: string;
  statuses: readonly S[];
  names: Record<S, string>;
  /** The queue's path ('/admin/klaim'). */
  path: string;
  texts: DeskQueueTexts<S>;
  address: ReturnType<typeof useQueueAddress<S>>;
  /** The list call (a generated hook's result, with QUEUE_QUERY). */
  query: QueueQuery<R>;
  /** Said between the tabs and the list (a refused action's message). */
  notice?: ReactNode;
  /** The table of the current tab's rows. */
  children: (rows: RowsOf<R>, caption: string) => ReactNode;
}) {
  const { status } = address.params;
  // The previous tab's answer keeps the counts, never its rows.
  const list = (query.isPlaceholderData ? { state: 'loading' } : toLoadable(query)) as Loadable<
    CountedPage<S>
  >;
  const answer = query.data?.status === 200 ? (query.data.data as CountedPage<S>) : null;
  const counts = answer?.counts
    ? (Object.fromEntries(answer.counts.map((c) => [c.status, c.count])) as Partial<
        Record<S, number>
      >)
    : null;
  const caption = texts.caption(names[status]);

  return (
    <div className={className}>
      <p className="text-body-secondary">{texts.intro}</p>
      <StatusTabs
        statuses={statuses}
        names={names}
        current={status}
        counts={counts}
        path={path}
        label={texts.tabs}
        countUnit={texts.countUnit}
      />
      {notice}
      <QueueSection
        id={id}
        caption={caption}
        list={list}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={texts.empty[status]}
        texts={texts}
        onPage={address.toPage}
      >
        {list.state === 'success' && children(list.data.data as RowsOf<R>, caption)}
      </QueueSection>
    </div>
  );
}

type AnyAnswer = { status: number; data: unknown };

/** A queue that is only its list call and its table's columns (DeskQueuePage). */
export interface QueueDesk<S extends string, Row> extends Omit<
  Parameters<typeof DeskQueue<S, AnyAnswer>>[0],
  'address' | 'query' | 'children'
> {
  /** The generated hook of the list call; its rows are `Row`s. */
  useList: (
    params: ReturnType<typeof useQueueAddress<S>>['params'],
    options: typeof QUEUE_QUERY,
  ) => QueueQuery<AnyAnswer>;
  /** The tabs whose cases are closed: the age column says how long ago. */
  closed?: readonly S[];
  tableClassName?: string;
  rowKey: (row: Row) => string;
  columns: (now: Date, closed: boolean) => DeskColumn<Row>[];
  open: (row: Row) => DeskOpen;
}

/** Declares a queue (its statuses and rows' types inferred). */
export function queueDesk<S extends string, Row>(desk: QueueDesk<S, Row>): QueueDesk<S, Row> {
  return desk;
}

/** A queue page drawn from its declaration: the tabs, the current tab's card, the table. */
export function DeskQueuePage<S extends string, Row>({
  desk,
  now,
}: DeskQueueProps & { desk: QueueDesk<S, Row> }) {
  const { useList, closed, tableClassName, rowKey, columns, open, ...queue } = desk;
  const address = useQueueAddress(desk.statuses);
  const query = useList(address.params, QUEUE_QUERY);
  const ended = closed?.includes(address.params.status) ?? false;
  return (
    <DeskQueue {...queue} address={address} query={query}>
      {(rows, caption) => (
        <DeskTable
          rows={rows as Row[]}
          caption={caption}
          className={tableClassName}
          rowKey={rowKey}
          columns={columns(now ? new Date(now) : new Date(), ended)}
          open={open}
        />
      )}
    </DeskQueue>
  );
}
