// The frame of a desk's review page (refund, claim, SPAJ, KYC): the link back to the queue;
// a missing or malformed number, the loading skeleton and a failed load (retry, except for a
// 404); then the case with a 409's message above it and its heading beside the status badge.
// After an action the heading takes the focus back (useReviewOutcome).
import { Suspense, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router';
import { errorMessageOf } from '../../../api/errors';
import { toLoadable, type Loadable } from '../../../api/loadable';
import { InlineError } from '../../../components/InlineError';
import { DeskSection } from './DeskSection';

export interface ReviewBack {
  to: string;
  label: string;
}

function BackLink({ to, label }: ReviewBack) {
  return (
    <Link to={to} className="btn btn-link px-0 mb-2">
      <span aria-hidden="true">‹ </span>
      {label}
    </Link>
  );
}

/** The case's loading states; `children` draws it once loaded. */
export function ReviewLoader<T>({
  className,
  back,
  messages,
  valid,
  loadable,
  error,
  onRetry,
  children,
}: {
  /** The page's own class (admin-claims, admin-kyc), on every state. */
  className: string;
  back: ReviewBack;
  messages: { missing: string; loading: string; error: string };
  /** Whether the number in the address has the contract's shape (not asked otherwise). */
  valid: boolean;
  loadable: Loadable<T>;
  /** The query's error, whose message is shown when there is one. */
  error: unknown;
  onRetry: () => void;
  children: (data: T) => ReactNode;
}) {
  if (!valid) {
    return (
      <div className={className}>
        <BackLink {...back} />
        <InlineError message={messages.missing} />
      </div>
    );
  }
  if (loadable.state === 'loading') {
    return (
      <div className={`${className} placeholder-glow`}>
        <BackLink {...back} />
        <span className="visually-hidden" role="status">
          {messages.loading}
        </span>
        <span className="placeholder d-block rounded admin-skeleton" aria-hidden="true" />
      </div>
    );
  }
  if (loadable.state === 'error') {
    return (
      <div className={className}>
        <BackLink {...back} />
        <InlineError
          message={error ? errorMessageOf(error) : messages.error}
          onRetry={loadable.status === 404 ? undefined : onRetry}
        />
      </div>
    );
  }
  return children(loadable.data);
}

/** A 409's message shown above the case, and the heading that takes the focus after an action. */
export function useReviewOutcome() {
  const [conflict, setConflict] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  return {
    conflict,
    heading,
    onConflict: setConflict,
    onSettled: () => heading.current?.focus(),
  };
}

/** The loaded case: the back link, a 409's message, the heading and status, then `children`. */
export function ReviewCase({
  className,
  back,
  conflict,
  conflictNote,
  headingId,
  headingRef,
  heading,
  badge,
  children,
}: {
  /** The loaded case's classes (admin-review and the page's own). */
  className: string;
  back: ReviewBack;
  conflict: string | null;
  /** Said after the 409's message (the case was loaded again). */
  conflictNote?: string;
  headingId: string;
  /** The heading that takes the focus back after an action (focusable by script then). */
  headingRef?: RefObject<HTMLHeadingElement | null>;
  heading: ReactNode;
  badge: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <BackLink {...back} />
      {conflict && (
        <div className="alert alert-warning" role="alert">
          {conflict}
          {conflictNote && ` ${conflictNote}`}
        </div>
      )}
      <article aria-labelledby={headingId}>
        <header className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <h2
            id={headingId}
            ref={headingRef}
            tabIndex={headingRef ? -1 : undefined}
            className="h5 mb-0 me-auto"
          >
            {heading}
          </h2>
          {badge}
        </header>
        {children}
      </article>
    </div>
  );
}

/** The outcome an action's popup reports to the page (ReviewCase's conflict and focus). */
export type ReviewOutcome = Pick<ReturnType<typeof useReviewOutcome>, 'onConflict' | 'onSettled'>;

/** A desk's review page, the desk being only its case: the loading states, then the case with
 * a 409's message above it ('loaded again'), its heading and badge; the actions card (what the
 * status means for the staff, then the buttons, which get the outcome they report); the facts
 * in two columns. */
export function DeskReview<R extends { status: number; data: unknown }>({
  className = 'admin-claims',
  caseClassName,
  back,
  messages,
  valid,
  query,
  headingId,
  heading,
  badge,
  notes,
  actions,
  main,
  side,
}: {
  className?: string;
  /** The loaded case's classes ('admin-claims admin-review'). */
  caseClassName: string;
  back: ReviewBack;
  messages: {
    missing: string;
    loading: string;
    error: string;
    conflictReloaded: string;
    /** The actions card's title. */
    actions: string;
  };
  valid: boolean;
  query: Parameters<typeof toLoadable<R>>[0] & { refetch: () => unknown };
  headingId: string;
  heading: (data: Body<R>) => ReactNode;
  badge: (data: Body<R>) => ReactNode;
  /** Said above the buttons (whose move it is, why none). */
  notes: (data: Body<R>) => ReactNode;
  /** The buttons (a lazy component: the forms load beside the case, not before it paints). */
  actions: (data: Body<R>, outcome: ReviewOutcome) => ReactNode;
  main: (data: Body<R>) => ReactNode;
  side: (data: Body<R>) => ReactNode;
}) {
  const outcome = useReviewOutcome();
  return (
    <ReviewLoader
      className={className}
      back={back}
      messages={messages}
      valid={valid}
      loadable={toLoadable(query)}
      error={query.error}
      onRetry={() => void query.refetch()}
    >
      {(d) => (
        <ReviewCase
          className={caseClassName}
          back={back}
          conflict={outcome.conflict}
          conflictNote={messages.conflictReloaded}
          headingId={headingId}
          headingRef={outcome.heading}
          heading={heading(d)}
          badge={badge(d)}
        >
          <DeskSection title={messages.actions} className="mb-3">
            {notes(d)}
            {/* Mounted whatever the status: the form of an action that leaves none open must
              close (and hand the focus back) after the case has moved. */}
            <Suspense fallback={null}>{actions(d, outcome)}</Suspense>
          </DeskSection>
          <div className="admin-review__grid">
            <div className="admin-review__side">{main(d)}</div>
            <div className="admin-review__side">{side(d)}</div>
          </div>
        </ReviewCase>
      )}
    </ReviewLoader>
  );
}

type Body<R> = R extends { status: 200; data: infer D } ? D : never;
