import { Spinner } from '@/components/spinner';
import { useI18n } from '@/i18n';

/** Shown while the first route's code downloads (before anything else can render). */
export function PageLoading() {
  const { t } = useI18n();
  return (
    <main id="main" className="page" aria-busy="true">
      <p style={{ display: 'flex', gap: 'var(--space-2)', alignItems: 'center', color: 'var(--color-text-muted)' }}>
        <Spinner /> {t('app.frame.loading')}
      </p>
    </main>
  );
}
