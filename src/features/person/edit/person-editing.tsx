import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isPersonEditError, type Person } from '@/api';
import { LiveRegions } from '@/components/announcer';
import { useI18n } from '@/i18n';
import { birthDateDialog, mergeDialog, samePersonDialog } from './lazy-dialogs';
import { NameEditor } from './name-editor';
import { PersonMenu, type PersonMenuItem } from './person-menu';
import { editFailureMessage } from './edit-failure';
import { useNameOf, usePersonEdits } from './use-person-edits';
import styles from './edit.module.css';

/** Navigation state: what the kept person's page says once a merge from another person's page has brought the reader there. */
interface MergedState {
  mergedAnnouncement: string;
}
const mergedAnnouncement = (state: unknown): string | undefined =>
  typeof state === 'object' && state !== null && typeof (state as Partial<MergedState>).mergedAnnouncement === 'string' ? (state as MergedState).mergedAnnouncement : undefined;

type Open = { kind: 'birth-date' } | { kind: 'merge'; chosen: Person[] } | { kind: 'same'; name: string; other: Person } | undefined;

/** Props of {@link PersonEditing}. */
export interface PersonEditingProps {
  person: Person;
  /** the page heading's class */
  headingClassName: string;
  /** shown between the heading and the actions (counts, birth date) */
  children?: ReactNode;
}

/**
 * The person page's editing: the name as the page's heading (a button that edits it), and the
 * "More" menu (birth date, favourite, hide, merge) with its dialogs and live regions. Every
 * change shows at once and is undone, and said, when the server refuses it.
 */
export function PersonEditing({ person, headingClassName, children }: PersonEditingProps) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const edits = usePersonEdits(person);
  const nameOf = useNameOf();
  const [open, setOpen] = useState<Open>(undefined);
  const moreRef = useRef<HTMLButtonElement>(null);
  const name = nameOf(person);
  // Focus goes back to "More" once a dialog is gone (while a modal dialog is open, nothing outside it takes focus).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (!open && wasOpen.current) moreRef.current?.focus();
    wasOpen.current = open !== undefined;
  }, [open]);
  useEffect(() => {
    const stops = [mergeDialog, birthDateDialog, samePersonDialog].map((dialog) => dialog.loadWhenIdle());
    return () => stops.forEach((stop) => stop());
  }, []);
  // A merge on the page of the person who went away ends here: said by this page's live region (that page's is gone).
  const location = useLocation();
  const arrived = useRef(mergedAnnouncement(location.state));
  const { announce } = edits.announcer;
  useEffect(() => {
    if (arrived.current) announce(arrived.current);
  }, [announce]);
  const close = () => setOpen(undefined);
  const rename = (next: string) => edits.change({ name: next }, t('people.status.renamed', { name: next }));

  const items: PersonMenuItem[] = [
    { label: t('people.edit.setBirthDate'), onSelect: () => setOpen({ kind: 'birth-date' }) },
    ...(edits.canFavourite
      ? [{ label: t(person.isFavorite ? 'people.edit.unfavourite' : 'people.edit.favourite'), onSelect: () => edits.change({ isFavorite: !person.isFavorite }, t(person.isFavorite ? 'people.status.unfavourited' : 'people.status.favourited')) }]
      : []),
    { label: t(person.isHidden ? 'people.edit.unhide' : 'people.edit.hide'), onSelect: () => edits.change({ isHidden: !person.isHidden }, t(person.isHidden ? 'people.status.shown' : 'people.status.hidden', { name })) },
    { label: t('people.edit.mergeWith'), onSelect: () => setOpen({ kind: 'merge', chosen: [] }) },
  ];

  return (
    <>
      <NameEditor person={person} headingClassName={headingClassName} onRename={rename} onSameName={(next, other) => setOpen({ kind: 'same', name: next, other })} />
      {children}
      <div className={styles.actionsRow}>
      {person.isFavorite && <span className={styles.mark}>{t('people.edit.favouriteMark')}</span>}
      {person.isHidden && <span className={styles.mark}>{t('people.edit.hiddenMark')}</span>}
      <PersonMenu items={items} buttonRef={moreRef} />
      {open?.kind === 'birth-date' && <birthDateDialog.Component person={person} name={name} onSave={edits.change} onClose={close} />}
      {open?.kind === 'same' && (
        <samePersonDialog.Component
          name={nameOf(open.other)}
          onMerge={() => setOpen({ kind: 'merge', chosen: [open.other] })}
          onRename={() => (rename(open.name), close())}
          onClose={close}
        />
      )}
      {open?.kind === 'merge' && (
        <mergeDialog.Component
          person={person}
          chosen={open.chosen}
          onClose={close}
          onFailed={(error) => {
            close();
            const count = isPersonEditError(error) && error.reason === 'merge-incomplete' ? error.notMerged.length : undefined;
            edits.announcer.warn(count === undefined ? t(editFailureMessage(error)) : t('people.fail.mergeIncomplete', { count }));
          }}
          onMerged={(keptId, count, keptName) => {
            setOpen(undefined);
            const said = t('people.status.merged', { count, name: keptName });
            if (keptId === person.id) edits.announcer.announce(said);
            else void navigate(`/people/${encodeURIComponent(keptId)}`, { replace: true, state: { mergedAnnouncement: said } satisfies MergedState });
          }}
        />
      )}
        <LiveRegions status={edits.announcer.status} alert={edits.announcer.alert} />
      </div>
    </>
  );
}
