import { useQueryClient } from '@tanstack/react-query';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { isApiError } from '@/api';
import { ErrorState } from '@/components/error-state';
import { useI18n } from '@/i18n';
import { NotFoundPage } from './not-found';

/**
 * The error boundary of every route (unless a route module brings its own): the typed error in
 * plain words with a way forward, inside the page frame so the header stays usable.
 * "Try again" forgets the failed queries and re-enters the route; an error that is not from the
 * server (e.g. a route's code failed to download) reloads the page instead.
 */
export function RouteError() {
  const { t } = useI18n();
  const error = useRouteError();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;

  const retry = isApiError(error)
    ? () => {
        void queryClient.resetQueries({ predicate: (query) => query.state.status === 'error' });
        // Re-entering the same location resets the route's error boundary and renders it afresh.
        void navigate(location, { replace: true, state: location.state as unknown });
      }
    : () => window.location.reload();

  return (
    <main id="main" className="page" tabIndex={-1}>
      <title>{t('app.title.page', { page: t('app.routeError.title') })}</title>
      <ErrorState error={error} onRetry={retry} headingLevel={1} />
    </main>
  );
}
