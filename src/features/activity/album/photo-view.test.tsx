import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlbumSchema, albumPhotoFromAsset, assetThumbnailUrl, assetVideoUrl, type AlbumPhoto, type User } from '@/api';
import { formatWallClockDateTime } from '@/lib/wall-clock';
import { specAsset } from '@/api/test-samples';
import { PhotoView } from './photo-view';

const albumId = '8d0eb732-67f2-4717-838d-45798e379825';
const videoId = 'b32ee5b3-5b8d-4626-a3cb-085ccee5d6f2';
const photoId = 'c43ff6c4-6c9e-4737-b4dc-196ddff6e7a3';
const ana: User = { id: 'u-ana', name: 'Ana', email: 'ana@example.com', profileImagePath: '', avatarColor: 'blue' };

const { assets, ...album } = AlbumSchema.parse({
  id: albumId,
  albumName: 'Paris',
  ownerId: ana.id,
  owner: ana,
  albumUsers: [],
  shared: true,
  isActivityEnabled: true,
  assetCount: 2,
  assets: [
    specAsset({ id: videoId, type: 'VIDEO', originalFileName: 'river.mp4', duration: '0:00:04.00000', exifInfo: null }),
    specAsset({ id: photoId, type: 'IMAGE', originalFileName: 'tower.jpg', exifInfo: null }),
  ],
});
/** A photo listed through the timeline (v3): no file name, no caption. */
const timelinePhoto: AlbumPhoto = {
  id: 'd54aa7d5-7d9f-4848-a5ed-2a7eeaf8f8b4',
  isVideo: false,
  aspectRatio: 0.75,
  isFavorite: false,
  durationSeconds: 0,
  stackCount: 0,
  localDateTime: '2025-11-24T08:11:00.000Z',
};
const photos = [...assets.map(albumPhotoFromAsset), timelinePhoto];

function renderViewer(assetId: string) {
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } }))));
  const announcer = { status: '', alert: '', announce: vi.fn(), warn: vi.fn() };
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <PhotoView
          album={album}
          photos={photos}
          me={ana}
          assetId={assetId}
          photo={photos.find((a) => a.id === assetId)}
          albumHref={`/albums/${albumId}`}
          photoHref={(id) => `/albums/${albumId}/photos/${id}`}
          isPanelOpen={false}
          onTogglePanel={vi.fn()}
          announcer={announcer}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('PhotoView', () => {
  it('plays a video with native controls, its preview as the poster', () => {
    renderViewer(videoId);
    const video = screen.getByRole('dialog', { name: 'Video river.mp4' }).querySelector('video');
    expect(video).not.toBeNull();
    expect(screen.getByLabelText('river.mp4')).toBe(video);
    expect(video).toHaveAttribute('src', assetVideoUrl(videoId));
    expect(video).toHaveAttribute('poster', assetThumbnailUrl(videoId, 'preview'));
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(screen.queryByRole('img', { name: 'river.mp4' })).toBeNull();
  });

  it('shows a photo as an image, not a player', () => {
    renderViewer(photoId);
    expect(screen.getByRole('img', { name: 'tower.jpg' })).toHaveAttribute('src', assetThumbnailUrl(photoId, 'preview'));
    expect(document.querySelector('video')).toBeNull();
  });

  it('names a photo listed without its file name by when it was taken', () => {
    renderViewer(timelinePhoto.id);
    const name = `Photo taken ${formatWallClockDateTime(timelinePhoto.localDateTime)}`;
    expect(screen.getByRole('dialog', { name })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `taken ${formatWallClockDateTime(timelinePhoto.localDateTime)}` })).toHaveAttribute(
      'src',
      assetThumbnailUrl(timelinePhoto.id, 'preview'),
    );
    expect(screen.getByRole('link', { name: 'Previous photo' })).toHaveAttribute('href', `/albums/${albumId}/photos/${photoId}`);
  });
});
