import { Spinner } from '@/components/spinner';

/** Shown while the first route's code downloads (before anything else can render). */
export function PageLoading() {
  return (
    <main id="main" className="page" aria-busy="true">
      <p style={{ display: 'flex', gap: 'var(--space-2)', alignItems: 'center', color: 'var(--color-text-muted)' }}>
        <Spinner /> Loading Keepsake…
      </p>
    </main>
  );
}
