// Leaving while files are uploading (or uploaded and not sent yet) asks first: a navigation
// inside the portal opens the shared confirmation modal (stay or leave), closing or
// reloading the tab the browser's own prompt. (The same as Pengkinian Data's leave guard,
// with this feature's words.)
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { confirm } from '../../components/confirm';
import { messages } from './messages';

export function useLeaveGuard(active: boolean): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let settled = false;
    void confirm({
      title: messages.leave.title,
      message: messages.leave.message,
      okLabel: messages.leave.ok,
      cancelLabel: messages.leave.cancel,
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
  }, [blocker]);

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
}
