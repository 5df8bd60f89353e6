/**
 * The demo library's SQLite schema. Timestamps are ISO strings (UTC, `...Z`), which sort correctly
 * as text; `local_date_time` is wall-clock time written with a `Z`, as Immich does.
 */
export const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE IF NOT EXISTS users (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  name TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  avatar_color TEXT NOT NULL,
  profile_image_path TEXT NOT NULL DEFAULT '',
  profile_image_file TEXT,
  is_admin INTEGER NOT NULL DEFAULT 0,
  storage_label TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS sessions (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS api_keys (
  key_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS stacks (
  id TEXT PRIMARY KEY,
  primary_asset_id TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS assets (
  id TEXT PRIMARY KEY,
  owner_id TEXT NOT NULL REFERENCES users(id),
  type TEXT NOT NULL CHECK (type IN ('IMAGE','VIDEO','AUDIO','OTHER')),
  device_asset_id TEXT NOT NULL,
  device_id TEXT NOT NULL,
  original_path TEXT NOT NULL,
  original_file_name TEXT NOT NULL,
  original_mime_type TEXT NOT NULL,
  checksum TEXT NOT NULL,
  thumbhash TEXT,
  duration TEXT NOT NULL,
  file_created_at TEXT NOT NULL,
  file_modified_at TEXT NOT NULL,
  local_date_time TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  is_favorite INTEGER NOT NULL DEFAULT 0,
  is_archived INTEGER NOT NULL DEFAULT 0,
  is_trashed INTEGER NOT NULL DEFAULT 0,
  stack_id TEXT REFERENCES stacks(id),
  -- files inside the data folder (relative paths)
  original_file TEXT NOT NULL,
  preview_file TEXT NOT NULL,
  thumbnail_file TEXT NOT NULL,
  video_file TEXT
);
CREATE INDEX IF NOT EXISTS assets_owner_created ON assets(owner_id, file_created_at DESC);
CREATE INDEX IF NOT EXISTS assets_stack ON assets(stack_id);

CREATE TABLE IF NOT EXISTS exif (
  asset_id TEXT PRIMARY KEY REFERENCES assets(id) ON DELETE CASCADE,
  make TEXT, model TEXT,
  exif_image_width INTEGER, exif_image_height INTEGER,
  file_size_in_byte INTEGER,
  orientation TEXT,
  date_time_original TEXT, modify_date TEXT, time_zone TEXT,
  lens_model TEXT, f_number REAL, focal_length REAL, iso INTEGER, exposure_time TEXT,
  latitude REAL, longitude REAL, city TEXT, state TEXT, country TEXT,
  description TEXT, projection_type TEXT
);

CREATE TABLE IF NOT EXISTS people (
  id TEXT PRIMARY KEY,
  owner_id TEXT NOT NULL REFERENCES users(id),
  name TEXT NOT NULL DEFAULT '',
  birth_date TEXT,
  is_hidden INTEGER NOT NULL DEFAULT 0,
  is_favorite INTEGER NOT NULL DEFAULT 0,
  -- the face its thumbnail is cropped from (Immich's faceAssetId); NULL: none yet
  face_id TEXT,
  thumbnail_path TEXT NOT NULL DEFAULT '',
  thumbnail_file TEXT,
  -- > 0 for the benchmark's generated people (see ADR 078): their assets are synthesised on request
  synthetic_count INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS faces (
  id TEXT PRIMARY KEY,
  asset_id TEXT NOT NULL REFERENCES assets(id) ON DELETE CASCADE,
  person_id TEXT REFERENCES people(id) ON DELETE SET NULL,
  image_width INTEGER NOT NULL, image_height INTEGER NOT NULL,
  x1 INTEGER NOT NULL, y1 INTEGER NOT NULL, x2 INTEGER NOT NULL, y2 INTEGER NOT NULL,
  -- machine-learning (found by the server) or manual (drawn by a user, POST /faces)
  source_type TEXT NOT NULL DEFAULT 'machine-learning'
);
CREATE INDEX IF NOT EXISTS faces_person ON faces(person_id, asset_id);
CREATE INDEX IF NOT EXISTS faces_asset ON faces(asset_id);

CREATE TABLE IF NOT EXISTS memories (
  id TEXT PRIMARY KEY,
  owner_id TEXT NOT NULL REFERENCES users(id),
  type TEXT NOT NULL,
  year INTEGER NOT NULL CHECK (year >= 1),
  memory_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  deleted_at TEXT,
  seen_at TEXT,
  is_saved INTEGER NOT NULL DEFAULT 0,
  show_at TEXT,
  hide_at TEXT,
  data TEXT
);

CREATE TABLE IF NOT EXISTS memory_assets (
  memory_id TEXT NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
  asset_id TEXT NOT NULL REFERENCES assets(id) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  PRIMARY KEY (memory_id, asset_id)
);

CREATE TABLE IF NOT EXISTS albums (
  id TEXT PRIMARY KEY,
  owner_id TEXT NOT NULL REFERENCES users(id),
  name TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  thumbnail_asset_id TEXT REFERENCES assets(id),
  is_activity_enabled INTEGER NOT NULL DEFAULT 1,
  sort_order TEXT NOT NULL DEFAULT 'desc',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS album_users (
  album_id TEXT NOT NULL REFERENCES albums(id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users(id),
  role TEXT NOT NULL CHECK (role IN ('editor','viewer')),
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (album_id, user_id)
);

CREATE TABLE IF NOT EXISTS album_assets (
  album_id TEXT NOT NULL REFERENCES albums(id) ON DELETE CASCADE,
  asset_id TEXT NOT NULL REFERENCES assets(id) ON DELETE CASCADE,
  PRIMARY KEY (album_id, asset_id)
);
CREATE INDEX IF NOT EXISTS album_assets_asset ON album_assets(asset_id);

CREATE TABLE IF NOT EXISTS activities (
  id TEXT PRIMARY KEY,
  album_id TEXT NOT NULL REFERENCES albums(id) ON DELETE CASCADE,
  user_id TEXT NOT NULL REFERENCES users(id),
  asset_id TEXT REFERENCES assets(id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('comment','like')),
  comment TEXT,
  created_at TEXT NOT NULL,
  CHECK ((type = 'like' AND comment IS NULL) OR (type = 'comment' AND comment IS NOT NULL))
);
CREATE INDEX IF NOT EXISTS activities_album ON activities(album_id, created_at);
-- Tags (Immich's): \`value\` is the whole path ("Holidays/Japan"), \`parent_id\` the tag one level up.
CREATE TABLE IF NOT EXISTS tags (
  id TEXT PRIMARY KEY,
  owner_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  value TEXT NOT NULL,
  parent_id TEXT REFERENCES tags(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  UNIQUE (owner_id, value)
);

CREATE TABLE IF NOT EXISTS asset_tags (
  asset_id TEXT NOT NULL REFERENCES assets(id) ON DELETE CASCADE,
  tag_id TEXT NOT NULL REFERENCES tags(id) ON DELETE CASCADE,
  PRIMARY KEY (asset_id, tag_id)
);

-- One like per user per album-or-asset. NULL asset ids would never collide in a plain unique index,
-- so album-level likes are keyed by ''.
CREATE UNIQUE INDEX IF NOT EXISTS activities_one_like
  ON activities(album_id, user_id, coalesce(asset_id, '')) WHERE type = 'like';
`;

/**
 * Columns added after libraries were first generated: `memories.show_at`/`hide_at` (the display
 * window; NULL: the day derived from `memory_at`) and `data` (the memory's `data` as JSON; NULL:
 * `{year}`). Added in place, so an older library keeps working without being generated again.
 */
/**
 * The demo library's format, kept in its `meta` table as `library_format` (a library without it
 * is format 1). Changes that open.ts and the seeder's in-place steps (COLUMN_UPGRADES, tags) can
 * bring an existing library up to keep this number; one they cannot raises it, and a library of
 * another format is then generated afresh at start-up (server/demo-data.ts). Format 3: people are
 * drawn at their age and photographed in every year of the library (ADR 110).
 */
export const LIBRARY_FORMAT = 3;

export const COLUMN_UPGRADES: readonly { table: string; column: string; type: string }[] = [
  { table: 'memories', column: 'show_at', type: 'TEXT' },
  { table: 'memories', column: 'hide_at', type: 'TEXT' },
  { table: 'memories', column: 'data', type: 'TEXT' },
];
