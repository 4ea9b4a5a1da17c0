// Shows the error popup the HTTP layer asks for (api/popup.ts); one at a time. The modal's
// code (react-bootstrap) loads when the first popup shows, not with the login page.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { closeErrorPopup, getErrorPopup, subscribeErrorPopup } from '../api/popup';

const ErrorPopup = lazy(() => import('./ErrorPopup').then((m) => ({ default: m.ErrorPopup })));

export function ErrorPopupHost() {
  const popup = useSyncExternalStore(subscribeErrorPopup, getErrorPopup, getErrorPopup);
  if (!popup) return null;
  return (
    <Suspense fallback={null}>
      <ErrorPopup
        key={popup.id}
        show
        title={popup.title}
        message={popup.message}
        variant={popup.variant}
        size={popup.size}
        onClose={closeErrorPopup}
      />
    </Suspense>
  );
}
