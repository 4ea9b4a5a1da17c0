// What the HTTP layer tells the app about the session, without importing the app:
// a 403 (session over: not authenticated any more, then logout without a server call),
// a failed token refresh (logout), and refreshed tokens.

export type SessionEvent =
  | { type: 'forbidden' }
  | { type: 'forcedLogout'; reason: 'forbidden' | 'refreshFailed' }
  | { type: 'tokensRefreshed'; tncVersion: string | null; policyHolderName: string | null };

const listeners = new Set<(event: SessionEvent) => void>();

export function emitSessionEvent(event: SessionEvent): void {
  listeners.forEach((listener) => listener(event));
}

export function onSessionEvent(listener: (event: SessionEvent) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
