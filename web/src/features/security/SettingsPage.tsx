// Route screen of settings ('Pengaturan'): the password, the recovery e-mail, passkeys, the
// mobile number and the devices signed in (GET /password/security/data). The change buttons
// and 'Kelola Passkey' ask for the current password first ('Konfirmasi Kata Sandi'); the
// confirmation opens that page only. A security page the server turned back (confirmation no longer valid) lands here
// with the server's message.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorMessageOf } from '../../api/errors';
import { useGetSecurityData } from '../../api/generated/endpoints/security/security';
import type { ConfirmRoute } from '../../api/generated/model/confirmRoute';
import { toLoadable } from '../../api/loadable';
import { FormAlert } from '../../components/form/FormAlert';
import { InlineError } from '../../components/InlineError';
import { AccountSections } from './components/AccountSections';
import { DeviceList } from './components/DeviceList';
import { SettingsSkeleton } from './components/SettingsSkeleton';
import { messages } from './messages';
import { noticeOf } from './notice';
import { CONFIRM_PATHS } from './paths';
import './settings.css';

// 'Konfirmasi Kata Sandi' (react-hook-form, zod and the contract's rules) is a chunk of its
// own, fetched once the page has its data, not before it paints (the signed-in page budget,
// web/build/budgets.ts); it is drawn from the first press of a change button on.
const loadConfirm = () => import('./components/ConfirmPasswordModal');
const ConfirmPasswordModal = lazy(() =>
  loadConfirm().then((module) => ({ default: module.ConfirmPasswordModal })),
);

export default function SettingsPage() {
  const query = useGetSecurityData({ request: { quiet: true } });
  const security = toLoadable(query);
  const navigate = useNavigate();
  const location = useLocation();
  const [confirming, setConfirming] = useState<ConfirmRoute | null>(null);
  const [confirmUsed, setConfirmUsed] = useState(false);
  if (confirming !== null && !confirmUsed) setConfirmUsed(true);
  if (security.state === 'success') void loadConfirm();

  // The message a security page sent back with; dropped from the history entry so a reload
  // does not show it again.
  const [notice] = useState(() => noticeOf(location.state));
  useEffect(() => {
    if (notice) void navigate(location.pathname, { replace: true, state: null });
  }, [notice, navigate, location.pathname]);

  return (
    <div className="st-page">
      <FormAlert message={notice} variant="warning" />
      {security.state === 'loading' && <SettingsSkeleton />}
      {security.state === 'error' && (
        <InlineError
          message={query.error ? errorMessageOf(query.error) : messages.error}
          onRetry={() => void query.refetch()}
        />
      )}
      {security.state === 'success' && (
        <>
          <AccountSections data={security.data} onChange={setConfirming} />
          <DeviceList sessions={security.data.sessions} onChanged={() => query.refetch()} />
        </>
      )}
      {confirmUsed && (
        <Suspense fallback={null}>
          <ConfirmPasswordModal
            route={confirming}
            onClose={() => setConfirming(null)}
            onConfirmed={(route) => void navigate(CONFIRM_PATHS[route])}
          />
        </Suspense>
      )}
    </div>
  );
}
