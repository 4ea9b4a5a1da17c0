// Layout of the signed-in pages: header (menu button, brand, the customer's name, the bell of
// the notifications, logout), a sidebar 79 px wide that expands to 320 px (desktop: beside
// the content; tablet: over it), an offcanvas menu on phones (< 600 px, PhoneMenu: loaded
// when first opened), the page title bar, the terms gate and the idle timeout.
import './DefaultLayout.css';
import { lazy, Suspense, useMemo, useState, type CSSProperties } from 'react';
import { NotificationBell } from '../../features/notification/components/NotificationBell';
import { TermsGate } from '../../features/terms/TermsGate';
import { confirm } from '../../components/confirm';
import { IconLogout, IconMenu, IconUser } from '../../components/icons';
import { PageChrome } from '../../components/PageChrome';
import { logout } from '../../shared/auth';
import { useAuth } from '../../shared/authStore';
import { IdleWatcher } from '../IdleWatcher';
import { SIDEBAR_MAX_WIDTH, SIDEBAR_WIDTH, useViewport } from '../layoutState';
import { menuFor } from '../menu';
import { appMessages } from '../messages';
import { BrandMark } from './BrandMark';
import { SideNav } from './SideNav';
import type { LayoutProps } from './types';

const PhoneMenu = lazy(() => import('./PhoneMenu'));

function focusMain() {
  document.getElementById('main-content')?.focus();
}

async function confirmLogout() {
  const ok = await confirm({ title: appMessages.logoutTitle, message: appMessages.logoutConfirm });
  if (ok) await logout({ notice: 'loggedOut' });
}

export default function DefaultLayout({ route, routes, children }: LayoutProps) {
  const items = useMemo(() => menuFor(routes), [routes]);
  const { user } = useAuth();
  const viewport = useViewport();
  const [wide, setWide] = useState<boolean | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  // Mounted from its first opening on, so that it can animate closed.
  const [menuLoaded, setMenuLoaded] = useState(false);
  // Desktop starts wide, tablet narrow; the customer's choice wins afterwards.
  const expanded = viewport !== 'phone' && (wide ?? viewport === 'desktop');
  const name = user?.display_name || user?.phName || user?.userName || '';

  const toggleMenu = () => {
    if (viewport === 'phone') {
      setMenuLoaded(true);
      setMenuOpen(true);
    } else setWide(!expanded);
  };
  const style = {
    '--sidebar-width': `${expanded ? SIDEBAR_MAX_WIDTH : SIDEBAR_WIDTH}px`,
  } as CSSProperties;

  return (
    <div className={`portal-shell viewport-${viewport}`} data-expanded={expanded} style={style}>
      <button type="button" className="skip-link" onClick={focusMain}>
        {appMessages.skipToContent}
      </button>
      <header className="portal-header">
        <button
          type="button"
          className="btn portal-header-button"
          onClick={toggleMenu}
          aria-label={
            viewport === 'phone'
              ? appMessages.openMenu
              : expanded
                ? appMessages.collapseMenu
                : appMessages.expandMenu
          }
          aria-expanded={viewport === 'phone' ? menuOpen : expanded}
        >
          <IconMenu />
        </button>
        <div className="portal-brand">
          <BrandMark size={32} />
          <span>{appMessages.brand}</span>
        </div>
        <div className="portal-user">
          <IconUser className="portal-user-icon" />
          <span className="portal-user-name">
            <span className="portal-user-greeting">{appMessages.greeting} </span>
            {name}
          </span>
          <NotificationBell />
          <button type="button" className="btn portal-logout" onClick={() => void confirmLogout()}>
            <IconLogout />
            <span className="portal-logout-label">{appMessages.logout}</span>
          </button>
        </div>
      </header>

      {viewport === 'phone' ? (
        menuLoaded && (
          <Suspense fallback={null}>
            <PhoneMenu items={items} show={menuOpen} onClose={() => setMenuOpen(false)} />
          </Suspense>
        )
      ) : (
        <aside className="portal-sidebar">
          <SideNav
            items={items}
            expanded={expanded}
            onNavigate={viewport === 'tablet' ? () => setWide(false) : undefined}
          />
        </aside>
      )}
      {viewport === 'tablet' && expanded && (
        <div
          className="portal-sidebar-backdrop"
          onClick={() => setWide(false)}
          aria-hidden="true"
        />
      )}

      <main className="portal-main" id="main-content" tabIndex={-1}>
        <div className="portal-content">
          {route?.title && <PageChrome title={route.title} />}
          {children}
        </div>
        <footer className="portal-footer">{appMessages.footer}</footer>
      </main>
      <TermsGate onLogout={() => void logout()} />
      <IdleWatcher />
    </div>
  );
}
