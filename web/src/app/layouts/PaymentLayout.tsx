// Minimal shell of the SPAJ payment pages (a later issue).
import './SimpleLayout.css';
import { appMessages } from '../messages';
import { BrandMark } from './BrandMark';
import type { LayoutProps } from './types';

export default function PaymentLayout({ children }: LayoutProps) {
  return (
    <div className="simple-shell">
      <header className="simple-header">
        <BrandMark size={32} />
        <span className="fw-semibold">{appMessages.paymentTitle}</span>
      </header>
      <main className="simple-main" id="main-content">
        {children}
      </main>
    </div>
  );
}
