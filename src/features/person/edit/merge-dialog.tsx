import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { personQueries, personThumbnailUrl, type Person } from '@/api';
import { MERGE_MAX, personMutations } from '@/api/people-edits';
import { Thumbnail } from '@/components/thumbnail';
import { formatList, formatNumber, useI18n } from '@/i18n';
import { personLabel } from '@/lib/person-name';
import { mergeSummary } from './merge-summary';
import { ModalDialog } from '@/components/modal-dialog';
import styles from './edit.module.css';

/** Props of {@link MergeDialog}. */
export interface MergeDialogProps {
  person: Person;
  /** chosen when the dialog opens (the namesake of "Same person?") */
  chosen?: readonly Person[];
  /** `keptId` survived, now named `keptName` (as views show it); the others no longer exist */
  onMerged: (keptId: string, count: number, keptName: string) => void;
  onFailed: (error: unknown) => void;
  onClose: () => void;
}

/** Named people first, then by name. */
const byNamedFirst = (a: Person, b: Person) => Number(!a.name) - Number(!b.name) || a.name.localeCompare(b.name);

/**
 * "Merge with…": the other people (named first, with faces, filtered by name), up to
 * {@link MERGE_MAX} chosen, which one is kept, and what happens to names and birth dates, said
 * before anything is sent. Merging cannot be undone.
 */
export function MergeDialog({ person, chosen: initial = [], onMerged, onFailed, onClose }: MergeDialogProps) {
  const { t } = useI18n();
  const list = useQuery(personQueries.list());
  const [filter, setFilter] = useState('');
  const [chosen, setChosen] = useState<Person[]>([...initial]);
  const [keptId, setKeptId] = useState(initial[0]?.name && !person.name ? initial[0].id : person.id);
  const merge = useMutation(personMutations.merge());
  const unnamed = t('app.person.unnamed');
  const label = (p: Person) => personLabel(p.name, unnamed);
  const wanted = filter.trim().toLocaleLowerCase();
  const candidates = [...(list.data?.people ?? []), ...initial.filter((p) => !list.data?.people.some((q) => q.id === p.id))]
    .filter((p) => p.id !== person.id && (!wanted || p.name.toLocaleLowerCase().includes(wanted)))
    .sort(byNamedFirst);
  const everyone = [person, ...chosen];
  const kept = everyone.find((p) => p.id === keptId) ?? person;
  const others = everyone.filter((p) => p.id !== kept.id);
  const summary = others.length > 0 ? mergeSummary(kept, others, label) : undefined;

  const toggle = (other: Person, on: boolean) => {
    setChosen((was) => (on ? [...was, other] : was.filter((p) => p.id !== other.id)));
    if (!on && keptId === other.id) setKeptId(person.id);
  };
  const run = () =>
    merge.mutate(
      { keepId: kept.id, otherIds: others.map((p) => p.id) },
      { onSuccess: ({ keptId: id, merged }) => onMerged(id, merged.length, summary?.name ?? label(kept)), onError: onFailed },
    );

  return (
    <ModalDialog title={t('people.merge.title', { name: label(person) })} onClose={onClose}>
      <label className={styles.field}>
        <span>{t('people.merge.filter')}</span>
        <input type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
      </label>
      <fieldset className={styles.candidates}>
        <legend>{t('people.merge.chosen', { count: formatNumber(chosen.length), max: formatNumber(MERGE_MAX) })}</legend>
        {candidates.length === 0 && <p>{t('people.merge.none')}</p>}
        <ul>
          {candidates.map((other) => {
            const on = chosen.some((p) => p.id === other.id);
            return (
              <li key={other.id}>
                <label className={styles.candidate}>
                  <input type="checkbox" checked={on} disabled={!on && chosen.length >= MERGE_MAX} onChange={(e) => toggle(other, e.target.checked)} />
                  <span className={styles.candidateFace}>
                    <Thumbnail src={personThumbnailUrl(other.id, other.updatedAt)} alt="" aspectRatio={1} shape="circle" fallback="" />
                  </span>
                  <span className={other.name ? undefined : styles.unnamed}>{label(other)}</span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
      {chosen.length > 0 && (
        <fieldset className={styles.keep}>
          <legend>{t('people.merge.keep')}</legend>
          {everyone.map((p) => (
            <label key={p.id} className={styles.choice}>
              <input type="radio" name="kept" checked={p.id === kept.id} onChange={() => setKeptId(p.id)} />
              {label(p)}
            </label>
          ))}
        </fieldset>
      )}
      {summary && (
        <div className={styles.summary}>
          <p>{t('people.merge.summary', { kept: label(kept), others: formatList(others.map(label)) })}</p>
          <p>{summary.name ? t('people.merge.takesName', { name: summary.name }) : t('people.merge.keepsName', { kept: label(kept) })}</p>
          {summary.birthDate === 'kept' && <p>{t('people.merge.keepsBirthDate')}</p>}
          {summary.birthDateFrom && <p>{t('people.merge.takesBirthDate', { from: summary.birthDateFrom })}</p>}
          <p>
            <strong>{t('people.merge.irreversible')}</strong>
          </p>
        </div>
      )}
      <div className={styles.actions}>
        <button type="button" className="button button--quiet" onClick={onClose}>
          {t('people.edit.cancel')}
        </button>
        <button type="button" className="button button--primary" disabled={others.length === 0 || merge.isPending} aria-busy={merge.isPending || undefined} onClick={run}>
          {merge.isPending ? t('people.merge.working') : t('people.merge.confirm')}
        </button>
      </div>
    </ModalDialog>
  );
}
