// Idle timeout timing (pure, no React): activity pushes the deadline back; a warning comes
// `warningMs` before the deadline; at the deadline the session ends. Activity while the
// warning shows does not count (the customer answers the warning). Session updates to
// the server are throttled to one a minute.

export interface IdleTimerOptions {
  timeoutMs: number;
  warningMs: number;
  onWarning: (deadline: number) => void;
  onTimeout: () => void;
  now?: () => number;
}

export interface IdleTimer {
  /** User activity: restart the countdown unless the warning shows. */
  activity(): void;
  /** Restart the countdown (also after the warning: 'Tetap Masuk'). */
  reset(): void;
  /** The page became visible again: end at once when the deadline passed meanwhile. */
  checkDeadline(): void;
  stop(): void;
  isWarning(): boolean;
  deadline(): number;
}

export function createIdleTimer(options: IdleTimerOptions): IdleTimer {
  const now = options.now ?? Date.now;
  let warnTimer: ReturnType<typeof setTimeout> | undefined;
  let endTimer: ReturnType<typeof setTimeout> | undefined;
  let warning = false;
  let deadline = 0;
  let stopped = false;

  const clear = () => {
    clearTimeout(warnTimer);
    clearTimeout(endTimer);
  };
  const end = () => {
    clear();
    stopped = true;
    options.onTimeout();
  };
  const reset = () => {
    if (stopped) return;
    clear();
    warning = false;
    deadline = now() + options.timeoutMs;
    const warnIn = Math.max(0, options.timeoutMs - options.warningMs);
    warnTimer = setTimeout(() => {
      warning = true;
      options.onWarning(deadline);
    }, warnIn);
    endTimer = setTimeout(end, options.timeoutMs);
  };

  reset();
  return {
    activity() {
      if (!warning) reset();
    },
    reset,
    checkDeadline() {
      if (!stopped && now() >= deadline) end();
    },
    stop() {
      stopped = true;
      clear();
    },
    isWarning: () => warning,
    deadline: () => deadline,
  };
}

/** True at most once per `intervalMs` (the first call passes). */
export function createThrottle(intervalMs: number, now: () => number = Date.now) {
  let last = -Infinity;
  return () => {
    const t = now();
    if (t - last < intervalMs) return false;
    last = t;
    return true;
  };
}

export const SESSION_UPDATE_INTERVAL_MS = 60_000;
export const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll', 'wheel', 'touchstart'] as const;
