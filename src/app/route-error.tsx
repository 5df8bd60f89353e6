import { Component, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api';
import { ErrorState } from '@/components/error-state';
import { useI18n } from '@/i18n';

/** Props of {@link RouteError}. */
export interface RouteErrorProps {
  error: unknown;
  /** renders the page afresh */
  reset: () => void;
}

/**
 * What a page shows when it fails: the typed error in plain words with a way forward, inside the
 * page frame so the header stays usable. "Try again" forgets the failed queries and renders the
 * page afresh; an error that is not from the server (e.g. the page's code failed to download)
 * reloads the page instead.
 */
export function RouteError({ error, reset }: RouteErrorProps) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const retry = isApiError(error)
    ? () => {
        void queryClient.resetQueries({ predicate: (query) => query.state.status === 'error' });
        reset();
      }
    : () => window.location.reload();

  return (
    <main id="main" className="page" tabIndex={-1}>
      <title>{t('app.title.page', { page: t('app.routeError.title') })}</title>
      <ErrorState error={error} onRetry={retry} headingLevel={1} />
    </main>
  );
}

/** Props of {@link RouteErrorBoundary}. */
interface BoundaryProps {
  children: ReactNode;
  /** the page shown (`pageKey`): another one leaves the error behind */
  page?: string;
}

interface BoundaryState {
  error: unknown;
  failed: boolean;
  page?: string;
}

/**
 * The error boundary of every page (and of the frame around them): a page that throws shows
 * {@link RouteError} in its place, until "Try again" or a move to another page.
 */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: undefined, failed: false, page: this.props.page };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.page === state.page ? null : { error: undefined, failed: false, page: props.page };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <RouteError error={this.state.error} reset={() => this.setState({ error: undefined, failed: false })} />;
  }
}
