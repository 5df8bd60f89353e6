import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlbumSchema, assetThumbnailUrl, assetVideoUrl, type User } from '@/api';
import { specAsset } from '@/api/test-samples';
import { PhotoView } from './photo-view';

const albumId = '8d0eb732-67f2-4717-838d-45798e379825';
const videoId = 'b32ee5b3-5b8d-4626-a3cb-085ccee5d6f2';
const photoId = 'c43ff6c4-6c9e-4737-b4dc-196ddff6e7a3';
const ana: User = { id: 'u-ana', name: 'Ana', email: 'ana@example.com', profileImagePath: '', avatarColor: 'blue' };

const album = AlbumSchema.parse({
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

function renderViewer(assetId: string) {
  vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } }))));
  const announcer = { status: '', alert: '', announce: vi.fn(), warn: vi.fn() };
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <PhotoView
          album={album}
          me={ana}
          assetId={assetId}
          photo={album.assets.find((a) => a.id === assetId)}
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
    const video = screen.getByRole('dialog', { name: 'Photo river.mp4' }).querySelector('video');
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
});
