/**
 * What the grid needs to draw one tile. Read only for tiles on screen, so a list of 100,000
 * assets can keep its data in compact typed arrays and build these on demand.
 */
export interface AssetGridTile {
  /** stable key (the asset id) */
  id: string;
  /** where the tile links to, e.g. `/people/:id/photos/:assetId` (middle-click, copy link) */
  href: string;
  /** small image, e.g. `assetThumbnailUrl(id, 'thumbnail')` */
  thumbnailUrl: string;
  /** base64 thumbhash, shown blurred until the image arrives */
  thumbhash?: string | undefined;
  /** accessible name of the link, e.g. "Photo from Jun 3, 2021, 10:00 AM" (see {@link tileLabel}) */
  label: string;
  /** shown on the tile when its thumbnail cannot be shown ("Can’t show this photo"); else an icon only */
  unavailableText?: string | undefined;
  isFavorite?: boolean;
  isVideo?: boolean;
  /** video length in seconds (0 for photos) */
  durationSeconds?: number;
  /** number of assets in the stack (0 or 1: not stacked) */
  stackCount?: number;
}

/**
 * The tiles, column-oriented: ratios and month keys for the layout of every tile, and the rest
 * through `tile(i)`. Keep the object identity stable while the data is unchanged (useMemo):
 * a new object recomputes the layout.
 */
export interface AssetGridSource {
  count: number;
  /** upright width / height per tile (`displayAspectRatio`); <= 0 or NaN draws a square */
  aspects: ArrayLike<number>;
  /** group key per tile (`monthKeyOf`); a change of key starts a sticky-headed group. Omit for none. */
  groupKeys?: ArrayLike<number> | undefined;
  /**
   * header text of a group ("June 2021"); default `monthLabel` in the reader's locale, with no words
   * for a group without a readable date: give this to name that group.
   */
  groupLabel?: ((key: number) => string) | undefined;
  /** the tile's details, called for tiles on screen only */
  tile: (index: number) => AssetGridTile;
}

/** Imperative handle of the grid (`ref`), e.g. to return focus when a viewer closes. */
export interface AssetGridHandle {
  /** Scrolls tile `index` into view and focuses its link (it becomes the grid's tab stop). */
  focusTile: (index: number) => void;
  /** Scrolls tile `index` into view without moving focus. */
  scrollToTile: (index: number) => void;
}

/**
 * The grid's words, in the namespace of the page that shows it (the grid is shared by pages whose
 * messages load with their own routes). Each is a whole phrase of that page's catalog.
 */
export interface AssetGridWords {
  /** "Photo from {date}" or "Video from {date}" */
  kindAndDate: (isVideo: boolean, date: string) => string;
  /** the same when the date cannot be read: "Photo, date unknown" */
  kindUndated: (isVideo: boolean) => string;
  /** "favourite" */
  favourite: () => string;
  /** "stack of 3 photos" */
  stack: (count: number) => string;
  /** heading of the group of tiles whose date cannot be read: "Unknown date" */
  unknownDate: () => string;
  /** on a tile whose thumbnail cannot be shown: "Can’t show this photo" */
  unavailable: (isVideo: boolean) => string;
}

/** What a tile's accessible name says. */
export interface TileFacts {
  isVideo: boolean;
  /** the date and time as the reader's locale writes them; undefined when unreadable */
  date: string | undefined;
  isFavorite: boolean;
  stackCount: number;
}
