// After POST /claim/submit answered 201: the claim number at once, its status, and the ways
// on (its detail, Riwayat Klaim). The heading takes the focus.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { ClaimDetail } from '../../../api/generated/model';
import { formMessages } from '../formMessages';
import { CLAIM_LIST_PATH, claimDetailHref } from '../paths';

const s = formMessages.success;

export function SubmittedPanel({ claim }: { claim: ClaimDetail }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="kl-success card border-0 shadow-sm" aria-labelledby="kl-success-title">
      <div className="card-body p-4 text-center">
        <span className="kl-success__mark" aria-hidden="true">
          ✓
        </span>
        <h2 id="kl-success-title" ref={heading} tabIndex={-1} className="h4">
          {s.heading}
        </h2>
        <p className="mb-1 text-body-secondary">{s.number}</p>
        <p className="kl-success__number">{claim.claim_number}</p>
        <p className="mb-2">{s.status(claim.status_desc)}</p>
        <p className="text-body-secondary mx-auto kl-success__hint">{s.email}</p>
        <div className="d-flex flex-column flex-sm-row justify-content-center gap-2">
          <Link to={claimDetailHref(claim.claim_number)} className="btn btn-primary">
            {s.detail}
          </Link>
          <Link to={CLAIM_LIST_PATH} className="btn btn-outline-primary">
            {s.list}
          </Link>
        </div>
      </div>
    </section>
  );
}
