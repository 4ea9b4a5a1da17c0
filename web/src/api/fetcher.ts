// The one HTTP client of the web app (Orval mutator). Fleshed out in the web layer work.
export type FetchResult<T> = { data: T; status: number; headers: Headers };

export const customFetch = async <T>(url: string, init?: RequestInit): Promise<T> => {
  const response = await fetch(url, init);
  const body = response.status === 204 ? undefined : await response.json();
  return { data: body, status: response.status, headers: response.headers } as T;
};
