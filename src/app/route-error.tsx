import { useQueryClient } from '@tanstack/react-query';
import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import { isApiError } from '@/api';
import { ErrorState } from '@/components/error-state';
import { NotFoundPage } from './not-found';

/**
 * The error boundary of every route (unless a route module brings its own): the typed error in
 * plain words with a way forward, inside the page frame so the header stays usable.
 * "Try again" forgets the failed queries and re-renders the route; an error that is not from the
 * server (e.g. a route's code failed to download) reloads the page instead.
 */
export function RouteError() {
  const error = useRouteError();
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  const retry = isApiError(error)
    ? () => {
        void queryClient.resetQueries({ predicate: (query) => query.state.status === 'error' });
        void revalidator.revalidate();
      }
    : () => window.location.reload();

  return (
    <main id="main" className="page" tabIndex={-1}>
      <title>Something went wrong · Keepsake</title>
      <ErrorState error={error} onRetry={retry} headingLevel={1} />
    </main>
  );
}
