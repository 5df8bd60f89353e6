import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useI18n } from '@/i18n';
import { OfflineBanner } from '../offline/offline-banner';
import { UpdateNotice } from '../offline/update-notice';
import { useAppUpdate } from '../offline/use-app-update';
import { useConnection } from '../offline/use-connection';
import { useScrollRestoration } from './scroll-restoration';

/**
 * The outermost frame of every page: the skip link, the offline banner and the update notice
 * (ADR 091), scroll restoration, and focus management.
 * When the user moves to another page (not when a viewer opens inside the same page, e.g.
 * `/people/1` -> `/people/1/photos/2`), focus goes to `#main` so screen readers start at the
 * new content instead of wherever the old link was.
 */
export function AppFrame() {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const page = pageKey(pathname);
  const previous = useRef(page);
  const connection = useConnection();
  const reload = useAppUpdate();
  useScrollRestoration(page);

  useEffect(() => {
    if (previous.current === page) return;
    previous.current = page;
    const main = document.getElementById('main');
    if (!main) return;
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.focus({ preventScroll: true });
  }, [page]);

  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.frame.skipToContent')}
      </a>
      <OfflineBanner connection={connection} />
      <Outlet />
      <UpdateNotice reload={reload} />
    </>
  );
}

/** Sub-paths that are pages of their own, not views inside their parent's page. */
const SUB_PAGES = new Set(['then-and-now']);

/** `/people/1/photos/2` -> `/people/1`: sub-paths are views inside the same page (but {@link SUB_PAGES}). */
export function pageKey(pathname: string): string {
  const parts = pathname.split('/');
  return parts.slice(0, SUB_PAGES.has(parts[3] ?? '') ? 4 : 3).join('/');
}
