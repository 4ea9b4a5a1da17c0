// Layout of the staff pages: a brand header with the staff member's name and 'Keluar', the
// desks' menu (the home and one entry per desk whose route exists), the page title and one
// column. An admin session keeps the idle timeout of every session.
import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import './SimpleLayout.css';
import { confirm } from '../../components/confirm';
import { IconLogout, IconUser } from '../../components/icons';
import { PageChrome } from '../../components/PageChrome';
import { logout } from '../../shared/auth';
import { useAuth } from '../../shared/authStore';
import { IdleWatcher } from '../IdleWatcher';
import { ADMIN_MENU, isCurrentEntry, menuFor } from '../menu';
import { appMessages } from '../messages';
import { BrandMark } from './BrandMark';
import type { LayoutProps } from './types';

async function confirmLogout() {
  const ok = await confirm({ title: appMessages.logoutTitle, message: appMessages.logoutConfirm });
  if (ok) await logout({ notice: 'loggedOut' });
}

export default function AdminLayout({ route, routes, children }: LayoutProps) {
  const { authenticated, user } = useAuth();
  const { pathname } = useLocation();
  const items = useMemo(() => menuFor(routes, ADMIN_MENU), [routes]);
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
      {authenticated && (
        <nav aria-label={appMessages.adminMenu} className="admin-nav">
          <ul className="admin-nav-list">
            {items.map((item) => {
              const current = isCurrentEntry(item, pathname);
              return (
                <li key={item.route}>
                  <Link
                    to={item.path}
                    className={current ? 'admin-nav-link active' : 'admin-nav-link'}
                    aria-current={current ? 'page' : undefined}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      )}
      <main className="simple-main" id="main-content" tabIndex={-1}>
        {route?.title && <PageChrome title={route.title} />}
        {children}
      </main>
      {authenticated && <IdleWatcher />}
    </div>
  );
}
