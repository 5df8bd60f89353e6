import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { type Person } from '@/api';
import { searchPeople } from '@/api/people-edits';
import { useI18n } from '@/i18n';
import styles from './edit.module.css';

/** Props of {@link NameEditor}. */
export interface NameEditorProps {
  person: Person;
  /** saves the new name (`""` is not offered: clearing a name is not a rename) */
  onRename: (name: string) => void;
  /** another person already has this name (case-insensitive): ask whether they are the same */
  onSameName: (name: string, other: Person) => void;
  /** the page heading's class: the name is the page's `h1` while not being edited */
  headingClassName: string;
}

/** The other person already called `name`, ignoring case and surrounding spaces. */
async function namesake(client: ReturnType<typeof useQueryClient>, person: Person, name: string): Promise<Person | undefined> {
  try {
    const found = await searchPeople(client, name);
    const wanted = name.toLocaleLowerCase();
    return found.find((other) => other.id !== person.id && other.name.trim().toLocaleLowerCase() === wanted);
  } catch {
    return undefined; // (the search only offers a merge; the rename goes ahead without it)
  }
}

/**
 * The person's name as a button ("Add a name" when unnamed) that turns into a text field: Enter
 * saves, Esc cancels, and focus comes back to the button either way.
 */
export function NameEditor({ person, onRename, onSameName, headingClassName }: NameEditorProps) {
  const { t } = useI18n();
  const client = useQueryClient();
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const wasEditing = useRef(false);
  const editing = draft !== undefined;
  const hintId = useId();
  const unnamed = t('app.person.unnamed');

  useEffect(() => {
    if (editing) inputRef.current?.focus();
    else if (wasEditing.current) buttonRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = (draft ?? '').trim();
    setDraft(undefined);
    if (!name || name === person.name) return;
    const other = await namesake(client, person, name);
    if (other) onSameName(name, other);
    else onRename(name);
  };

  if (!editing) {
    // One button whether named or not, so focus stays on it when a name arrives; the heading
    // names the page for assistive technology ("Unnamed person" until someone names them).
    return (
      <>
        <h1 className="visually-hidden">{person.name || unnamed}</h1>
        <div className={headingClassName}>
          <button ref={buttonRef} type="button" className={styles.nameButton} aria-describedby={person.name ? hintId : undefined} onClick={() => setDraft(person.name)}>
            {person.name || <span className={styles.addName}>{t('people.edit.addName')}</span>}
          </button>
        </div>
        <span id={hintId} hidden>
          {t('people.edit.rename')}
        </span>
      </>
    );
  }
  return (
    <form className={styles.nameForm} onSubmit={(event) => void submit(event)}>
      <input
        ref={inputRef}
        className={styles.nameInput}
        aria-label={t('people.edit.nameLabel')}
        value={draft}
        maxLength={200}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault();
            setDraft(undefined);
          }
        }}
      />
      <button type="submit" className="button button--primary">
        {t('people.edit.save')}
      </button>
      <button type="button" className="button button--quiet" onClick={() => setDraft(undefined)}>
        {t('people.edit.cancel')}
      </button>
    </form>
  );
}
