import { useCallback, useEffect, useMemo, useRef } from 'react';
import { type Activity, type Album, type AlbumPhoto, type User } from '@/api';
import { ErrorState } from '@/components/error-state';
import { Skeleton } from '@/components/skeleton';
import { t as translate, useI18n } from '@/i18n';
import type { Announcer } from '@/components/announcer';
import { Composer } from '../composer/composer';
import { LikeButton } from '../like-button';
import { activitySubject, photoLinkLabel } from '../model/subject';
import type { LikeState } from '../model/use-like-state';
import { useDraft } from '../composer/use-draft';
import { useOnline } from '../model/use-online';
import { usePolledActivityList } from '../model/use-activity-poll';
import { useCommentOutbox } from '../model/outbox';
import type { PendingRemoval } from '../model/pending-removals';
import { useRemoveWithUndo } from '../model/use-remove-with-undo';
import { ActivityItem } from './activity-item';
import { ActivityList } from './activity-list';
import { OutboxItem } from './outbox-item';
import { UndoBar } from './undo-bar';
import { useEscape } from '../use-escape';
import styles from './activity-panel.module.css';

/** Props of {@link ActivityPanel}. */
export interface ActivityPanelProps {
  album: Album;
  /** The album's photos (names for the thumbnails; a video is called a video). */
  photos: readonly AlbumPhoto[];
  me: User;
  /** Scope the panel to one photo of the album. */
  assetId?: string | undefined;
  /** Link to a photo of the album (for the thumbnails on the album panel). */
  photoHref: (assetId: string) => string;
  onClose: () => void;
  announcer: Announcer;
  /** Id for the panel heading (the toggle button's aria-controls points at the panel). */
  id: string;
  /**
   * The user just opened the panel: take focus into it (the composer on wide screens, where typing
   * is the likely next step; the heading on phones, where a keyboard popping up would hide the list).
   */
  focusOnMount?: boolean;
  /**
   * My like here (album or photo), the same state as the floating bar's heart. Shown in the header
   * on phones only, where the sheet hides the bar; on wide screens the bar stays in view beside it.
   */
  like?: LikeState | undefined;
}

function byTime(a: Activity, b: Activity): number {
  return new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime();
}

