import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorPage } from './ErrorPage';

/** The router's errorElement: a 404 response shows '404 Not Found', anything else 'An error occurred'. */
export function RouteErrorPage() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    // The member sees a polite page; the details belong in the console for support.
    if (!notFound) console.error('route error', error);
  }, [error, notFound]);
  return <ErrorPage notFound={notFound} />;
}
