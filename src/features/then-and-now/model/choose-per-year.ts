import type { FaceGeometry } from '@/lib/face-boxes';

/** A face on a candidate photo, and whether it is the story's person. */
export interface CandidateFace extends FaceGeometry {
  /** the face is the person the story is about */
  isSubject: boolean;
}

/** One of the person's photos, as the choice reads it. */
export interface Candidate {
  assetId: string;
  /** wall-clock time of the photo, ms since the epoch read as UTC (the app's local dates) */
  localTime: number;
  isVideo: boolean;
  /** every face on the photo; `undefined` while they are not known */
  faces: readonly CandidateFace[] | undefined;
}

/** The photo shown for one calendar year, and the subject's face on it. */
export interface YearChoice {
  year: number;
  assetId: string;
  localTime: number;
  face: FaceGeometry;
  /** the year's chosen photo is the user's pick, not the automatic choice */
  isPicked: boolean;
}

/** px (in the face's image space) a box must keep from the border: closer, the face is cut. */
export const EDGE_MARGIN_PX = 2;

/** The calendar year of a wall-clock time read as UTC. */
export const yearOf = (localTime: number): number => new Date(localTime).getUTCFullYear();

/** The box touches or crosses the picture's border (within {@link EDGE_MARGIN_PX}). */
export function isCut(face: FaceGeometry): boolean {
  const x1 = Math.min(face.boundingBoxX1, face.boundingBoxX2);
  const x2 = Math.max(face.boundingBoxX1, face.boundingBoxX2);
  const y1 = Math.min(face.boundingBoxY1, face.boundingBoxY2);
  const y2 = Math.max(face.boundingBoxY1, face.boundingBoxY2);
  const m = EDGE_MARGIN_PX;
  return x1 <= m || y1 <= m || x2 >= face.imageWidth - m || y2 >= face.imageHeight - m;
}

/** The box's area ÷ the picture's area (0..1); 0 for a box or picture without size. */
export function areaRatio(face: FaceGeometry): number {
  const area = face.imageWidth * face.imageHeight;
  if (!(area > 0)) return 0;
  const w = Math.abs(face.boundingBoxX2 - face.boundingBoxX1);
  const h = Math.abs(face.boundingBoxY2 - face.boundingBoxY1);
  return (w * h) / area;
}

interface Scored {
  candidate: Candidate;
  face: CandidateFace;
  /** the subject's face is the only face or the largest one */
  isLead: boolean;
  ratio: number;
}

/** The subject's largest face on the photo, scored; `undefined` when it has none. */
function score(candidate: Candidate): Scored | undefined {
  const faces = candidate.faces ?? [];
  let best: CandidateFace | undefined;
  for (const face of faces) if (face.isSubject && (!best || areaRatio(face) > areaRatio(best))) best = face;
  if (!best) return undefined;
  const ratio = areaRatio(best);
  const isLead = faces.every((f) => f === best || areaRatio(f) <= ratio);
  return { candidate, face: best, isLead, ratio };
}

const better = (a: Scored, b: Scored): boolean => (a.isLead !== b.isLead ? a.isLead : a.ratio > b.ratio);

/**
 * One photo per calendar year, oldest year first: the one where the person's face is largest
 * relative to the photo, a photo where they are the only or the largest face before any other;
 * never a video, never a face that is cut by the border. A year whose faces are all cut is left
 * out. `picks` (year -> asset id) overrides the choice for its year when that photo shows the
 * person's face (cut or not: the user chose it).
 */
export function choosePerYear(candidates: readonly Candidate[], picks: Readonly<Record<number, string>> = {}): YearChoice[] {
  const best = new Map<number, Scored>();
  const picked = new Map<number, Scored>();
  for (const candidate of candidates) {
    if (candidate.isVideo || !Number.isFinite(candidate.localTime)) continue;
    const year = yearOf(candidate.localTime);
    const scored = score(candidate);
    if (!scored) continue;
    if (picks[year] === candidate.assetId) picked.set(year, scored);
    if (isCut(scored.face)) continue;
    const current = best.get(year);
    if (!current || better(scored, current)) best.set(year, scored);
  }
  const years = [...new Set([...best.keys(), ...picked.keys()])].sort((a, b) => a - b);
  return years.map((year) => {
    const pick = picked.get(year);
    const chosen = (pick ?? best.get(year))!;
    const { assetId, localTime } = chosen.candidate;
    const { isSubject: _subject, ...face } = chosen.face;
    return { year, assetId, localTime, face, isPicked: pick !== undefined };
  });
}
