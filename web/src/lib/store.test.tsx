// The store helper: what a subscriber sees, alone and through React.
import { act, cleanup, render, screen } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEmitter, createStore } from './store';

afterEach(cleanup);

describe('createStore', () => {
  it('reads the value it was given, then the value set last', () => {
    const store = createStore<string[]>([]);
    expect(store.get()).toEqual([]);
    store.set(['a']);
    store.set(['a', 'b']);
    expect(store.get()).toEqual(['a', 'b']);
  });

  it('tells each subscriber about a change until it unsubscribes', () => {
    const store = createStore(0);
    const first = vi.fn();
    const second = vi.fn();
    const unsubscribeFirst = store.subscribe(first);
    store.subscribe(second);
    store.set(1);
    unsubscribeFirst();
    store.set(2);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('a subscriber sees the new value; setting the same value tells nobody', () => {
    const store = createStore<{ n: number } | null>(null);
    const seen: ({ n: number } | null)[] = [];
    store.subscribe(() => seen.push(store.get()));
    const value = { n: 1 };
    store.set(value);
    store.set(value);
    store.set(null);
    expect(seen).toEqual([{ n: 1 }, null]);
  });

  it('re-renders a component reading it with useSyncExternalStore', () => {
    const store = createStore('kosong');
    function Probe() {
      return <p>{useSyncExternalStore(store.subscribe, store.get, store.get)}</p>;
    }
    render(<Probe />);
    expect(screen.getByText('kosong')).toBeTruthy();
    act(() => store.set('UL24000123'));
    expect(screen.getByText('UL24000123')).toBeTruthy();
  });
});

describe('createEmitter', () => {
  it('passes each event to the listeners subscribed at the time, in order', () => {
    const events = createEmitter<string>();
    const calls: string[] = [];
    const off = events.subscribe((event) => calls.push(`a:${event}`));
    events.subscribe((event) => calls.push(`b:${event}`));
    events.emit('first');
    off();
    events.emit('second');
    expect(calls).toEqual(['a:first', 'b:first', 'b:second']);
  });

  it('subscribing the same listener twice calls it once per event', () => {
    const events = createEmitter();
    const listener = vi.fn();
    events.subscribe(listener);
    events.subscribe(listener);
    events.emit();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
