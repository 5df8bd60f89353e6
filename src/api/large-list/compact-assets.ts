import { gridDurationSeconds, gridStackCount, type GridAsset } from '../schemas';
import { uprightAspect } from '@/lib/asset-aspect';
import { monthKeyOf } from '@/lib/month-groups';
import { FLAG_FAVORITE, FLAG_VIDEO, type CompactAssetList, type ListOrder } from './compact-list';

/**
 * Packs checked assets, newest first by `localDateTime` (or oldest first with `direction`
 * 'oldest'; ties keep the server's order, unreadable dates last); `null`s become the columns' defaults.
 */
export function compactAssets(assets: readonly GridAsset[], direction: ListOrder = 'newest'): CompactAssetList {
  const n = assets.length;
  // sort keys, larger first: the time, negated oldest first
  const sign = direction === 'oldest' ? -1 : 1;
  const times = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const t = Date.parse(assets[i]!.localDateTime);
    times[i] = Number.isNaN(t) ? -Infinity : sign * t;
  }
  const order = new Uint32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  order.sort((a, b) => (times[b]! > times[a]! ? 1 : times[b]! < times[a]! ? -1 : a - b));

  const idParts: string[] = new Array<string>(n);
  const hashParts: string[] = new Array<string>(n);
  const idOffsets = new Uint32Array(n + 1);
  const thumbhashOffsets = new Uint32Array(n + 1);
  const aspects = new Float32Array(n);
  const monthKeys = new Int32Array(n);
  const localTimes = new Float64Array(n);
  const durations = new Float32Array(n);
  const stackCounts = new Uint32Array(n);
  const flags = new Uint8Array(n);
  let idLength = 0;
  let hashLength = 0;
  let videoCount = 0;
  let photoCount = 0;

  for (let k = 0; k < n; k++) {
    const i = order[k]!;
    const a = assets[i]!;
    idParts[k] = a.id;
    idLength += a.id.length;
    idOffsets[k + 1] = idLength;
    const hash = a.thumbhash ?? '';
    hashParts[k] = hash;
    hashLength += hash.length;
    thumbhashOffsets[k + 1] = hashLength;
    aspects[k] = uprightAspect(a) ?? 1;
    monthKeys[k] = monthKeyOf(a.localDateTime);
    localTimes[k] = Number.isFinite(times[i]!) ? sign * times[i]! : -Infinity;
    const isVideo = a.type === 'VIDEO';
    durations[k] = isVideo ? gridDurationSeconds(a) : 0;
    stackCounts[k] = gridStackCount(a);
    flags[k] = (isVideo ? FLAG_VIDEO : 0) | (a.isFavorite ? FLAG_FAVORITE : 0);
    if (isVideo) videoCount++;
    else if (a.type === 'IMAGE') photoCount++;
  }

  return {
    count: n,
    ids: idParts.join(''),
    idOffsets,
    thumbhashes: hashParts.join(''),
    thumbhashOffsets,
    aspects,
    monthKeys,
    localTimes,
    durations,
    stackCounts,
    flags,
    photoCount,
    videoCount,
  };
}
