// Layout of the signed-out pages: a branded panel (above the form on phones, beside it
// from tablets up) and the page in a white card.
import './LoginLayout.css';
import { useEffect } from 'react';
import { documentTitle } from '../../components/PageChrome';
import { appMessages } from '../messages';
import { BrandMark } from './BrandMark';
import type { LayoutProps } from './types';

export function LoginLayout({ route, children }: LayoutProps) {
  useEffect(() => {
    if (route?.title) document.title = documentTitle(route.title);
  }, [route?.title]);
  return (
    <div className="login-shell">
      <header className="login-brand">
        <div className="login-brand-inner">
          <div className="login-brand-name">
            <BrandMark size={44} />
            <span>{appMessages.brand}</span>
          </div>
          <p className="login-brand-tagline">{appMessages.tagline}</p>
          <ul className="login-brand-points">
            {appMessages.brandPoints.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
      </header>
      <main className="login-main" id="main-content">
        <div className="login-card">{children}</div>
        <footer className="login-footer">{appMessages.footer}</footer>
      </main>
    </div>
  );
}
