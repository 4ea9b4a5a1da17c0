// The signed-in menu: icons only when narrow (79 px), icons and labels when wide (320 px).
import { NavLink } from 'react-router';
import { appMessages } from '../messages';
import type { MenuItem } from '../menu';

export interface SideNavProps {
  items: MenuItem[];
  expanded: boolean;
  onNavigate?: () => void;
}

export function SideNav({ items, expanded, onNavigate }: SideNavProps) {
  return (
    <nav aria-label={appMessages.menu} className="side-nav">
      <ul className="side-nav-list">
        {items.map(({ route, label, icon: Icon, path }) => (
          <li key={route}>
            <NavLink
              to={path}
              end
              className="side-nav-link"
              title={expanded ? undefined : label}
              onClick={onNavigate}
            >
              <Icon className="side-nav-icon" />
              <span className={expanded ? 'side-nav-label' : 'visually-hidden'}>{label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
