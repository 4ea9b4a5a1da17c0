// One titled card of Pengaturan: an icon and the title (h2 under the page's h1), its
// content under the title (the card's full width on phones) and an optional action (a
// button on the right; under the content on phones).
import { useId, type ReactNode } from 'react';

export interface SettingsSectionProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}

/** One titled card of the page (h2 under the page's h1). */
export function SettingsSection({ icon, title, children, action }: SettingsSectionProps) {
  const id = useId();
  return (
    <section className="st-section card border-0 shadow-sm" aria-labelledby={id}>
      <div className="card-body st-section__body">
        <span className="st-section__icon">{icon}</span>
        <h2 id={id} className="st-section__title">
          {title}
        </h2>
        <div className="st-section__text">{children}</div>
        {action && <div className="st-section__action">{action}</div>}
      </div>
    </section>
  );
}
