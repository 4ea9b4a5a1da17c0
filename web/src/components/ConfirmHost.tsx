// Renders the confirmation modals opened with confirm() (confirm.ts); the modal's code
// loads with the first one.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { getConfirmEntries, settleConfirm, subscribeConfirm } from './confirm';

const ConfirmModal = lazy(() =>
  import('./ConfirmModal').then((m) => ({ default: m.ConfirmModal })),
);

export function ConfirmHost() {
  const entries = useSyncExternalStore(subscribeConfirm, getConfirmEntries, getConfirmEntries);
  if (entries.length === 0) return null;
  return (
    <Suspense fallback={null}>
      {entries.map(({ id, options, profile, show }) => (
        <ConfirmModal
          key={id}
          {...options}
          show={show}
          profile={profile}
          onOk={() => settleConfirm(id, true)}
          onClose={() => settleConfirm(id, false)}
        />
      ))}
    </Suspense>
  );
}
