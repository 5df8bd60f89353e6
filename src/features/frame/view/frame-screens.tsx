import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { loginPath } from '@/components/error-state';
import { useI18n } from '@/i18n';
import type { FrameSource } from '../model/frame-options';
import styles from './frame.module.css';

/** A message in place of the photos: a title and a line. */
function Screen({ title, detail, children }: { title: string; detail?: string; children?: ReactNode }) {
  return (
    <div className={styles.screen}>
      <h1>{title}</h1>
      {detail && <p>{detail}</p>}
      {children}
    </div>
  );
}

/** Before the first answer: words, not a spinner. */
export function LoadingScreen() {
  const { t } = useI18n();
  return <Screen title={t('frame.loading')} />;
}

/** Nothing to show from `source` (yet). */
export function EmptyScreen({ source }: { source: FrameSource }) {
  const { t } = useI18n();
  return <Screen title={t('frame.empty.title', { source })} detail={t('frame.empty.detail')} />;
}

/** The server has not answered yet, and the frame keeps asking. */
export function WaitingScreen() {
  const { t } = useI18n();
  return <Screen title={t('frame.waiting.title')} detail={t('frame.waiting.detail')} />;
}

/** The session has ended: sign in again, and come back to this frame with its options. */
export function SignedOutScreen() {
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  return (
    <Screen title={t('frame.signedOut.title')} detail={t('frame.signedOut.detail')}>
      <p>
        <Link className="button button--primary" to={loginPath(pathname + search)}>
          {t('frame.signedOut.action')}
        </Link>
      </p>
    </Screen>
  );
}
