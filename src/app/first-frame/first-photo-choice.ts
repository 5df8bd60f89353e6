/**
 * Which photo a memory's story starts with, from the raw answer (no schema, no DOM): the first
 * frame draws it (first-frame.ts), and the server hints its preview in the memory page's HTML
 * (server/http/first-photo-hints.ts, ADR 119), so both pick the same one.
 */
import { byStoryOrder } from '@/api/story-order';

/** `/memories/<segment>` → the memory's id as the router decodes it. */
export function memoryOf(pathname: string): string | undefined {
  const segment = /^\/memories\/([^/]+)\/?$/.exec(pathname)?.[1];
  try {
    return segment ? decodeURIComponent(segment) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The id of the photo the story starts with: the `?asset=` one if the memory has it, else its first
 * in story order (as the query layer sorts a memory and `indexOfAsset` picks); none when that is
 * not an image (a video starts on its own time) or the answer is not a memory's shape.
 */
export function firstPhotoOf(memory: unknown, wanted: string | null): string | undefined {
  const assets = (memory as { assets?: unknown } | null)?.assets;
  if (!Array.isArray(assets)) return undefined;
  const items = (assets as ({ id?: unknown; type?: unknown; fileCreatedAt?: unknown } | null)[]).filter(
    (a): a is { id: string; type?: unknown; fileCreatedAt?: unknown } => typeof a?.id === 'string' && a.id !== '',
  );
  const first = items.find((a) => a.id === wanted) ?? items.sort(byStoryOrder)[0];
  return first?.type === 'IMAGE' ? first.id : undefined;
}
