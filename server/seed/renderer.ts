import type { FaceBox, FaceLook, PhotoSpec, RenderedPhoto, RenderedVideo, VideoSpec } from '../media/types';

/** What the seeder needs from server/media (injected so tests can pass a fast fake). */
export interface Renderer {
  renderPhoto(spec: PhotoSpec): Promise<RenderedPhoto>;
  renderVideo?(spec: VideoSpec): Promise<RenderedVideo>;
  renderAvatar?(seed: number, look: FaceLook): Promise<Buffer>;
  cropFaceThumbnail(preview: Buffer, box: FaceBox): Promise<Buffer>;
  /** frees what rendering held, once the library is generated */
  release?(): void;
}

/**
 * A square crop around the face with some margin, as Immich's face thumbnails look. sharp loads
 * here, when a library is generated, not when the server starts (in proxy mode it never does).
 */
async function cropFace(preview: Buffer, box: FaceBox): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const meta = await sharp(preview).metadata();
  const w = meta.width ?? 0;
  const h = meta.height ?? 0;
  const side = Math.min(w, h, Math.round(Math.max(box.x2 - box.x1, box.y2 - box.y1) * 1.6));
  const left = Math.max(0, Math.min(w - side, Math.round((box.x1 + box.x2) / 2 - side / 2)));
  const top = Math.max(0, Math.min(h - side, Math.round((box.y1 + box.y2) / 2 - side / 2)));
  return sharp(preview).extract({ left, top, width: side, height: side }).resize(250, 250).jpeg({ quality: 85 }).toBuffer();
}

/**
 * The real renderer from server/media. Parts it does not export yet are left out (videos and
 * avatars are then skipped with a warning) or done here (face crops), so seeding never breaks
 * while that module grows. Videos are left out too where this install has no ffmpeg (its package
 * is optional: Linux x64 only).
 */
export async function loadMediaRenderer(): Promise<Renderer> {
  const media = (await import('../media/index')) as unknown as Partial<Renderer> &
    Pick<Renderer, 'renderPhoto'> & { findFfmpeg?: () => string | undefined; releaseFfmpeg?: () => void };
  return {
    renderPhoto: media.renderPhoto,
    renderVideo: media.findFfmpeg?.() === undefined ? undefined : media.renderVideo,
    renderAvatar: media.renderAvatar,
    cropFaceThumbnail: media.cropFaceThumbnail ?? cropFace,
    release: media.releaseFfmpeg,
  };
}
