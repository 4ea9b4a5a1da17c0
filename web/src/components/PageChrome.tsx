// The title bar of a signed-in page: the page title (also the document title), an
// optional line under it and actions on the right. The title takes focus when a page
// opens, so screen reader users hear where they are.
import './PageChrome.css';
import { useEffect, useRef, type ReactNode } from 'react';

export const APP_NAME = 'TManKu';

export function documentTitle(title?: string): string {
  return title ? `${title} | ${APP_NAME}` : `${APP_NAME} — Portal Nasabah`;
}

export interface PageChromeProps {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** Move focus to the title when the page opens (default true). */
  focusTitle?: boolean;
}

export function PageChrome({ title, subtitle, actions, focusTitle = true }: PageChromeProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = documentTitle(title);
    if (focusTitle) heading.current?.focus({ preventScroll: true });
  }, [title, focusTitle]);
  return (
    <header className="page-chrome">
      <div className="page-chrome-text">
        <h1 ref={heading} tabIndex={-1} className="page-chrome-title">
          {title}
        </h1>
        {subtitle && <p className="page-chrome-subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="page-chrome-actions">{actions}</div>}
    </header>
  );
}
