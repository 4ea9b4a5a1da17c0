// One card of a desk's case: a titled region (h3) with its content.
import { useId, type ReactNode } from 'react';

export function DeskSection({
  title,
  children,
  className = '',
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section className={`card border-0 shadow-sm ${className}`.trim()} aria-labelledby={id}>
      <div className="card-body">
        <h3 id={id} className="h6">
          {title}
        </h3>
        {children}
      </div>
    </section>
  );
}
