// A staff queue's tab and page as they live in its address (?status=ANALYSIS&page=2): the
// first status and page 1 are left out, and anything unknown falls back to them.

/** The status of ?status, or the queue's first (default) one. */
export function statusParam<S extends string>(search: URLSearchParams, statuses: readonly S[]): S {
  const value = search.get('status');
  return statuses.find((s) => s === value) ?? statuses[0]!;
}

/** The page of ?page: a whole number from 1 to 10000 (the contract's bounds), else 1. */
export function pageParam(search: URLSearchParams): number {
  const page = Number(search.get('page') ?? 1);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** The address parameters of a status and a page. */
export function queueParams<S extends string>(
  statuses: readonly S[],
  status: S,
  page: number,
): Record<string, string> {
  const params: Record<string, string> = {};
  if (status !== statuses[0]) params.status = status;
  if (page > 1) params.page = String(page);
  return params;
}
