import { useMutation, useQuery } from '@tanstack/react-query';
import { capabilitiesOf, serverQueries, type Person } from '@/api';
import { personMutations, type PersonChanges } from '@/api/people-edits';
import { useAnnouncer, type Announcer } from '@/components/announcer';
import { useI18n } from '@/i18n';
import { personLabel } from '@/lib/person-name';
import { editFailureMessage } from './edit-failure';

/** The person page's changes to one person and what they say (live regions). */
export interface PersonEdits {
  announcer: Announcer;
  /** the server keeps favourites (v1.126+): the control is left out where it does not */
  canFavourite: boolean;
  isPending: boolean;
  /** sends `changes` (shown at once, undone on failure); says `success` once the server has them */
  change: (changes: PersonChanges, success: string) => void;
}

/** Changes to `person` through `personMutations.update()`, announced: a success politely, a failure at once with what to do. */
export function usePersonEdits(person: Person | undefined): PersonEdits {
  const { t } = useI18n();
  const announcer = useAnnouncer();
  const version = useQuery(serverQueries.version());
  const update = useMutation(personMutations.update());
  return {
    announcer,
    canFavourite: version.data ? capabilitiesOf(version.data).hasPersonFavorite : false,
    isPending: update.isPending,
    change: (changes, success) => {
      if (!person) return;
      update.mutate(
        { id: person.id, changes },
        { onSuccess: () => announcer.announce(success), onError: (error) => announcer.warn(t(editFailureMessage(error))) },
      );
    },
  };
}

/** A person's name as views show it ("Unnamed person" when empty). */
export function useNameOf(): (person: Pick<Person, 'name'> | undefined) => string {
  const { t } = useI18n();
  return (person) => personLabel(person?.name, t('app.person.unnamed'));
}
