// Turns a generated query result into what a screen draws: loading, error (with the HTTP
// status when known) or the 200 body. Works whether the fetcher resolves error responses
// as `{ data, status }` or rejects with an error carrying a status. Shared by the features
// (polis, terms, contact).

export type Loadable<T> =
  { state: 'loading' } | { state: 'error'; status?: number } | { state: 'success'; data: T };

interface QueryLike<R> {
  data: R | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
}

type Body<R> = R extends { status: 200; data: infer D } ? D : never;

/** The HTTP status an error carries, in the shapes a fetcher may use. */
export function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const e = error as Record<string, unknown>;
  for (const candidate of [e, e.response, e.cause, e.data]) {
    if (typeof candidate === 'object' && candidate !== null) {
      const status = (candidate as Record<string, unknown>).status;
      if (typeof status === 'number') return status;
    }
  }
  return undefined;
}

export function toLoadable<R extends { status: number; data: unknown }>(
  query: QueryLike<R>,
): Loadable<Body<R>> {
  const failed = query.isError || (query.data !== undefined && query.data.status !== 200);
  // A retry after a failure shows the loading state again.
  if (query.isPending || (failed && query.isFetching)) return { state: 'loading' };
  if (query.isError) return { state: 'error', status: statusOf(query.error) };
  const result = query.data as R;
  if (result.status !== 200) return { state: 'error', status: result.status };
  return { state: 'success', data: result.data as Body<R> };
}

/** Applies `f` to the data of a successful Loadable. */
export function mapLoadable<T, U>(loadable: Loadable<T>, f: (data: T) => U): Loadable<U> {
  return loadable.state === 'success' ? { state: 'success', data: f(loadable.data) } : loadable;
}
