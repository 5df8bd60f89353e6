import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlbumSchema, albumPhotoFromAsset, assetThumbnailUrl, assetVideoUrl, type AlbumPhoto, type User } from '@/api';
import { setLanguage } from '@/i18n';
import { formatWallClockDateTime } from '@/lib/wall-clock';
import { specAsset } from '@/test/spec-samples';
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

/** Where the viewer navigated to. */
function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderViewer(assetId: string, asset?: Record<string, unknown>) {
  const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = input as string;
      if (url.endsWith('/server/version')) return json({ major: 1, minor: 106, patch: 4 });
      if (url.includes('/assets/')) return asset ? json(asset) : json({ message: 'Not found or no asset.read access', statusCode: 400 }, 400);
      return json([]);
    }),
  );
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
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage(undefined);
});

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

  it('names a photo listed without its file name by when it was taken', async () => {
    renderViewer(timelinePhoto.id);
    const taken = formatWallClockDateTime(timelinePhoto.localDateTime)!;
    expect(screen.getByRole('dialog', { name: `Photo taken ${taken}` })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `Taken ${taken}` })).toHaveAttribute('src', assetThumbnailUrl(timelinePhoto.id, 'preview'));
    expect(screen.getByText(`Taken ${taken}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous photo' })).toHaveAttribute('href', `/albums/${albumId}/photos/${photoId}`);
    // the asset itself could not be read: the date stays
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.map(([url]) => url as string)).toContain(`/api/assets/${timelinePhoto.id}`));
    expect(screen.getByRole('dialog', { name: `Photo taken ${taken}` })).toBeInTheDocument();
  });

  it('names it by its file name and caption once the asset has them', async () => {
    renderViewer(timelinePhoto.id, specAsset({ id: timelinePhoto.id, originalFileName: 'lake.jpg' }));
    expect(await screen.findByRole('dialog', { name: 'Photo lake.jpg' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Tram 28' })).toBeInTheDocument();
    expect(screen.getByText('lake.jpg')).toBeInTheDocument();
  });

  it('does not ask for the asset of a photo whose name it has', async () => {
    renderViewer(photoId);
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.map(([url]) => url as string).some((url) => url.includes('/activities'))).toBe(true));
    expect(vi.mocked(fetch).mock.calls.map(([url]) => url as string).filter((url) => url.includes('/assets/'))).toEqual([]);
  });

  it('goes back with ← and on with → in English', () => {
    renderViewer(photoId);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowLeft' });
    expect(screen.getByTestId('where')).toHaveTextContent(`/albums/${albumId}/photos/${videoId}`);
  });

  it('in Arabic, follows the reading direction: → goes back, ← goes on, and the arrows point that way', async () => {
    await setLanguage('ar');
    renderViewer(photoId);
    expect(screen.getByRole('dialog', { name: 'صورة tower.jpg' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'الصورة السابقة' })).toHaveTextContent('›');
    expect(screen.getByRole('link', { name: 'الصورة التالية' })).toHaveTextContent('‹');
    expect(screen.getByRole('link', { name: 'العودة إلى «Paris»' })).toHaveTextContent('→ رجوع');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowLeft' });
    expect(screen.getByTestId('where')).toHaveTextContent(`/albums/${albumId}/photos/${timelinePhoto.id}`);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'ArrowRight' });
    expect(screen.getByTestId('where')).toHaveTextContent(`/albums/${albumId}/photos/${videoId}`);
  });
});
