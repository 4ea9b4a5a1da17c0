// The signed-in menu: icons only when narrow (79 px), icons and labels when wide (320 px).
// The current page's entry is marked (`aria-current`): its own page, the pages below its path
// (a hospital's detail, a claim) and the routes it names in `also` (the settings' change pages).
import { Link, useLocation } from 'react-router';
import { appMessages } from '../messages';
import { isCurrentEntry, type MenuItem } from '../menu';

export interface SideNavProps {
  items: MenuItem[];
  expanded: boolean;
  onNavigate?: () => void;
}

export function SideNav({ items, expanded, onNavigate }: SideNavProps) {
  const { pathname } = useLocation();
  return (
    <nav aria-label={appMessages.menu} className="side-nav">
      <ul className="side-nav-list">
        {items.map((item) => {
          const { route, label, icon: Icon, path } = item;
          const current = isCurrentEntry(item, pathname);
          return (
            <li key={route}>
              <Link
                to={path}
                className={current ? 'side-nav-link active' : 'side-nav-link'}
                aria-current={current ? 'page' : undefined}
                title={expanded ? undefined : label}
                onClick={onNavigate}
              >
                <Icon className="side-nav-icon" />
                <span className={expanded ? 'side-nav-label' : 'visually-hidden'}>{label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
