// The policy the customer selected on Data Polis, kept across screens and reloads of the
// tab (sessionStorage key `selectedPolicy`). Payment, pengkinian and transaction history
// work on this policy; the route guard `requires: ['selectedPolicy']` reads it.
import { useSyncExternalStore } from 'react';
import { createEmitter } from '../lib/store';

export const SELECTED_POLICY_KEY = 'selectedPolicy';

/** Same rule as the contract's PolicyNumber: anything else in storage is ignored. */
const POLICY_NUMBER = /^[A-Z0-9]{8,16}$/;

/** A string shaped like a policy number (the contract's PolicyNumber pattern). */
export function isPolicyNumber(value: string | null | undefined): value is string {
  return typeof value === 'string' && POLICY_NUMBER.test(value);
}

const changes = createEmitter();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings); the selection then lives for the page only.
    return null;
  }
}

let memoryFallback: string | null = null;

export function getSelectedPolicy(): string | null {
  const store = storage();
  let value: string | null;
  try {
    value = store ? store.getItem(SELECTED_POLICY_KEY) : memoryFallback;
  } catch {
    value = memoryFallback;
  }
  return isPolicyNumber(value) ? value : null;
}

export function setSelectedPolicy(no: string | null): void {
  if (no !== null && !isPolicyNumber(no)) {
    throw new Error(`Invalid policy number: ${no}`);
  }
  if (no === getSelectedPolicy()) return;
  memoryFallback = no;
  const store = storage();
  try {
    if (no === null) store?.removeItem(SELECTED_POLICY_KEY);
    else store?.setItem(SELECTED_POLICY_KEY, no);
  } catch {
    // Quota or blocked storage: keep the in-memory value.
  }
  changes.emit();
}

export const subscribeSelectedPolicy = changes.subscribe;

/** The selected policy number, re-rendering when it changes. */
export function useSelectedPolicy(): string | null {
  return useSyncExternalStore(subscribeSelectedPolicy, getSelectedPolicy, () => null);
}
