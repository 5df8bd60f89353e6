import { useState, type FormEvent } from 'react';
import type { Person } from '@/api';
import type { PersonChanges } from '@/api/people-edits';
import { useI18n } from '@/i18n';
import { localDate } from '@/lib/local-date';
import { ModalDialog } from '@/components/modal-dialog';
import styles from './edit.module.css';

/** Props of {@link BirthDateDialog}. */
export interface BirthDateDialogProps {
  person: Person;
  name: string;
  onSave: (changes: PersonChanges, success: string) => void;
  onClose: () => void;
}

/**
 * Sets or clears a birth date with the browser's date input. Its value is a calendar date string
 * (`YYYY-MM-DD`), sent as it is: never a `Date`, which would move a day in time zones west of UTC.
 * No later than today on the viewer's own calendar.
 */
export function BirthDateDialog({ person, name, onSave, onClose }: BirthDateDialogProps) {
  const { t } = useI18n();
  const [value, setValue] = useState(person.birthDate ?? '');
  const today = localDate(new Date());
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const date = value || null;
    if (date !== (person.birthDate ?? null)) onSave({ birthDate: date }, t(date ? 'people.status.birthDateSaved' : 'people.status.birthDateCleared'));
    onClose();
  };
  return (
    <ModalDialog title={t('people.edit.birthDateTitle', { name })} onClose={onClose}>
      <form onSubmit={submit}>
        <label className={styles.field}>
          <span>{t('people.edit.birthDateLabel')}</span>
          <input type="date" value={value} max={today} onChange={(e) => setValue(e.target.value)} />
        </label>
        <div className={styles.actions}>
          {person.birthDate && (
            <button type="button" className="button button--quiet" onClick={() => (onSave({ birthDate: null }, t('people.status.birthDateCleared')), onClose())}>
              {t('people.edit.clearBirthDate')}
            </button>
          )}
          <button type="button" className="button button--quiet" onClick={onClose}>
            {t('people.edit.cancel')}
          </button>
          <button type="submit" className="button button--primary">
            {t('people.edit.save')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
