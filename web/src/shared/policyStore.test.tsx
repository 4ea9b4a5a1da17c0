// @vitest-environment jsdom
// The selected-policy store (shared/policyStore.ts) that Data Polis writes and the policy
// screens and route guards read.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  SELECTED_POLICY_KEY,
  getSelectedPolicy,
  setSelectedPolicy,
  useSelectedPolicy,
} from './policyStore';

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  setSelectedPolicy(null);
});

function Probe() {
  const selected = useSelectedPolicy();
  return <p>{selected ?? 'tidak ada'}</p>;
}

describe('policyStore', () => {
  it('keeps the selected policy in sessionStorage under selectedPolicy', () => {
    expect(SELECTED_POLICY_KEY).toBe('selectedPolicy');
    expect(getSelectedPolicy()).toBeNull();
    setSelectedPolicy('UL24000123');
    expect(sessionStorage.getItem('selectedPolicy')).toBe('UL24000123');
    expect(getSelectedPolicy()).toBe('UL24000123');
    setSelectedPolicy(null);
    expect(sessionStorage.getItem('selectedPolicy')).toBeNull();
    expect(getSelectedPolicy()).toBeNull();
  });

  it('reads a selection stored before the page loaded (a reload)', () => {
    sessionStorage.setItem('selectedPolicy', 'KS23000456');
    expect(getSelectedPolicy()).toBe('KS23000456');
  });

  it('ignores stored values that are not policy numbers and refuses to write them', () => {
    sessionStorage.setItem('selectedPolicy', '<script>');
    expect(getSelectedPolicy()).toBeNull();
    expect(() => setSelectedPolicy('ul-123')).toThrow();
  });

  it('re-renders subscribers when the selection changes', () => {
    render(<Probe />);
    expect(screen.getByText('tidak ada')).toBeTruthy();
    act(() => setSelectedPolicy('KS23000456'));
    expect(screen.getByText('KS23000456')).toBeTruthy();
    act(() => setSelectedPolicy(null));
    expect(screen.getByText('tidak ada')).toBeTruthy();
  });
});
