// Layout of the staff pages: a brand header with the staff member's name and 'Keluar', the
// page title and one column. An admin session keeps the idle timeout of every session.
import './SimpleLayout.css';
import { confirm } from '../../components/confirm';
import { IconLogout, IconUser } from '../../components/icons';
import { PageChrome } from '../../components/PageChrome';
import { logout } from '../../shared/auth';
import { useAuth } from '../../shared/authStore';
import { IdleWatcher } from '../IdleWatcher';
import { appMessages } from '../messages';
import { BrandMark } from './BrandMark';
import type { LayoutProps } from './types';

async function confirmLogout() {
  const ok = await confirm({ title: appMessages.logoutTitle, message: appMessages.logoutConfirm });
  if (ok) await logout({ notice: 'loggedOut' });
}

export default function AdminLayout({ route, children }: LayoutProps) {
  const { authenticated, user } = useAuth();
  const name = user?.display_name || user?.userName || '';
  return (
    <div className="simple-shell">
      <header className="simple-header">
        <BrandMark size={32} />
        <span className="fw-semibold">{appMessages.adminTitle}</span>
        {authenticated && (
          <div className="simple-user">
            <IconUser aria-hidden="true" />
            <span className="simple-user-name">{name}</span>
            <button
              type="button"
              className="btn btn-outline-primary btn-sm simple-logout"
              onClick={() => void confirmLogout()}
            >
              <IconLogout aria-hidden="true" />
              <span>{appMessages.logout}</span>
            </button>
          </div>
        )}
      </header>
      <main className="simple-main" id="main-content" tabIndex={-1}>
        {route?.title && <PageChrome title={route.title} />}
        {children}
      </main>
      {authenticated && <IdleWatcher />}
    </div>
  );
}
