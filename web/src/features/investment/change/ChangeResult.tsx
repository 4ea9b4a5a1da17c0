// The end of a switch or an allocation change: what was done, the facts (a switch's order
// number and trade date) and the way back to Investasi, where a switch waits in the list.
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { IconCheck } from '../../../components/icons';
import { changeMessages } from './changeMessages';

export function ChangeResult({
  heading,
  text,
  backTo,
  children,
}: {
  heading: string;
  text: string;
  backTo: string;
  children?: ReactNode;
}) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <section className="chg-card card border-0 shadow-sm" aria-labelledby="chg-done-title">
      <div className="card-body p-3 p-md-4">
        <h2 id="chg-done-title" ref={title} className="chg-heading chg-done" tabIndex={-1}>
          <IconCheck aria-hidden="true" /> {heading}
        </h2>
        <p>{text}</p>
        {children}
        <Link to={backTo} className="btn btn-primary">
          {changeMessages.back}
        </Link>
      </div>
    </section>
  );
}
