/** The composer's text, kept in sessionStorage per album/photo (see model/draft-storage). */
import { useCallback, useState } from 'react';
import { readDraft, writeDraft, type DraftTarget } from '../model/draft-storage';

export function useDraft(target: DraftTarget): [string, (text: string) => void] {
  const { albumId, assetId } = target;
  const key = `${albumId}:${assetId ?? ''}`;
  const [state, setState] = useState(() => ({ key, text: readDraft({ albumId, assetId }) }));
  // A different album/photo in the same component: load its own draft (derived during render, no effect).
  const current = state.key === key ? state : { key, text: readDraft({ albumId, assetId }) };
  if (current !== state) setState(current);

  const setText = useCallback(
    (text: string) => {
      setState({ key, text });
      writeDraft({ albumId, assetId }, text);
    },
    [albumId, assetId, key],
  );
  return [current.text, setText];
}
