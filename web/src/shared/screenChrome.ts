// What a screen knows about itself better than its route does: the payment page of a top-up
// is 'Pembayaran Top Up' and goes back to Investasi, while its route (one payment page for
// every kind of payment) says 'Pembayaran Premi' and 'Informasi Pembayaran Premi'. The screen
// says so with useScreenChrome while it is mounted; the layout shows that instead of the
// route's title and back link.
import { useEffect, useSyncExternalStore } from 'react';
import { createStore } from '../lib/store';

export interface ScreenChrome {
  title?: string;
  /** Where the layout's 'Kembali' goes, with its accessible name. */
  back?: { to: string; label: string };
}

const store = createStore<ScreenChrome | null>(null);

/** The mounted screen's title and back link, null when it has none (the route's apply). */
export function useScreenChromeOverride(): ScreenChrome | null {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** Shows `chrome` in the layout while the calling screen is mounted (null: the route's). */
export function useScreenChrome(chrome: ScreenChrome | null): void {
  const title = chrome?.title;
  const backTo = chrome?.back?.to;
  const backLabel = chrome?.back?.label;
  useEffect(() => {
    if (title === undefined && backTo === undefined) return;
    const value: ScreenChrome = {
      title,
      back:
        backTo !== undefined && backLabel !== undefined
          ? { to: backTo, label: backLabel }
          : undefined,
    };
    store.set(value);
    return () => {
      if (store.get() === value) store.set(null);
    };
  }, [title, backTo, backLabel]);
}
