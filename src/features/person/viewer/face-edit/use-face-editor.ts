import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { capabilitiesOf, isPersonEditError, personQueries, serverQueries, userQueries, type Asset, type AssetFace } from '@/api';
import { faceMutations, personMutations, type FaceDestination } from '@/api/people-edits';
import type { Announcer } from '@/components/announcer';
import { personLabel } from '@/lib/person-name';
import { useI18n } from '@/i18n';

/** What the viewer needs to let a face be changed. */
export interface FaceEditor {
  /** the signed-in user owns the photo: only then can its faces change (Immich: asset owner only) */
  canEdit: boolean;
  /** the server can take a face off a photo (v1.127+) */
  canRemove: boolean;
  /** the face whose dialog is open */
  editing: AssetFace | undefined;
  /** opens the dialog for `face`; focus comes back to `opener` (or to the face's row) afterwards */
  edit: (face: AssetFace, opener?: HTMLElement | null) => void;
  choose: (to: FaceDestination) => void;
  close: () => void;
}

/**
 * The state of "Who is this?" in the viewer: which face is being changed, the optimistic change
 * itself (`faceMutations.move`), and what is said about it. When the dialog closes, focus goes back
 * to what opened it, or, when that left with the change (a person who is no longer on the photo),
 * to the row of the face in the details panel, else to the viewer's heading.
 */
export function useFaceEditor(asset: Asset | undefined, announcer: Pick<Announcer, 'announce' | 'warn'>, fallbackFocus: () => HTMLElement | null): FaceEditor {
  const { t } = useI18n();
  const client = useQueryClient();
  const me = useQuery(userQueries.me());
  const capabilities = useQuery({ ...serverQueries.version(), select: capabilitiesOf });
  const { mutate } = useMutation(faceMutations.move(), client);
  const { mutate: update } = useMutation(personMutations.update(), client);
  const [editing, setEditing] = useState<AssetFace | undefined>(undefined);
  const opener = useRef<HTMLElement | null>(null);

  const edit = useCallback((face: AssetFace, from?: HTMLElement | null) => {
    opener.current = from ?? null;
    setEditing(face);
  }, []);

  const close = useCallback(() => {
    const face = editing;
    setEditing(undefined);
    // after React has drawn the change: the opener may be gone with it
    requestAnimationFrame(() => {
      if (opener.current?.isConnected) return opener.current.focus();
      const row = face && document.querySelector<HTMLElement>(`[data-edit-face="${CSS.escape(face.id)}"]`);
      (row ?? fallbackFocus())?.focus();
    });
  }, [editing, fallbackFocus]);

  const choose = useCallback(
    (to: FaceDestination) => {
      if (!asset || !editing) return;
      const name = to && personLabel('newName' in to ? to.newName : to.name, t('app.person.unnamed'));
      const failed = (error: unknown) => announcer.warn(failureMessage(error, t));
      const person = editing.person;
      if (to && 'newName' in to && to.newName.trim() && person && !person.name.trim()) {
        // the face of someone nobody has named: the name is theirs, on every photo
        update({ id: person.id, changes: { name: to.newName.trim() } }, { onSuccess: () => announcer.announce(t('person.faces.named', { name: name ?? '' })), onError: failed });
        return;
      }
      mutate(
        { assetId: asset.id, faceId: editing.id, fromPersonId: editing.person?.id, to },
        {
          onSuccess: () => announcer.announce(name === null ? t('person.faces.removed') : t('person.faces.moved', { name })),
          onError: failed,
        },
      );
    },
    [asset, editing, mutate, update, announcer, t],
  );

  const canEdit = !!asset && !!me.data && asset.ownerId === me.data.id && asset.type !== 'VIDEO';
  return { canEdit, canRemove: capabilities.data?.hasFaceEdits ?? false, editing, edit, choose, close };
}

/** What the reader is told when a change to a face did not happen. */
function failureMessage(error: unknown, t: ReturnType<typeof useI18n>['t']): string {
  if (isPersonEditError(error) && error.reason === 'no-access') return t('person.faces.failedNoAccess');
  if (isPersonEditError(error) && error.reason === 'unsupported') return t('person.faces.failedUnsupported');
  return t('person.faces.failed');
}

/** Everyone a face could be, for the dialog: the people list, read as soon as faces can be changed. */
export function useFaceCandidates(enabled: boolean) {
  return useQuery({ ...personQueries.list(), enabled }).data?.people;
}
