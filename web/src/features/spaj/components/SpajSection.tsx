// One card of the SPAJ pages: a titled region (h2) with its content.
import { useId, type ReactNode } from 'react';

export function SpajSection({
  title,
  children,
  className = '',
  id,
}: {
  title: string;
  children: ReactNode;
  className?: string;
  /** The region's id (a link on the page jumps to it). */
  id?: string;
}) {
  const titleId = useId();
  return (
    <section id={id} className={`spaj-card ${className}`.trim()} aria-labelledby={titleId}>
      <h2 id={titleId} className="spaj-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
