// Storage that never throws: browsers in private mode or with blocked storage throw on
// access; the portal then behaves as if nothing were stored.

type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readItem(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(which: Area, key: string, value: string | null): void {
  try {
    const store = area(which);
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    // Quota exceeded or blocked: nothing to do.
  }
}

export function readJson<T>(which: Area, key: string): T | null {
  const raw = readItem(which, key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(which: Area, key: string, value: unknown): void {
  writeItem(which, key, value === null || value === undefined ? null : JSON.stringify(value));
}

/** Remove every item whose key starts with `prefix` (a feature's drafts at logout). */
export function removeItemsWithPrefix(which: Area, prefix: string): void {
  try {
    const store = area(which);
    if (!store) return;
    const keys: string[] = [];
    for (let i = 0; i < store.length; i += 1) {
      const key = store.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    keys.forEach((key) => store.removeItem(key));
  } catch {
    // Blocked storage holds nothing.
  }
}
