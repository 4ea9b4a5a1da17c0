// What the HTTP layer tells the app about the session, without importing the app:
// a 403 (session over: not authenticated any more, then logout without a server call),
// a failed token refresh (logout), and refreshed tokens.
import { createEmitter } from '../lib/store';

export type SessionEvent =
  | { type: 'forbidden' }
  | { type: 'forcedLogout'; reason: 'forbidden' | 'refreshFailed' }
  | { type: 'tokensRefreshed'; tncVersion: string | null; policyHolderName: string | null };

const events = createEmitter<SessionEvent>();

export const emitSessionEvent = events.emit;

/** Returns the function that unsubscribes. */
export const onSessionEvent = events.subscribe;
