// The auth state's password confirmation for one route (docs/product.md P4.5): after
// `POST /password/setting/validate` answered, the route the confirmation opens
// (change-password or change-recovery-email) and until when. Kept in memory only, never in
// localStorage or sessionStorage: a reload or a direct visit finds none, and the route guard
// (`requires: ['passwordConfirmed']`, app/guards.ts) sends the customer to Pengaturan.
// Cleared on logout (authStore.clearSessionData) and after the change succeeded. The server
// keeps and enforces the real confirmation: when it answers 401 with the problem type
// CONFIRMATION_REQUIRED, the page clears this one and returns to Pengaturan.
import type { ConfirmRoute } from '../api/generated/model/confirmRoute';
import { createStore } from '../lib/store';

/** Problem type of a 401 that asks for a new password confirmation (the session goes on). */
export const CONFIRMATION_REQUIRED = 'urn:tmanku:problem:confirmation-required';

export interface PasswordConfirmationState {
  /** The one route this confirmation opens. */
  route: ConfirmRoute;
  /** When it runs out, in this device's clock (epoch ms). */
  expiresAt: number;
}

const confirmation = createStore<PasswordConfirmationState | null>(null);

export const getPasswordConfirmation = confirmation.get;
export const subscribePasswordConfirmation = confirmation.subscribe;

/**
 * The server's `expires_at` in this device's clock: shifted by the server clock's lead
 * given by the answer's `Date` header (a device whose clock runs ahead would otherwise see
 * the confirmation expired before it was used). Without a readable header, as it is.
 */
export function deviceDeadline(
  expiresAt: string,
  serverDate: string | null | undefined,
  receivedAt: number = Date.now(),
): number {
  const deadline = Date.parse(expiresAt);
  const server = serverDate ? Date.parse(serverDate) : Number.NaN;
  return Number.isNaN(server) ? deadline : deadline - (server - receivedAt);
}

/** Store a confirmation the server gave; a new one replaces the last (one route at a time). */
export function setPasswordConfirmation(state: PasswordConfirmationState): void {
  confirmation.set(state);
}

export function clearPasswordConfirmation(): void {
  confirmation.set(null);
}

/** Whether `state` opens the route named `routeName` at `now` (epoch ms, device clock). */
export function confirmationOpens(
  state: PasswordConfirmationState | null | undefined,
  routeName: string,
  now: number,
): boolean {
  return state != null && state.route === routeName && now < state.expiresAt;
}
