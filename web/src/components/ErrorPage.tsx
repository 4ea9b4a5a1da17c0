// The error page (presentational): a 'Page Not Found' variant for 404 and a generic
// variant for other statuses (500 'Internal Server Error' by default), with an Indonesian
// explanation and a way back.
import './ErrorPage.css';
import { useEffect } from 'react';
import { componentMessages, INTERNAL_ERROR_LABEL, NOT_FOUND_LABEL } from './messages';
import { documentTitle } from './PageChrome';

export interface ErrorPageProps {
  status?: number;
  /** Technical message of the generic variant ('Internal Server Error' when absent). */
  message?: string;
  /** Where "back" goes (default '/'). */
  homeHref?: string;
  homeLabel?: string;
  /** Offer a reload (generic variant; default true there). */
  onReload?: () => void;
}

export function ErrorPage({
  status = 500,
  message,
  homeHref = '/',
  homeLabel = componentMessages.errorPage.home,
  onReload,
}: ErrorPageProps) {
  const notFound = status === 404;
  const text = componentMessages.errorPage;
  const title = notFound ? text.notFoundTitle : text.errorTitle;
  const label = notFound ? NOT_FOUND_LABEL : (message ?? INTERNAL_ERROR_LABEL);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  return (
    <section className="error-page" aria-labelledby="error-page-title" data-status={status}>
      <div className="error-page-code" aria-hidden="true">
        {status}
      </div>
      <h1 id="error-page-title" className="h3">
        {title}
      </h1>
      <p className="error-page-text">{notFound ? text.notFoundText : text.errorText}</p>
      <p className="error-page-detail small text-secondary">
        {text.code}: {status} — {label}
      </p>
      <div className="d-flex flex-wrap gap-2 justify-content-center">
        <a className="btn btn-primary" href={homeHref}>
          {homeLabel}
        </a>
        {!notFound && onReload && (
          <button type="button" className="btn btn-outline-primary" onClick={onReload}>
            {text.reload}
          </button>
        )}
      </div>
    </section>
  );
}
