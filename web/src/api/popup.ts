// The error popup channel: the fetcher asks for a popup, components/ErrorPopupHost shows
// it. Only one error popup shows at a time; requests made while one is open are dropped
// (their `closed` promise follows the popup that is showing).

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

let current: { state: ErrorPopupState; closed: Promise<void>; resolve: () => void } | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  listeners.forEach((listener) => listener());
}

export function showErrorPopup(request: ErrorPopupRequest): PopupHandle {
  if (current) return { shown: false, closed: current.closed };
  let resolve!: () => void;
  const closed = new Promise<void>((r) => {
    resolve = r;
  });
  current = { state: { ...request, id: nextId++ }, closed, resolve };
  emit();
  return { shown: true, closed };
}

/** Called by the host when the customer presses OK. */
export function closeErrorPopup(): void {
  if (!current) return;
  const { resolve } = current;
  current = null;
  emit();
  resolve();
}

export function getErrorPopup(): ErrorPopupState | null {
  return current?.state ?? null;
}

export function subscribeErrorPopup(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
