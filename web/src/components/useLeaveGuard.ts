// Leaving with unsaved work asks first: a navigation inside the portal opens the shared
// confirmation modal (stay or leave), closing or reloading the tab the browser's own prompt.
// The feature gives its own words (Pengkinian Data's changes, a claim's uploaded files).
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { confirm } from './confirm';

export interface LeaveWords {
  title: string;
  message: string;
  ok: string;
  cancel: string;
}

export function useLeaveGuard(active: boolean, words: LeaveWords): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let settled = false;
    void confirm({
      title: words.title,
      message: words.message,
      okLabel: words.ok,
      cancelLabel: words.cancel,
      keyboard: true,
    }).then((leave) => {
      if (settled) return;
      settled = true;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      settled = true;
    };
  }, [blocker, words]);

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
}
