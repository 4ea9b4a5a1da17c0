// The end of a change: what changed, in a panel that takes the focus (screen readers read
// it at once), and 'Kembali ke Pengaturan'.
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { IconCheck } from '../../../components/icons';
import { messages } from '../messages';
import { SETTINGS_PATH } from '../paths';

export function SuccessPanel({ title, children }: { title: string; children?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className="st-page st-page--narrow">
      <section className="st-card st-success card border-0 shadow-sm" aria-labelledby="st-success">
        <div className="card-body">
          <span className="st-success__icon">
            <IconCheck />
          </span>
          <h2 id="st-success" ref={heading} tabIndex={-1} className="st-success__title">
            {title}
          </h2>
          {children}
          <Link to={SETTINGS_PATH} className="btn btn-primary st-success__back">
            {messages.backToSettings}
          </Link>
        </div>
      </section>
    </div>
  );
}
