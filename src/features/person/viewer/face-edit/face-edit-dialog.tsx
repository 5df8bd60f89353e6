import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import { personThumbnailUrl, type AssetFace, type Person } from '@/api';
import { type FaceDestination } from '@/api/people-edits';
import { ModalDialog } from '@/components/modal-dialog';
import { Thumbnail } from '@/components/thumbnail';
import { initials } from '@/lib/initials';
import { personLabel } from '@/lib/person-name';
import { useI18n } from '@/i18n';
import { FaceCrop } from './face-crop';
import { matchingPeople } from './matching-people';
import styles from './face-edit.module.css';

/** Props of {@link FaceEditDialog}. */
export interface FaceEditDialogProps {
  face: AssetFace;
  /** the photo's preview, the face is cut from it */
  previewUrl: string;
  /** everyone the face could be (the viewer's own people, named or not) */
  people: readonly Person[] | undefined;
  /** the server can take a face off a photo (v1.127+) */
  canRemove: boolean;
  onChoose: (to: FaceDestination) => void;
  /** closed by a choice, Cancel or Esc; the browser gives focus back to what opened it */
  onClose: () => void;
}

/**
 * "Who is this?": a modal `<dialog>` that changes whose face one box is. A combobox filters the
 * named people as one types (↑/↓ move, Enter picks); the last option makes a new person of the
 * typed name, or, on the face of a person nobody has named, gives that person the name; and, where
 * the server can, the face can be taken off the photo (asked twice).
 */
export function FaceEditDialog({ face, previewUrl, people, canRemove, onChoose, onClose }: FaceEditDialogProps) {
  const { t } = useI18n();
  const id = useId();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  // "Remove from photo" makes way for the question: focus moves to its answer, never to the page
  useEffect(() => {
    if (confirmRemove) confirmRef.current?.focus();
  }, [confirmRemove]);

  const current = face.person;
  // a face of a person nobody has named: a typed name names that person (all their photos)
  const names = !!current && !current.name.trim();
  const options = useMemo(() => matchingPeople(people ?? [], text, current?.id), [people, text, current?.id]);
  const typed = text.trim();
  const count = options.length + 1; // the last option: a new person
  const activeIndex = Math.min(active, count - 1);
  const optionId = (index: number) => `${id}-option-${index}`;

  const close = (event: SyntheticEvent) => event.currentTarget.closest('dialog')?.close();
  const choose = (index: number, event: SyntheticEvent) => {
    const person = options[index];
    onChoose(person ? { id: person.id, name: person.name } : { newName: typed });
    close(event);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((activeIndex + (event.key === 'ArrowDown' ? 1 : count - 1)) % count);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(activeIndex, event);
    }
  };

  return (
    <ModalDialog
      title={current ? t('person.faces.changeTitle') : t('person.faces.whoIsThis')}
      lead={<FaceCrop face={face} src={previewUrl} />}
      description={current ? t('person.faces.now', { name: personLabel(current.name, t('app.person.unnamed')) }) : t('person.faces.nobody')}
      onClose={onClose}
    >
      <label className={styles.label} htmlFor={`${id}-input`}>
        {t('person.faces.search')}
      </label>
      <input
        id={`${id}-input`}
        className={styles.input}
        role="combobox"
        aria-expanded="true"
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={optionId(activeIndex)}
        autoComplete="off"
        spellCheck={false}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <ul id={`${id}-list`} role="listbox" className={styles.list} aria-label={t('person.faces.choices')}>
        {options.map((person, index) => (
          // Keys reach the options through the combobox (aria-activedescendant); a click picks one directly.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={person.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            className={styles.option}
            onPointerMove={() => setActive(index)}
            onClick={(event) => choose(index, event)}
          >
            <span className={styles.optionFace}>
              <Thumbnail src={personThumbnailUrl(person.id, person.updatedAt)} alt="" shape="circle" aspectRatio={1} fallback={initials(person.name || '?')} />
            </span>
            <span>{personLabel(person.name, t('app.person.unnamed'))}</span>
          </li>
        ))}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events -- as above */}
        <li
          id={optionId(options.length)}
          role="option"
          aria-selected={activeIndex === options.length}
          className={`${styles.option} ${styles.newPerson}`}
          onPointerMove={() => setActive(options.length)}
          onClick={(event) => choose(options.length, event)}
        >
          <span className={styles.optionFace}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden focusable="false">
              <path d="M12 5v14M5 12h14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </span>
          <span>{typed ? (names ? t('person.faces.nameThem', { name: typed }) : t('person.faces.newNamed', { name: typed })) : t('person.faces.newUnnamed')}</span>
        </li>
      </ul>
      <div className={styles.actions}>
        {canRemove && current !== undefined && !confirmRemove && (
          <button type="button" className={`button ${styles.remove}`} onClick={() => setConfirmRemove(true)}>
            {t('person.faces.remove')}
          </button>
        )}
        {confirmRemove && (
          <span className={styles.confirm} role="group" aria-label={t('person.faces.removeQuestion')}>
            <span>{t('person.faces.removeQuestion')}</span>
            <button
              ref={confirmRef}
              type="button"
              className={`button ${styles.remove}`}
              onClick={(event) => {
                onChoose(null);
                close(event);
              }}
            >
              {t('person.faces.removeConfirm')}
            </button>
          </span>
        )}
        <button type="button" className="button" onClick={close}>
          {t('person.faces.cancel')}
        </button>
      </div>
    </ModalDialog>
  );
}
