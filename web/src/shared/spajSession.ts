// The SPAJ applicant's session in this tab (docs/product.md P3.3: the auth state keeps the
// SPAJ approval and `spaj_number`). `spaj/otp/validate` or `spaj/open` answer a token that
// opens one application only; it lives in sessionStorage (`spajSession`, this tab, gone when
// it closes), never in localStorage `token`: the global guard and the customer's session
// know nothing of it, so a visitor following their application is not signed in to the
// portal, and a signed-in customer following one keeps their own session apart.
//
// Every SPAJ call (and the document upload and first-premium payment of the application)
// sends the token through the fetcher's `accessToken` option (spajRequest). A 403 on such a
// call means the server ended the SPAJ session (15 minutes idle, 2 hours, 'Keluar'): the
// fetcher's `onForbidden` shows the server's message, then this session is forgotten and the
// applicant goes to the SPAJ entry with the number filled in; a customer session is left alone.
// Cleared by the SPAJ 'Keluar' (spaj/logout) and by the customer's logout (auth.ts).
import { useState, useSyncExternalStore } from 'react';
import type { PortalRequestOptions } from '../api/fetcher';
import type { SpajSession } from '../api/generated/model/spajSession';
import { readJson, writeJson } from '../api/storage';
import { createStore } from '../lib/store';
import { navigateTo } from './navigation';

export const SPAJ_SESSION_KEY = 'spajSession';
/** The SPAJ entry (route login-spaj), where an ended session sends the applicant. */
export const SPAJ_ENTRY_PATH = '/login/spaj';

/** The contract's SpajNumber: 12 digits. */
const SPAJ_NUMBER = /^\d{12}$/;

export function isSpajNumber(value: unknown): value is string {
  return typeof value === 'string' && SPAJ_NUMBER.test(value);
}

/**
 * The auth state's "SPAJ approval": the underwriter's offer as the applicant last saw it on
 * this application (the contract's SpajOffer.status), null before there is one.
 */
export type SpajApproval = 'OPEN' | 'APPROVED' | 'DECLINED' | 'EXPIRED';

export interface SpajSessionState {
  token: string;
  spajNumber: string;
  /** The session's absolute end (the server's `expires_at`). */
  expiresAt: string;
  idleTimeoutSeconds: number;
  approval: SpajApproval | null;
}

/** Navigation state of the SPAJ entry page: the number to fill in. */
export interface SpajEntryState {
  spajNumber?: string;
}

function valid(value: SpajSessionState | null, now: number): SpajSessionState | null {
  if (!value || typeof value.token !== 'string' || !value.token) return null;
  if (!isSpajNumber(value.spajNumber)) return null;
  const end = Date.parse(value.expiresAt);
  // Past its absolute end the server refuses it anyway: no page should start with it.
  if (Number.isNaN(end) || end <= now) return null;
  return value;
}

const session = createStore<SpajSessionState | null>(
  valid(readJson<SpajSessionState>('session', SPAJ_SESSION_KEY), Date.now()),
);

function save(next: SpajSessionState | null): void {
  writeJson('session', SPAJ_SESSION_KEY, next);
  session.set(next);
}

/** The live SPAJ session of this tab, or null (none, or past its absolute end). */
export function getSpajSession(now: number = Date.now()): SpajSessionState | null {
  return valid(session.get(), now);
}

export const subscribeSpajSession = session.subscribe;

const snapshot = () => getSpajSession();

/** The SPAJ session, re-rendering when it starts or ends. */
export function useSpajSession(): SpajSessionState | null {
  return useSyncExternalStore(session.subscribe, snapshot, snapshot);
}

/**
 * The SPAJ session as it was when the page opened. The SPAJ pages work with this one: a page
 * that ends it ('Keluar', a 403) goes where it means to go instead of being sent elsewhere by
 * its own "no session" branch first; the next page reads the store afresh.
 */
export function useSpajSessionAtEntry(): SpajSessionState | null {
  const [entered] = useState(snapshot);
  return entered;
}

/** Keep the session a right code (or a policy holder's `spaj/open`) gave. */
export function startSpajSession(answer: SpajSession): SpajSessionState {
  const next: SpajSessionState = {
    token: answer.token,
    spajNumber: answer.spaj_number,
    expiresAt: answer.expires_at,
    idleTimeoutSeconds: answer.idle_timeout_seconds,
    approval: null,
  };
  save(next);
  return next;
}

/** Record the offer's state as an answer showed it (only for the session's own number). */
export function setSpajApproval(spajNumber: string, approval: SpajApproval | null): void {
  const current = session.get();
  if (!current || current.spajNumber !== spajNumber || current.approval === approval) return;
  save({ ...current, approval });
}

/** Forget the SPAJ session of this tab (after spaj/logout, a 403 or the customer's logout). */
export function clearSpajSession(): void {
  save(null);
}

/** Re-read storage (tests and stories that wrote it directly). */
export function reloadSpajSession(): void {
  session.set(valid(readJson<SpajSessionState>('session', SPAJ_SESSION_KEY), Date.now()));
}

/**
 * Leave the SPAJ pages for `to` and forget the session that ended (only that one, not one
 * opened since in this tab). The follow-up's number rule is checked when a page is entered
 * (app/useGuardDecision.ts) and the pages keep the session they opened with, so the page
 * being left does not send the applicant to login first.
 */
export function leaveSpajSession(ended: SpajSessionState, to: string, state?: unknown): void {
  navigateTo(to, { replace: true, state });
  if (session.get()?.token === ended.token) clearSpajSession();
}

/**
 * The server ended the SPAJ session (403): forget it and go to the SPAJ entry with the
 * number filled in. Runs after the applicant closed the popup with the server's message.
 */
export function spajSessionEnded(ended: SpajSessionState): void {
  const state: SpajEntryState = { spajNumber: ended.spajNumber };
  leaveSpajSession(ended, SPAJ_ENTRY_PATH, state);
}

/** Request options of every call made for the SPAJ session: its token and its 403. */
export function spajRequest(
  current: SpajSessionState,
  extra: PortalRequestOptions = {},
): PortalRequestOptions {
  return {
    ...extra,
    accessToken: current.token,
    onForbidden: () => spajSessionEnded(current),
  };
}
