/**
 * The composer's unsent text, kept per album (and per photo) in sessionStorage so a reload or an
 * accidental navigation loses nothing; removed once the comment is handed to the send queue.
 * sessionStorage (not localStorage): a draft belongs to this tab and should not follow the user
 * to a shared computer's next session. Storage can be unavailable or full: then drafts are simply
 * not kept, never an error.
 */
import { webStorage } from '@/lib/web-storage';

/** Where the draft lives: album-level (no assetId) or one photo of the album. */
export interface DraftTarget {
  albumId: string;
  assetId?: string | undefined;
}

export function draftKey({ albumId, assetId }: DraftTarget): string {
  return `keepsake:comment-draft:${albumId}:${assetId ?? 'album'}`;
}

const storage = (): Storage | undefined => webStorage('sessionStorage');

export function readDraft(target: DraftTarget): string {
  try {
    return storage()?.getItem(draftKey(target)) ?? '';
  } catch {
    return '';
  }
}

/** Saves the draft; an empty or whitespace-only draft removes the entry. */
export function writeDraft(target: DraftTarget, text: string): void {
  try {
    if (text.trim() === '') storage()?.removeItem(draftKey(target));
    else storage()?.setItem(draftKey(target), text);
  } catch {
    // quota exceeded: keeping the draft is best effort
  }
}

export function clearDraft(target: DraftTarget): void {
  writeDraft(target, '');
}
