// errorElement of the router: the 404 variant for unknown routes, the generic error page
// for anything else.
import { useRouteError } from 'react-router';
import { ErrorPage } from '../../components/ErrorPage';
import { errorView } from '../guards';

export function RouteErrorPage({ bare = false }: { bare?: boolean }) {
  const { status, message } = errorView(useRouteError());
  const page = (
    <ErrorPage status={status} message={message} onReload={() => window.location.reload()} />
  );
  return bare ? <div className="error-page-bare">{page}</div> : page;
}
