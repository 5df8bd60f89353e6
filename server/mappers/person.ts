import type { DemoApi } from '../config';

/** A row of `people`. */
export interface PersonRow {
  id: string;
  owner_id: string;
  name: string;
  birth_date: string | null;
  is_hidden: number;
  is_favorite: number;
  /** the face the thumbnail is cropped from */
  face_id: string | null;
  thumbnail_path: string;
  thumbnail_file: string | null;
  synthetic_count: number;
  created_at: string;
  updated_at: string;
}

/** `GET /people/{id}` and the elements of `GET /people` (key order as on v1.106; v3 adds `isFavorite`, `updatedAt`; v1.106 has no favourites). */
export function mapPerson(p: PersonRow, api: DemoApi = 'v1') {
  const person = { id: p.id, name: p.name, birthDate: p.birth_date, thumbnailPath: p.thumbnail_path, isHidden: p.is_hidden === 1 };
  return api === 'v3' ? { ...person, isFavorite: p.is_favorite === 1, updatedAt: p.updated_at } : person;
}
