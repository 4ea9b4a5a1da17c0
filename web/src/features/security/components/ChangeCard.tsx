// The frame of a change page (Ganti Kata Sandi, Ganti Email Pemulihan): one narrow card,
// named after the page for screen readers.
import type { ReactNode } from 'react';

export function ChangeCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="st-page st-page--narrow">
      <section className="st-card card border-0 shadow-sm" aria-label={label}>
        <div className="card-body">{children}</div>
      </section>
    </div>
  );
}
