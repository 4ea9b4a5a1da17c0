// Idle timeout timing with fake timers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleTimer, createThrottle } from './idle';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function timer() {
  const onWarning = vi.fn();
  const onTimeout = vi.fn();
  const idle = createIdleTimer({ timeoutMs: 900_000, warningMs: 120_000, onWarning, onTimeout });
  return { idle, onWarning, onTimeout };
}

describe('idle timer', () => {
  it('warns idleWarningSeconds before the end, then ends', () => {
    const { onWarning, onTimeout } = timer();
    vi.advanceTimersByTime(779_999);
    expect(onWarning).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onWarning).toHaveBeenCalledWith(Date.now() + 120_000);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(120_000);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('activity pushes the end back', () => {
    const { idle, onWarning, onTimeout } = timer();
    vi.advanceTimersByTime(700_000);
    idle.activity();
    vi.advanceTimersByTime(700_000);
    expect(onWarning).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200_000);
    expect(onWarning).toHaveBeenCalled();
    expect(onTimeout).toHaveBeenCalled();
  });

  it('activity during the warning does not count; reset (Tetap Masuk) does', () => {
    const { idle, onTimeout } = timer();
    vi.advanceTimersByTime(800_000);
    expect(idle.isWarning()).toBe(true);
    idle.activity();
    idle.reset();
    expect(idle.isWarning()).toBe(false);
    vi.advanceTimersByTime(800_000);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('ends at once when the page comes back after the deadline', () => {
    const { idle, onTimeout } = timer();
    vi.setSystemTime(Date.now() + 1_000_000); // the tab slept; timers did not run
    idle.checkDeadline();
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('stop() cancels everything', () => {
    const { idle, onWarning, onTimeout } = timer();
    idle.stop();
    vi.advanceTimersByTime(2_000_000);
    expect(onWarning).not.toHaveBeenCalled();
    expect(onTimeout).not.toHaveBeenCalled();
  });
});

describe('session update throttle', () => {
  it('lets one call through per minute', () => {
    const allow = createThrottle(60_000);
    expect(allow()).toBe(true);
    vi.advanceTimersByTime(59_999);
    expect(allow()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(allow()).toBe(true);
  });
});
