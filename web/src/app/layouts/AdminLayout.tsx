// Minimal shell of the admin pages (banner management comes in a later issue).
import './SimpleLayout.css';
import { appMessages } from '../messages';
import { BrandMark } from './BrandMark';
import type { LayoutProps } from './types';

export default function AdminLayout({ children }: LayoutProps) {
  return (
    <div className="simple-shell">
      <header className="simple-header">
        <BrandMark size={32} />
        <span className="fw-semibold">{appMessages.adminTitle}</span>
      </header>
      <main className="simple-main" id="main-content">
        {children}
      </main>
    </div>
  );
}
