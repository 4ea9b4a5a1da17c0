// The page's main heading. Signed in, the default layout's page chrome already shows the
// route's title as the h1, so the page's own heading is an h2; signed out (login layout,
// which shows no title) it is the page's h1.
import type { ReactNode } from 'react';
import { useAuth } from '../../../shared/authStore';

export function PageHeading({
  id,
  className = '',
  children,
}: {
  id: string;
  className?: string;
  children: ReactNode;
}) {
  const { authenticated } = useAuth();
  const Tag = authenticated ? 'h2' : 'h1';
  return (
    <Tag id={id} className={`spaj-title ${className}`.trim()} tabIndex={-1}>
      {children}
    </Tag>
  );
}
