import { useMemo, useRef, useState } from 'react';
import { assetThumbnailUrl, type Asset } from '@/api';
import { AssetGrid, type AssetGridHandle, type AssetGridSource } from '@/components/asset-grid';
import { useI18n } from '@/i18n';
import { uprightAspect } from '@/lib/asset-aspect';
import { thumbhashAspectRatio } from '@/lib/thumbhash';
import { altTextOf } from '../model/describe-asset';
import { PhotoDialog } from './photo-dialog';
import styles from './memory-grid.module.css';

/** Props of {@link MemoryGrid}. */
export interface MemoryGridProps {
  memoryId: string;
  /** the memory's assets, oldest first */
  assets: readonly Asset[];
}

/**
 * Upright width / height: the asset's size when it has one (v2+ `width`/`height`, or EXIF; v1.106's
 * thin memory assets have neither), else the thumbhash's.
 */
function aspectOf(asset: Asset): number {
  return uprightAspect(asset) ?? thumbhashAspectRatio(asset.thumbhash) ?? 1;
}

/** "All photos in this memory": the shared justified grid; a photo opens large in a dialog. */
export function MemoryGrid({ memoryId, assets }: MemoryGridProps) {
  const { t, language, formatLocale } = useI18n();
  const gridRef = useRef<AssetGridHandle>(null);
  const [openIndex, setOpenIndex] = useState<number | undefined>(undefined);

  const source = useMemo<AssetGridSource>(
    () => ({
      count: assets.length,
      aspects: assets.map(aspectOf),
      tile: (i) => {
        const asset = assets[i]!;
        return {
          id: asset.id,
          href: `/memories/${encodeURIComponent(memoryId)}?asset=${encodeURIComponent(asset.id)}`,
          thumbnailUrl: assetThumbnailUrl(asset.id, 'thumbnail'),
          thumbhash: asset.thumbhash,
          label: altTextOf(asset),
          isVideo: asset.type === 'VIDEO',
          durationSeconds: asset.durationSeconds,
          stackCount: asset.stackCount,
        };
      },
    }),
    // the tiles' labels are written in the reader's language: a change of language rewrites them
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [assets, memoryId, language, formatLocale],
  );

  const open = openIndex === undefined ? undefined : assets[openIndex];
  return (
    <div className={styles.grid}>
      <AssetGrid ref={gridRef} source={source} label={t('memory.grid.title')} onOpen={setOpenIndex} />
      {open && openIndex !== undefined && (
        <PhotoDialog
          asset={open}
          onClose={() => {
            setOpenIndex(undefined);
            gridRef.current?.focusTile(openIndex);
          }}
        />
      )}
    </div>
  );
}
