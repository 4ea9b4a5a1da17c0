// Frame of a sign-in page: optional back link, the heading and an introduction.
import '../signin.css';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { IconArrowLeft } from '../../../components/icons';

export interface SignInCardProps {
  title: string;
  intro?: ReactNode;
  back?: { to: string; label: string; state?: unknown };
  children: ReactNode;
}

export function SignInCard({ title, intro, back, children }: SignInCardProps) {
  return (
    <section className="signin" aria-labelledby="signin-title">
      {back && (
        <Link to={back.to} state={back.state} className="signin-back">
          <IconArrowLeft /> {back.label}
        </Link>
      )}
      <h1 id="signin-title" className="signin-title">
        {title}
      </h1>
      {intro && <div className="signin-intro">{intro}</div>}
      {children}
    </section>
  );
}
