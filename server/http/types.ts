import type { DemoApi } from '../config';
import type { Db } from '../db/open';

/** A row of `users` as the routes need it. */
export interface UserRow {
  id: string;
  email: string;
  name: string;
  avatar_color: string;
  profile_image_path: string;
  profile_image_file: string | null;
  is_admin: number;
  storage_label: string | null;
  created_at: string;
  updated_at: string;
}

/** What every API route can read from the Hono context. */
export interface ApiEnv {
  Variables: {
    /** correlation id of this request (the `x-immich-cid` header, `X-Correlation-ID` in v3) */
    cid: string;
    /** the Immich generation this service answers as */
    api: DemoApi;
    /** the signed-in user; set by the auth middleware */
    user: UserRow;
    db: Db;
    /** absolute path of the data folder (files live under it) */
    dataDir: string;
  };
}