/** The activity of the album (or of one photo): list, unsent comments, composer. */
export function ActivityPanel({ album, photos, me, assetId, photoHref, onClose, announcer, id, focusOnMount = false, like }: ActivityPanelProps) {
  const { t, language, formatLocale } = useI18n();
  const albumId = album.id;
  // Polled while open, so comments from others arrive without a reload.
  const list = usePolledActivityList({ albumId, assetId });
  const { items: outbox, ...sender } = useCommentOutbox({ albumId, assetId, authorId: me.id, list: list.data });
  const [draft, setDraft] = useDraft({ albumId, assetId });
  const textarea = useRef<HTMLTextAreaElement>(null);
  const isOnline = useOnline();
  const { announce, warn } = announcer;
  const removal = useRemoveWithUndo({
    albumId,
    authorId: me.id,
    // Said when it happens, in the language of that moment.
    onRemoved: useCallback((a: PendingRemoval) => announce(a.type === 'like' ? translate('activity.removed.like') : translate('activity.removed.comment')), [announce]),
    onFailed: useCallback((_a: PendingRemoval, _e: Error) => warn(translate('activity.removed.failed')), [warn]),
  });

  const items = useMemo(() => (list.data ?? []).filter((a) => !removal.hidden.has(a.id)).toSorted(byTime), [list.data, removal.hidden]);
  const linkLabels = useMemo(
    () => new Map(photos.map((p) => [p.id, photoLinkLabel(p)])),
    // The labels are in the reader's language and locale.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [photos, language, formatLocale],
  );
  const newest = items.at(-1);
  const isOwner = album.owner.id === me.id;
  const disabledReason = album.isActivityEnabled ? undefined : t('activity.panel.off');
  const sectionRef = useRef<HTMLElement>(null);
  // Closing hands focus back to the button that opened the panel (it stays mounted), once the panel
  // is gone: on a phone that button is hidden under the sheet until then.
  const closedByUser = useRef(false);
  const close = () => {
    closedByUser.current = true;
    onClose();
  };
  useEffect(
    () => () => {
      if (closedByUser.current) document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(id)}"]`)?.focus();
    },
    [id],
  );
  useEscape(sectionRef, close);
  // An action that removes the button in focus (Retry, Discard, Remove) hands focus to the composer,
  // or to the heading when the composer is disabled, so keyboard users are never dropped to <body>.
  const keepFocus = () => {
    if (textarea.current && !textarea.current.disabled) textarea.current.focus();
    else document.getElementById(`${id}-title`)?.focus();
  };
  useEffect(() => {
    if (!focusOnMount) return;
    const wide = typeof window.matchMedia === 'function' && window.matchMedia('(min-width: 48rem)').matches;
    if (wide && textarea.current && !textarea.current.disabled) textarea.current.focus();
    else document.getElementById(`${id}-title`)?.focus();
    // Once, when the panel appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const subject = activitySubject(photos, assetId);
  const title = t('activity.panel.title', { subject });

  return (
    <section id={id} ref={sectionRef} className={styles.panel} aria-labelledby={`${id}-title`}>
      <header className={styles.header}>
        <h2 id={`${id}-title`} className={styles.title} tabIndex={-1}>
          {title}
        </h2>
        {like && (
          <LikeButton
            like={like}
            subject={subject}
            enabled={album.isActivityEnabled}
            className={styles.like}
            likedClassName={styles.liked}
          />
        )}
        <button type="button" className="button button--quiet" onClick={close} aria-label={t('activity.panel.close', { subject })}>
          <span aria-hidden="true">✕</span>
        </button>
      </header>
      {like?.error !== undefined && (
        <p className={styles.likeError} role="alert">
          {t('activity.like.failed')}
        </p>
      )}
      {list.isPending ? (
        <div className={styles.loading} aria-busy="true">
          <span className="visually-hidden">{t('activity.panel.loading')}</span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="2.75rem" />
          ))}
        </div>
      ) : list.isError && !list.data ? (
        <div className={styles.loading}>
          <ErrorState error={list.error} onRetry={() => void list.refetch()} compact headingLevel={3} />
        </div>
      ) : (
        <ActivityList newestId={newest?.id} newestIsMine={newest?.user.id === me.id} outboxCount={outbox.length} label={t('activity.panel.list', { subject })}>
          {items.length === 0 && outbox.length === 0 && (
            <li className={styles.empty}>{album.isActivityEnabled ? t('activity.panel.empty') : t('activity.panel.emptyOff')}</li>
          )}
          {items.map((a) => (
            <ActivityItem
              key={a.id}
              activity={a}
              photoHref={!assetId && a.assetId ? photoHref(a.assetId) : undefined}
              photoLinkLabel={a.assetId ? (linkLabels.get(a.assetId) ?? t('activity.photo.open.unknown')) : undefined}
              onRemove={
                isOwner || a.user.id === me.id
                  ? () => {
                      removal.remove(a);
                      keepFocus();
                    }
                  : undefined
              }
            />
          ))}
          {outbox
            .toSorted((x, y) => x.variables.firstAttemptAt - y.variables.firstAttemptAt)
            .map((item) => (
              <OutboxItem
                key={item.variables.clientId}
                item={item}
                me={me}
                isOnline={isOnline}
                onRetry={() => {
                  sender.retry(item);
                  keepFocus();
                }}
                onDiscard={() => {
                  sender.discard(item);
                  // Also ends the failure's alert: what it was about is gone.
                  announce(t('activity.announce.discarded'));
                  keepFocus();
                }}
                onEdit={() => {
                  const text = item.variables.comment ?? '';
                  setDraft(draft.trim() ? `${draft}\n${text}` : text);
                  sender.discard(item);
                  announce(t('activity.announce.movedToComposer'));
                  textarea.current?.focus();
                }}
              />
            ))}
        </ActivityList>
      )}
      {list.isError && list.data && <p className={styles.stale}>{t('activity.panel.stale')}</p>}
      <UndoBar items={removal.undoable} onUndo={removal.undo} />
      <Composer
        text={draft}
        onTextChange={setDraft}
        onSend={sender.send}
        disabledReason={disabledReason}
        label={t('activity.composer.label', { subject })}
        textareaRef={textarea}
      />
    </section>
  );
}
