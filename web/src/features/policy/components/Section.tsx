import { useId, type ReactNode } from 'react';

export interface SectionProps {
  title: string;
  children: ReactNode;
  busy?: boolean;
  className?: string;
}

/** A titled card of the detail panel (h3 under the policy's h2). */
export function Section({ title, children, busy, className = '' }: SectionProps) {
  const id = useId();
  return (
    <section
      className={`polis-section card border-0 shadow-sm ${className}`}
      aria-labelledby={id}
      aria-busy={busy || undefined}
    >
      <div className="card-body p-3 p-md-4">
        <h3 id={id} className="polis-section__title">
          {title}
        </h3>
        {children}
      </div>
    </section>
  );
}

export interface FactProps {
  label: string;
  children: ReactNode;
}

/** One label/value pair inside a `<dl className="polis-facts">`. */
export function Fact({ label, children }: FactProps) {
  return (
    <div className="polis-facts__item">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
