// Idle timeout of a signed-in customer (config/all: idleTimeoutSeconds, idleWarningSeconds).
// Activity restarts the countdown and extends the session on the server (session/update,
// at most once a minute). Before the end a warning counts down with 'Tetap Masuk' and
// 'Keluar'; at zero the customer is logged out with a notice on the login page. The
// server enforces the same limit (a late call answers 403). The warning (react-bootstrap's
// modal) loads when it is first due, not with every signed-in page; should it fail to load
// (offline), nothing shows and the logout at zero happens all the same.
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import type { IdleWarningModalProps } from './IdleWarningModal';
import { requestOptions } from '../api/fetcher';
import { useGetConfig } from '../api/generated/endpoints/info/info';
import { updateSession } from '../api/generated/endpoints/session/session';
import { logout } from '../shared/auth';
import {
  ACTIVITY_EVENTS,
  createIdleTimer,
  createThrottle,
  SESSION_UPDATE_INTERVAL_MS,
  type IdleTimer,
} from './idle';

const nothing: ComponentType<IdleWarningModalProps> = () => null;
const IdleWarningModal = lazy(() =>
  import('./IdleWarningModal').then(
    (module) => ({ default: module.IdleWarningModal as ComponentType<IdleWarningModalProps> }),
    () => ({ default: nothing }),
  ),
);

const DEFAULT_TIMEOUT_SECONDS = 900;
const DEFAULT_WARNING_SECONDS = 120;

function extendSession(): void {
  // Background call: no 'Peringatan' popup; a 403 still ends the session.
  void updateSession(requestOptions({ quiet: true })).catch(() => undefined);
}

export function IdleWatcher() {
  const config = useGetConfig();
  const timeoutSeconds = config.data?.data.idleTimeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS;
  const warningSeconds = config.data?.data.idleWarningSeconds ?? DEFAULT_WARNING_SECONDS;
  const [deadline, setDeadline] = useState<number | null>(null);
  const timer = useRef<IdleTimer | null>(null);

  useEffect(() => {
    const throttle = createThrottle(SESSION_UPDATE_INTERVAL_MS);
    throttle(); // signing in just started the session
    const idle = createIdleTimer({
      timeoutMs: timeoutSeconds * 1000,
      warningMs: Math.min(warningSeconds, timeoutSeconds) * 1000,
      onWarning: (at) => setDeadline(at),
      onTimeout: () => {
        setDeadline(null);
        void logout({ notice: 'idle' });
      },
    });
    timer.current = idle;
    const onActivity = () => {
      if (idle.isWarning()) return;
      idle.activity();
      if (throttle()) extendSession();
    };
    const onVisibility = () => {
      if (document.visibilityState !== 'visible') return;
      idle.checkDeadline();
      onActivity();
    };
    ACTIVITY_EVENTS.forEach((name) =>
      window.addEventListener(name, onActivity, { passive: true, capture: true }),
    );
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      idle.stop();
      timer.current = null;
      ACTIVITY_EVENTS.forEach((name) =>
        window.removeEventListener(name, onActivity, { capture: true }),
      );
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [timeoutSeconds, warningSeconds]);

  if (deadline === null) return null;
  return (
    <Suspense fallback={null}>
      <IdleWarningModal
        deadline={deadline}
        onStay={() => {
          setDeadline(null);
          timer.current?.reset();
          extendSession();
        }}
        onLeave={() => {
          setDeadline(null);
          timer.current?.stop();
          void logout();
        }}
      />
    </Suspense>
  );
}
