// The error popup channel: the fetcher asks for a popup, components/ErrorPopupHost shows
// it. Only one error popup shows at a time; requests made while one is open are dropped
// (their `closed` promise follows the popup that is showing).
import { createStore } from '../lib/store';

export type PopupVariant = 'warning' | 'danger';

export interface ErrorPopupRequest {
  title: string;
  /** Message text; `<key>` placeholders are rendered from the company profile. */
  message: string;
  variant: PopupVariant;
  size?: 'sm';
}

export interface ErrorPopupState extends ErrorPopupRequest {
  id: number;
}

export interface PopupHandle {
  /** false when another popup was already showing and this one was dropped. */
  shown: boolean;
  /** Settles when the popup that is showing closes. */
  closed: Promise<void>;
}

interface Showing {
  state: ErrorPopupState;
  closed: Promise<void>;
  resolve: () => void;
}

const showing = createStore<Showing | null>(null);
let nextId = 1;

export function showErrorPopup(request: ErrorPopupRequest): PopupHandle {
  const current = showing.get();
  if (current) return { shown: false, closed: current.closed };
  let resolve!: () => void;
  const closed = new Promise<void>((r) => {
    resolve = r;
  });
  showing.set({ state: { ...request, id: nextId++ }, closed, resolve });
  return { shown: true, closed };
}

/** Called by the host when the customer presses OK. */
export function closeErrorPopup(): void {
  const current = showing.get();
  if (!current) return;
  showing.set(null);
  current.resolve();
}

/**
 * Forget the popup that is showing without running what waits for its closing (a 403's
 * logout): a story or a test starting afresh must not inherit the previous one's popup, nor
 * the logout that pressing its OK would start.
 */
export function discardErrorPopup(): void {
  showing.set(null);
}

export function getErrorPopup(): ErrorPopupState | null {
  return showing.get()?.state ?? null;
}

export const subscribeErrorPopup = showing.subscribe;
