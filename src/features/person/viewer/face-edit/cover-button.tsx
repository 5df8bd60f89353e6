import { useMutation, useQuery } from '@tanstack/react-query';
import { isPersonEditError, personQueries } from '@/api';
import { personMutations } from '@/api/people-edits';
import type { Announcer } from '@/components/announcer';
import { personLabel } from '@/lib/person-name';
import { useI18n } from '@/i18n';
import styles from '../asset-viewer.module.css';

/** Props of {@link CoverButton}. */
export interface CoverButtonProps {
  personId: string;
  assetId: string;
  announcer: Pick<Announcer, 'announce' | 'warn'>;
}

/**
 * "Use as cover": makes this photo's face of the person their face image (`featureFaceAssetId`).
 * The new image shows everywhere once the server has it (the person's `updatedAt` busts the cache).
 */
export function CoverButton({ personId, assetId, announcer }: CoverButtonProps) {
  const { t } = useI18n();
  const person = useQuery(personQueries.detail(personId));
  const update = useMutation(personMutations.update());
  const name = personLabel(person.data?.name, t('app.person.unnamed'));
  return (
    <button
      type="button"
      className={styles.toolButton}
      aria-disabled={update.isPending || undefined}
      onClick={() => {
        if (update.isPending) return;
        update.mutate(
          { id: personId, changes: { featureFaceAssetId: assetId } },
          {
            onSuccess: () => announcer.announce(t('person.faces.coverSet', { name })),
            onError: (error) => announcer.warn(isPersonEditError(error) && error.reason === 'invalid-cover' ? t('person.faces.coverInvalid') : t('person.faces.coverFailed')),
          },
        );
      }}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden focusable="false">
        <path d="M4 5h16v14H4zM4 15l4-4 4 4 3-3 5 5M15 9h.01" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span>{t('person.faces.useAsCover')}</span>
    </button>
  );
}
